import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { SenderInfoInput } from '@shared/sender-info';

export interface SenderInfo extends SenderInfoInput {
  id: number;
  version: number;
  createdAt: number;
  updatedAt: number;
}

export const getSenderInfo = (id: string) => api.get<SenderInfo>(`/sender-info/${encodeURIComponent(id)}`);

/** Loads once for the edit form: revalidating on focus would only fight the user's edits. */
export const useSenderInfo = (id: string | undefined) =>
  useSWR(id ? [`/sender-info/${id}`] : null, () => getSenderInfo(id!), { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false });
