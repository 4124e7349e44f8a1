/** Where an event's items are edited: its timeline (spec section 2, /event-message-workflows/edit/{eventId}); linked from the dashboard and from blocked deletes. */
export const eventTimelinePath = (eventId: number) => `/event-message-workflows/edit/${eventId}`;
