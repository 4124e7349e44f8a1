import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { MessageWorkflowSetWithWorkflowsSchema } from '@shared/message-workflow-sets';

export const getMessageWorkflowSet = (id: string) => api.get(`/message-workflow-sets/${encodeURIComponent(id)}?include=messageWorkflows`, MessageWorkflowSetWithWorkflowsSchema);

/** Loads once for the edit form: revalidating on focus would only fight the user's edits. */
export const useMessageWorkflowSet = (id: string | undefined) =>
  useSWR(id ? [`/message-workflow-sets/${id}`] : null, () => getMessageWorkflowSet(id!), { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false });
