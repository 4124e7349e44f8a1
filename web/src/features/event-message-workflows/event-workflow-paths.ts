/** The event message workflows area's SPA paths (spec section 2): list '', create 'form', edit 'edit/{eventId}'. */
export const EVENT_WORKFLOWS_PATH = '/event-message-workflows';
export const eventWorkflowEditPath = (eventId: number) => `${EVENT_WORKFLOWS_PATH}/edit/${eventId}`;
