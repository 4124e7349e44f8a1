import { useComposites } from '../api/get-composites';
import { compositeListResource } from '../composite-list-resource';
import { DateRangeFilter } from '../components/date-range-filter';
import { StatusPanel } from '../components/status-panel';
import { CheckDueReadinessButton } from '../components/check-due-readiness-button';
import { rangeQuery, readRange } from '../date-range';
import { ListPage } from '@/components/list-page/list-page';
import { useAuth } from '@/lib/auth-store';
import type { ListState } from '@/lib/list-state';
import '../dashboard.css';

/** The greeting, the date range and the status counts, above the table; all of their state is the URL's. */
function DashboardPanels({ state }: { state: ListState }) {
  const { user } = useAuth();
  const range = readRange(state.extras);
  // the table's own read (one request for both): its rows' statuses drive the counts
  const rows = useComposites(state.queryString).data?.items;
  return (
    <div className="dashboard-panels">
      <div className="dashboard-greeting">
        <h2>Howdy, {user?.firstName}!</h2>
        <p>Here is what the event message workflows send in the days you choose.</p>
        <CheckDueReadinessButton />
      </div>
      <div className="card dashboard-status">
        <DateRangeFilter range={range} onChange={state.setExtras} />
        <StatusPanel rangeQuery={rangeQuery(range)} rows={rows} filtered={state.filterValue('status', 'eq')} onFilter={(status) => state.setFilter('status', 'eq', status)} />
      </div>
    </div>
  );
}

/** Route '/', title Dashboard (spec section 2). */
export default function DashboardPage() {
  return (
    <div className="dashboard">
      <ListPage resource={compositeListResource} above={(state) => <DashboardPanels state={state} />} />
    </div>
  );
}
