import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { SenderInfoSchema } from '@shared/sender-info';

export const getSenderInfo = (id: string) => api.get(`/sender-info/${encodeURIComponent(id)}`, SenderInfoSchema);

/** Loads once for the edit form: revalidating on focus would only fight the user's edits. */
export const useSenderInfo = (id: string | undefined) =>
  useSWR(id ? [`/sender-info/${id}`] : null, () => getSenderInfo(id!), { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false });
