import { Route, Switch } from 'wouter';
import { EventWorkflowListPage } from './routes/event-workflow-list-page';
import { NotFoundPage } from '../../components/not-found-page';

/** The event message workflows area (list '', create 'form', edit 'edit/{eventId}'); loaded on first visit. */
export default function EventWorkflowRoutes() {
  return (
    <Switch>
      <Route path="/event-message-workflows" component={EventWorkflowListPage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
