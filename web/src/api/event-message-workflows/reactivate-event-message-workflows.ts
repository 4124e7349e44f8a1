import { api } from '@/lib/api-client';
import { EventWorkflowItemSchema } from '@shared/event-message-workflows';
import { listPageOf } from '@shared/list-query';

/** Reactivate (the timeline's Retry): only failed items, all or nothing (spec section 4). */
export const reactivateEventMessageWorkflows = (ids: number[]) => api.put('/event-message-workflows/by-ids', listPageOf(EventWorkflowItemSchema), { ids });
