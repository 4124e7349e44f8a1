import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ReferenceLayout } from '../reference-layout-types';

export const referenceLayoutKey = (id: string | number) => [`/reference-layouts/${id}`];

export const getReferenceLayout = (id: string) => api.get<ReferenceLayout>(`/reference-layouts/${encodeURIComponent(id)}`);

/** Loads once for the edit form: revalidating on focus would only fight the user's edits. */
export const useReferenceLayout = (id: string | undefined) =>
  useSWR(id ? referenceLayoutKey(id) : null, () => getReferenceLayout(id!), { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false });
