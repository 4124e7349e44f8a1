import { api } from '@/lib/api-client';
import { EventChangePreviewSchema } from '@shared/change-preview';
import type { EventWorkflowEntryInput } from './save-event-workflows';

/** What saving these entries would do to the event's pending sends, without saving (the save confirmation's text). */
export const previewEventWorkflows = (eventId: number, entries: EventWorkflowEntryInput[]) =>
  api.post(`/events/${eventId}/message-workflows/preview-changes`, EventChangePreviewSchema, { eventMessageWorkflows: entries });

/** What removing these saved items would do to the event's pending sends (the Remove confirmation's detail). */
export const previewRemoval = (eventId: number, itemIds: number[]) => api.post(`/events/${eventId}/message-workflows/preview-changes`, EventChangePreviewSchema, { remove: itemIds });
