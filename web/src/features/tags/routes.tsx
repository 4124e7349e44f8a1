import { lazy } from 'react';
import { Route, Switch } from 'wouter';
import { TagListPage } from './routes/tag-list-page';
import { NotFoundPage } from '@/components/not-found-page';

// The form (colour picker) is its own chunk: the list does not need it on first load.
const TagFormPage = lazy(() => import('./routes/tag-form-page'));

/** The tags area (list '', create 'form', edit 'edit/{id}'); loaded on first visit. */
export default function TagRoutes() {
  return (
    <Switch>
      <Route path="/tags" component={TagListPage} />
      <Route path="/tags/form">
        <TagFormPage />
      </Route>
      <Route path="/tags/edit/:id">{({ id }) => <TagFormPage key={id} id={id} />}</Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
