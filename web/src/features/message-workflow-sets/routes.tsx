import { lazy } from 'react';
import { Route, Switch } from 'wouter';
import { MessageWorkflowSetListPage } from './routes/message-workflow-set-list-page';
import { NotFoundPage } from '@/components/not-found-page';

const MessageWorkflowSetFormPage = lazy(() => import('./routes/message-workflow-set-form-page'));

/** The message workflow sets area (list '', create 'form', edit 'edit/{id}'); loaded on first visit. */
export default function MessageWorkflowSetRoutes() {
  return (
    <Switch>
      <Route path="/message-workflow-sets" component={MessageWorkflowSetListPage} />
      <Route path="/message-workflow-sets/form">
        <MessageWorkflowSetFormPage />
      </Route>
      <Route path="/message-workflow-sets/edit/:id">{({ id }) => <MessageWorkflowSetFormPage key={id} id={id} />}</Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
