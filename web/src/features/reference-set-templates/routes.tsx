import { lazy } from 'react';
import { Route, Switch } from 'wouter';
import { ReferenceSetTemplateListPage } from './routes/reference-set-template-list-page';
import { NotFoundPage } from '@/components/not-found-page';

// The form (query editor, mapping tables, layout dialog) is its own chunk: the list does not need it.
const ReferenceSetTemplateFormPage = lazy(() => import('./routes/reference-set-template-form-page'));

/** The reference set templates area (list '', create 'form', edit 'edit/{id}'); loaded on first visit. */
export default function ReferenceSetTemplateRoutes() {
  return (
    <Switch>
      <Route path="/reference-set-templates" component={ReferenceSetTemplateListPage} />
      <Route path="/reference-set-templates/form">
        <ReferenceSetTemplateFormPage />
      </Route>
      <Route path="/reference-set-templates/edit/:id">{({ id }) => <ReferenceSetTemplateFormPage key={id} id={id} />}</Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
