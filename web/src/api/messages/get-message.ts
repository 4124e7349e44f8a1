import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { versionPath } from '@/components/record-history/version-paths';
import { MessageSchema, MessageWithTagsSchema } from '@shared/messages';

/** The message as the form edits it; with `entryId`, as it was right after that History entry. */
export const getMessage = (id: string, entryId?: number) =>
  api.get(`${versionPath(`/messages/${encodeURIComponent(id)}`, entryId)}?include=referenceSetTemplate,messageTranslations,tags`, MessageWithTagsSchema);

/** Loads once for the edit form: revalidating on focus would only fight the user's edits. */
export const useMessage = (id: string | undefined) =>
  useSWR(id ? [`/messages/${id}`] : null, () => getMessage(id!), { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false });

/** A message's type (a workflow's test panel offers SEND TEST EMAIL or SEND TEST SMS by it); its own key beside the form's record. */
export const useMessageType = (id: number | null | undefined) =>
  useSWR(id ? [`/messages/${id}`, 'type'] : null, async () => (await api.get(`/messages/${id}`, MessageSchema)).type, { revalidateOnFocus: false });
