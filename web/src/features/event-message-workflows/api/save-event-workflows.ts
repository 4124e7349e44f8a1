import type { z } from 'zod';
import { api } from '@/lib/api-client';
import type { EventWorkflowItem } from '../event-workflow-types';
import type { EventWorkflowEntrySchema } from '@shared/event-message-workflows';

export type EventWorkflowEntryInput = z.input<typeof EventWorkflowEntrySchema>;

/** Attaches (entries without id) and changes items (entries with id: switch, own trigger) in one request. */
export const saveEventWorkflows = (entries: EventWorkflowEntryInput[]) =>
  api.post<{ items: EventWorkflowItem[]; total: number }>('/event-message-workflows', { eventMessageWorkflows: entries });
