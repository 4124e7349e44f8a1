import { useEffect, useRef } from 'react';
import { useStatusCounts } from '../api/get-status-counts';
import { DASHBOARD_UI } from '../dashboard-texts';
import { statusColourClass } from '@/components/status-badge';
import { toastFailure } from '@/lib/api-client';
import { STATUS_COUNTS } from '@shared/event-message-workflow-constants';

interface StatusPanelProps {
  /** The API's date range parameters; null while the range is invalid (no counts then). */
  rangeQuery: string | null;
  /** The rows on screen (read live): when one of them changes status, the counts are read again. */
  rows: readonly { id: number; status: number }[] | undefined;
  /** The status the table is filtered by ('' for none). */
  filtered: string;
  onFilter: (status: string) => void;
}

/** The count of each status in the date range (spec section 2); a count filters the table by its status, again clears it. */
export function StatusPanel({ rangeQuery, rows, filtered, onFilter }: StatusPanelProps) {
  const { data, error, mutate } = useStatusCounts(rangeQuery);
  // The counts follow the rows: a row on screen that turned Processing, Completed or Error is counted so at once.
  const seen = useRef(new Map<number, number>());
  useEffect(() => {
    const before = seen.current;
    seen.current = new Map(rows?.map((row) => [row.id, row.status]));
    if (rows?.some((row) => before.has(row.id) && before.get(row.id) !== row.status)) void mutate();
  }, [rows, mutate]);
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
            className={`status-panel__count ${statusColourClass(status)}`}
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
