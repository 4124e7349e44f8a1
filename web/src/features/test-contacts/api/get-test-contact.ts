import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { TestContactSchema } from '@shared/test-contacts';

export const getTestContact = (id: string) => api.get(`/test-contacts/${encodeURIComponent(id)}?include=event,masterContact`, TestContactSchema);

/** Loads once for the edit form: revalidating on focus would only fight the user's edits. */
export const useTestContact = (id: string | undefined) =>
  useSWR(id ? [`/test-contacts/${id}`] : null, () => getTestContact(id!), { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false });
