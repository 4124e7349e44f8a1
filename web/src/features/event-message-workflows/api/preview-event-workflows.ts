import { api } from '@/lib/api-client';
import { EventChangePreviewSchema } from '@shared/change-preview';
import type { EventWorkflowEntryInput } from './save-event-workflows';

/** What saving these entries would do to the event's pending sends, without saving (the save confirmation's text). */
export const previewEventWorkflows = (eventId: number, entries: EventWorkflowEntryInput[]) =>
  api.post(`/events/${eventId}/message-workflows/preview-changes`, EventChangePreviewSchema, { eventMessageWorkflows: entries });
