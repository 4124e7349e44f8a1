import { lazy } from 'react';
import { Route, Switch } from 'wouter';
import { NotFoundPage } from '@/components/not-found-page';

const ReportPage = lazy(() => import('./routes/report-page'));
const DeliveriesPage = lazy(() => import('./routes/deliveries-page'));
const ComparePage = lazy(() => import('./routes/compare-page'));

/** The Report area (issue 19): the report '', the deliveries behind a figure 'deliveries', two events side by side 'compare'. */
export default function ReportRoutes() {
  return (
    <Switch>
      <Route path="/reports" component={ReportPage} />
      <Route path="/reports/deliveries" component={DeliveriesPage} />
      <Route path="/reports/compare" component={ComparePage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
