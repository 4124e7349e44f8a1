import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { LocalLinksSchema } from '@shared/local-links';

export const getLocalLinks = () => api.get('/local-links', LocalLinksSchema);

/** Fixed for the life of the server: asked once per session, and quietly (a missing answer only hides the links). */
export const useLocalLinks = () =>
  useSWR(['/local-links'], getLocalLinks, { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false });
