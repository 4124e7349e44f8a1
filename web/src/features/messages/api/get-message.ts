import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { Message } from '../message-types';

export const getMessage = (id: string) => api.get<Message>(`/messages/${encodeURIComponent(id)}?include=referenceSetTemplate,messageTranslations,tags`);

/** Loads once for the edit form: revalidating on focus would only fight the user's edits. */
export const useMessage = (id: string | undefined) =>
  useSWR(id ? [`/messages/${id}`] : null, () => getMessage(id!), { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false });
