import { useId } from 'react';
import { auditLogListResource, RANGE_PARAMS } from './audit-log-list-resource';
import { ListPage } from '@/components/list-page/list-page';
import { NotFoundPage } from '@/components/not-found-page';
import { CsvButton } from '@/components/csv-button';
import type { ListState } from '@/lib/list-state';
import { useIsSuperAdmin } from '@/lib/auth-store';
import { civilDateAt, endOfDay, formatDate, parseDate, startOfDay } from '@shared/amsterdam-time';

/** The From and To days of the log's range (Europe/Amsterdam), kept in the URL beside the list's filters. */
function DateRange({ state }: { state: ListState }) {
  const [fromId, toId] = [useId(), useId()];
  const shown = (param: string) => (state.extras[param] ? formatDate(civilDateAt(Number(state.extras[param]))) : '');
  const set = (param: string, edge: 'start' | 'end') => (text: string) => {
    const date = parseDate(text);
    state.setExtras({ [param]: date ? String(edge === 'start' ? startOfDay(date) : endOfDay(date)) : '' });
  };
  return (
    <div className="audit-log__range">
      <label htmlFor={fromId}>From</label>
      <input id={fromId} type="date" className="p-inputtext p-component" value={shown(RANGE_PARAMS.from)} onChange={(e) => set(RANGE_PARAMS.from, 'start')(e.target.value)} />
      <label htmlFor={toId}>To</label>
      <input id={toId} type="date" className="p-inputtext p-component" value={shown(RANGE_PARAMS.to)} onChange={(e) => set(RANGE_PARAMS.to, 'end')(e.target.value)} />
    </div>
  );
}

/** Settings > Audit log, for super-admins (the API refuses anyone else); Export CSV takes the list's filters and sort, every page. */
export function AuditLogPage() {
  if (!useIsSuperAdmin()) return <NotFoundPage />;
  return (
    <ListPage
      resource={auditLogListResource}
      above={(state) => (
        <div className="audit-log__above">
          <DateRange state={state} />
          <CsvButton path={`/audit-log.csv?${state.queryString}`} label="Export CSV" fallbackName="audit-log.csv" />
        </div>
      )}
    />
  );
}
