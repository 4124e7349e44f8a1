import { useEffect } from 'react';
import { useStatusCounts } from '../api/get-status-counts';
import { DASHBOARD_UI } from '../dashboard-texts';
import { toastFailure } from '@/lib/api-client';
import { STATUS_COUNTS } from '@shared/event-message-workflows';

interface StatusPanelProps {
  /** The API's date range parameters; null while the range is invalid (no counts then). */
  rangeQuery: string | null;
  /** The status the table is filtered by ('' for none). */
  filtered: string;
  onFilter: (status: string) => void;
}

/** The count of each status in the date range (spec section 2); a count filters the table by its status, again clears it. */
export function StatusPanel({ rangeQuery, filtered, onFilter }: StatusPanelProps) {
  const { data, error } = useStatusCounts(rangeQuery);
  useEffect(() => {
    if (error) toastFailure(DASHBOARD_UI.countsFailed, error);
  }, [error]);

  return (
    <div className="status-panel" role="group" aria-label="Status counts">
      {STATUS_COUNTS.map(({ status, key, label }) => {
        const count = rangeQuery === null || !data ? '-' : String(data[key]);
        const pressed = filtered === String(status);
        return (
          <button
            key={key}
            type="button"
            className={`status-panel__count status-panel__count--${key}`}
            aria-pressed={pressed}
            aria-label={`${label}: ${count}`}
            title={pressed ? `Show every status` : `Show only ${label}`}
            onClick={() => onFilter(pressed ? '' : String(status))}
          >
            <span className="status-panel__number">{count}</span>
            <span className="status-panel__label">{label}</span>
          </button>
        );
      })}
    </div>
  );
}
