import { lazy } from 'react';
import { Route, Switch } from 'wouter';
import { RecipientListPage } from './routes/recipient-list-page';
import { NotFoundPage } from '@/components/not-found-page';

// The form (query editor, mapping tables) is its own chunk: the list does not need it.
const RecipientFormPage = lazy(() => import('./routes/recipient-form-page'));

/** The recipients area at /recipient-info (list '', create 'form', edit 'edit/{id}'); loaded on first visit. */
export default function RecipientRoutes() {
  return (
    <Switch>
      <Route path="/recipient-info" component={RecipientListPage} />
      <Route path="/recipient-info/form">
        <RecipientFormPage />
      </Route>
      <Route path="/recipient-info/edit/:id">{({ id }) => <RecipientFormPage key={id} id={id} />}</Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
