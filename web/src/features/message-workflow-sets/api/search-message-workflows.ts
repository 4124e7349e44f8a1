import type { WorkflowSummary } from '../message-workflow-set-types';
import { getMessageWorkflows } from '@/api/message-workflows/get-message-workflows';
import { toQueryString } from '@/lib/list-state';

/** Workflows whose id or name matches the typed text, with their trigger, for the set's workflow chooser. */
export const searchMessageWorkflows = async (text: string, size = 10): Promise<WorkflowSummary[]> =>
  (await getMessageWorkflows(toQueryString({ page: { number: 1, size }, search: text.trim(), include: ['triggerPrototype'] }))).items;
