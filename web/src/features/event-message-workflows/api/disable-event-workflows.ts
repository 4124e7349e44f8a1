import { api } from '@/lib/api-client';
import { DisabledSchema, ITEM_STATUS } from '@shared/event-message-workflows';

/** The event list's bulk Disable: switches off every active workflow of the selected events. */
export const disableEventWorkflows = (eventIds: number[]) => api.patch('/event-message-workflows', DisabledSchema, { attributes: { status: ITEM_STATUS.inactive }, eventIds });
