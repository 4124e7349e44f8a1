/** The event message workflows area's SPA paths (spec section 2): list '', create 'form', edit 'edit/{eventId}'. */
export const EVENT_WORKFLOWS_PATH = '/event-message-workflows';
/** An event's timeline, which the dashboard and blocked deletes link to as well. */
export { eventTimelinePath as eventWorkflowEditPath } from '@/lib/paths';
/** An item's delivery log (docs/decisions/015-delivery-log.md). */
export const deliveryLogPath = (itemId: number) => `${EVENT_WORKFLOWS_PATH}/items/${itemId}/deliveries`;
