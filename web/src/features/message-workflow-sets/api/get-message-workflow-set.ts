import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { versionPath } from '@/components/record-history/version-paths';
import { MessageWorkflowSetWithWorkflowsSchema } from '@shared/message-workflow-sets';

/** The set as the form edits it; with `entryId`, as it was right after that History entry. */
export const getMessageWorkflowSet = (id: string, entryId?: number) =>
  api.get(`${versionPath(`/message-workflow-sets/${encodeURIComponent(id)}`, entryId)}?include=messageWorkflows`, MessageWorkflowSetWithWorkflowsSchema);

/** Loads once for the edit form: revalidating on focus would only fight the user's edits. */
export const useMessageWorkflowSet = (id: string | undefined) =>
  useSWR(id ? [`/message-workflow-sets/${id}`] : null, () => getMessageWorkflowSet(id!), { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false });
