import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { ReferenceLayoutSchema } from '@shared/reference-layouts';

export const referenceLayoutKey = (id: string | number) => [`/reference-layouts/${id}`];

export const getReferenceLayout = (id: string | number) => api.get(`/reference-layouts/${encodeURIComponent(id)}`, ReferenceLayoutSchema);

/** Loads once for the edit form: revalidating on focus would only fight the user's edits. */
export const useReferenceLayout = (id: string | undefined) =>
  useSWR(id ? referenceLayoutKey(id) : null, () => getReferenceLayout(id!), { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false });
