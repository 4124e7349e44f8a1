import { Route, Switch } from 'wouter';
import { NotFoundPage } from '@/components/not-found-page';
import { ApprovalsPage } from './approvals-page';
import './approvals.css';

/** Settings > Approvals (docs/approvals.md). */
export default function ApprovalsRoutes() {
  return (
    <Switch>
      <Route path="/approvals" component={ApprovalsPage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
