import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { versionPath } from '@/components/record-history/version-paths';
import { MessageWorkflowSchema, MessageWorkflowWithTagsSchema } from '@shared/message-workflows';

/** The workflow as the form edits it; with `entryId`, as it was right after that History entry (its target group with it). */
export const getMessageWorkflow = (id: string, entryId?: number) =>
  api.get(`${versionPath(`/message-workflows/${encodeURIComponent(id)}`, entryId)}?include=targetGroup.targetGroupSections.targetGroupRules,message,triggerPrototype,tags`, MessageWorkflowWithTagsSchema);

/** Loads once for the edit form: revalidating on focus would only fight the user's edits. */
export const useMessageWorkflow = (id: string | undefined) =>
  useSWR(id ? [`/message-workflows/${id}`] : null, () => getMessageWorkflow(id!), { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false });

/** The workflow as stored (tags as ids, no includes): what is written back when one part of it changes. */
export const getStoredMessageWorkflow = (id: number) => api.get(`/message-workflows/${id}`, MessageWorkflowSchema);
