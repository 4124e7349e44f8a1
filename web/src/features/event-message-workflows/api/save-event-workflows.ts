import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { type EventWorkflowEntrySchema, EventWorkflowItemSchema } from '@shared/event-message-workflows';
import { listPageOf } from '@shared/list-page-schema';

export type EventWorkflowEntryInput = z.input<typeof EventWorkflowEntrySchema>;

/** Attaches (entries without id) and changes items (entries with id: switch, own trigger) in one request. */
export const saveEventWorkflows = (entries: EventWorkflowEntryInput[]) =>
  api.post('/event-message-workflows', listPageOf(EventWorkflowItemSchema), { eventMessageWorkflows: entries });
