import { api } from '@/lib/api-client';
import { DisabledSchema, ITEM_STATUS, ReactivatedSchema } from '@shared/event-message-workflows';

/** The event list's bulk Disable: switches off every active workflow of the selected events. */
export const disableEventWorkflows = (eventIds: number[]) => api.patch('/event-message-workflows', DisabledSchema, { attributes: { status: ITEM_STATUS.inactive }, eventIds });

/** The event list's bulk Reactivate: the failed workflows of the selected events become active again (decision 020). */
export const reactivateEventWorkflows = (eventIds: number[]) => api.patch('/event-message-workflows', ReactivatedSchema, { attributes: { status: ITEM_STATUS.active }, eventIds });
