import { api } from '@/lib/api-client';
import { toQueryString } from '@/lib/list-state';
import type { WorkflowSummary } from '../message-workflow-set-types';
import { listPageOf } from '@shared/list-query';
import { MessageWorkflowSchema } from '@shared/message-workflows';

/** Workflows whose id or name matches the typed text, with their trigger, for the set's workflow chooser. */
export const searchMessageWorkflows = async (text: string, size = 10): Promise<WorkflowSummary[]> =>
  (await api.get(`/message-workflows?${toQueryString({ page: { number: 1, size }, search: text.trim(), include: ['triggerPrototype'] })}`, listPageOf(MessageWorkflowSchema))).items;
