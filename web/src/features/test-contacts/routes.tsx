import { lazy } from 'react';
import { Route, Switch } from 'wouter';
import { TestContactListPage } from './routes/test-contact-list-page';
import { NotFoundPage } from '@/components/not-found-page';

// The form (directory choosers) is its own chunk: the list does not need it on first load.
const TestContactFormPage = lazy(() => import('./routes/test-contact-form-page'));

/** The test contacts area (list '', create 'form', edit 'edit/{id}'); loaded on first visit. */
export default function TestContactRoutes() {
  return (
    <Switch>
      <Route path="/test-contacts" component={TestContactListPage} />
      <Route path="/test-contacts/form">
        <TestContactFormPage />
      </Route>
      <Route path="/test-contacts/edit/:id">{({ id }) => <TestContactFormPage key={id} id={id} />}</Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
