import { lazy } from 'react';
import { Route, Switch } from 'wouter';
import { SenderInfoListPage } from './routes/sender-info-list-page';
import { NotFoundPage } from '@/components/not-found-page';

// The form (query editor, mapping tables) is its own chunk: the list does not need it.
const SenderInfoFormPage = lazy(() => import('./routes/sender-info-form-page'));

/** The sender info area (list '', create 'form', edit 'edit/{id}'); loaded on first visit. */
export default function SenderInfoRoutes() {
  return (
    <Switch>
      <Route path="/sender-info" component={SenderInfoListPage} />
      <Route path="/sender-info/form">
        <SenderInfoFormPage />
      </Route>
      <Route path="/sender-info/edit/:id">{({ id }) => <SenderInfoFormPage key={id} id={id} />}</Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
