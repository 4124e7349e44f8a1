import useSWR from 'swr';
import { api } from '@/lib/api-client';

/** The local stand-ins' pages; all null when running on AWS. */
export interface LocalLinks {
  sesViewer: string | null;
  smsOutbox: string | null;
  scheduler: string | null;
}

export const getLocalLinks = () => api.get<LocalLinks>('/local-links');

/** Fixed for the life of the server: asked once per session, and quietly (a missing answer only hides the links). */
export const useLocalLinks = () =>
  useSWR(['/local-links'], getLocalLinks, { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false });
