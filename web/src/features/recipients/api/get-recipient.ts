import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { RecipientInput } from '@shared/recipients';

export interface Recipient extends RecipientInput {
  id: number;
  version: number;
  createdAt: number;
  updatedAt: number;
}

export const getRecipient = (id: string) => api.get<Recipient>(`/recipients/${encodeURIComponent(id)}`);

/** Loads once for the edit form: revalidating on focus would only fight the user's edits. */
export const useRecipient = (id: string | undefined) =>
  useSWR(id ? [`/recipients/${id}`] : null, () => getRecipient(id!), { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false });
