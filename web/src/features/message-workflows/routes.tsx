import { lazy } from 'react';
import { Route, Switch } from 'wouter';
import { MessageWorkflowListPage } from './routes/message-workflow-list-page';
import { NotFoundPage } from '@/components/not-found-page';

// The form (trigger panels, target group, choosers) is its own chunk.
const MessageWorkflowFormPage = lazy(() => import('./routes/message-workflow-form-page'));

/** The message workflows area (list '', create 'form', edit 'edit/{id}'); loaded on first visit. */
export default function MessageWorkflowRoutes() {
  return (
    <Switch>
      <Route path="/message-workflows" component={MessageWorkflowListPage} />
      <Route path="/message-workflows/form">
        <MessageWorkflowFormPage />
      </Route>
      <Route path="/message-workflows/edit/:id">{({ id }) => <MessageWorkflowFormPage key={id} id={id} />}</Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
