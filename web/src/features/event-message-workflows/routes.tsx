import { lazy } from 'react';
import { Route, Switch } from 'wouter';
import { EventWorkflowListPage } from './routes/event-workflow-list-page';
import { NotFoundPage } from '@/components/not-found-page';

// The form (attach panel, timeline, trigger modal) is its own chunk.
const EventWorkflowFormPage = lazy(() => import('./routes/event-workflow-form-page'));
const DeliveryLogPage = lazy(() => import('./routes/delivery-log-page'));

/** The event message workflows area (list '', create 'form', edit 'edit/{eventId}', an item's deliveries 'items/{itemId}/deliveries'); loaded on first visit. */
export default function EventWorkflowRoutes() {
  return (
    <Switch>
      <Route path="/event-message-workflows" component={EventWorkflowListPage} />
      <Route path="/event-message-workflows/form">
        <EventWorkflowFormPage />
      </Route>
      <Route path="/event-message-workflows/edit/:eventId">{({ eventId }) => <EventWorkflowFormPage key={eventId} eventId={eventId} />}</Route>
      <Route path="/event-message-workflows/items/:itemId/deliveries">
        {({ itemId }) => (/^\d+$/.test(itemId) ? <DeliveryLogPage key={itemId} itemId={Number(itemId)} /> : <NotFoundPage />)}
      </Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
