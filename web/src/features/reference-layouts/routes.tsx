import { lazy } from 'react';
import { Route, Switch } from 'wouter';
import { ReferenceLayoutListPage } from './routes/reference-layout-list-page';
import { NotFoundPage } from '@/components/not-found-page';

// The form (code editors, test panel) is its own chunk: the list does not need it on first load.
const ReferenceLayoutFormPage = lazy(() => import('./routes/reference-layout-form-page'));

/** The reference layouts area (list '', create 'form', edit 'edit/{id}'); loaded on first visit. */
export default function ReferenceLayoutRoutes() {
  return (
    <Switch>
      <Route path="/reference-layouts" component={ReferenceLayoutListPage} />
      <Route path="/reference-layouts/form">
        <ReferenceLayoutFormPage />
      </Route>
      <Route path="/reference-layouts/edit/:id">{({ id }) => <ReferenceLayoutFormPage key={id} id={id} />}</Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
