import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { MessageWorkflowSet } from '../message-workflow-set-types';

export const getMessageWorkflowSet = (id: string) => api.get<MessageWorkflowSet>(`/message-workflow-sets/${encodeURIComponent(id)}?include=messageWorkflows`);

/** Loads once for the edit form: revalidating on focus would only fight the user's edits. */
export const useMessageWorkflowSet = (id: string | undefined) =>
  useSWR(id ? [`/message-workflow-sets/${id}`] : null, () => getMessageWorkflowSet(id!), { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false });
