import { api } from '@/lib/api-client';
import { ITEM_STATUS } from '@shared/event-message-workflows';

/** The event list's bulk Disable: switches off every active workflow of the selected events. */
export const disableEventWorkflows = (eventIds: number[]) => api.patch<{ disabled: number }>('/event-message-workflows', { attributes: { status: ITEM_STATUS.inactive }, eventIds });
