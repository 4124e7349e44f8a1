import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { TagSchema } from '@shared/tags';

export const getTag = (id: string) => api.get(`/tags/${encodeURIComponent(id)}`, TagSchema);

/** Loads once for the edit form: revalidating on focus would only fight the user's edits. */
export const useTag = (id: string | undefined) =>
  useSWR(id ? [`/tags/${id}`] : null, () => getTag(id!), { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false });
