import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { RecipientSchema } from '@shared/recipients';

export const getRecipient = (id: string) => api.get(`/recipients/${encodeURIComponent(id)}`, RecipientSchema);

/** Loads once for the edit form: revalidating on focus would only fight the user's edits. */
export const useRecipient = (id: string | undefined) =>
  useSWR(id ? [`/recipients/${id}`] : null, () => getRecipient(id!), { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false });
