import { api } from '@/lib/api-client';
import { EventWorkflowItemSchema } from '@shared/event-message-workflows';
import { listPageOf } from '@shared/list-page-schema';

/** Reactivate (the timeline's Retry): only failed items, all or nothing (spec section 4). The dashboard offers it: its answer's schema in development only (decision 024). */
export const reactivateEventMessageWorkflows = (ids: number[]) => api.put('/event-message-workflows/by-ids', import.meta.env.DEV ? listPageOf(EventWorkflowItemSchema) : undefined, { ids });
