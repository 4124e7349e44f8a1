import { lazy } from 'react';
import { Route, Switch } from 'wouter';
import { MessageListPage } from './routes/message-list-page';
import { NotFoundPage } from '@/components/not-found-page';

// The form (senders, templates, translations, test send) is its own chunk.
const MessageFormPage = lazy(() => import('./routes/message-form-page'));

/** The messages area (list '', create 'form', edit 'edit/{id}'); loaded on first visit. */
export default function MessageRoutes() {
  return (
    <Switch>
      <Route path="/messages" component={MessageListPage} />
      <Route path="/messages/form">
        <MessageFormPage />
      </Route>
      <Route path="/messages/edit/:id">{({ id }) => <MessageFormPage key={id} id={id} />}</Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
