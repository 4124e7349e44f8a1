import { lazy } from 'react';
import { Route, Switch } from 'wouter';
import { SmsTemplateListPage } from './routes/sms-template-list-page';
import { NotFoundPage } from '@/components/not-found-page';

// The form (tabs, tag chooser) is its own chunk: the list does not need it on first load.
const SmsTemplateFormPage = lazy(() => import('./routes/sms-template-form-page'));

/** The SMS templates area (list '', create 'form', edit 'edit/{id}'); loaded on first visit. */
export default function SmsTemplateRoutes() {
  return (
    <Switch>
      <Route path="/sms-templates" component={SmsTemplateListPage} />
      <Route path="/sms-templates/form">
        <SmsTemplateFormPage />
      </Route>
      <Route path="/sms-templates/edit/:id">{({ id }) => <SmsTemplateFormPage key={id} id={id} />}</Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
