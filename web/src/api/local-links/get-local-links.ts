import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { LocalLinksSchema } from '@shared/local-links';

/** Asked by the signed-in shell: its answer's schema in development only, so no screen's first load carries zod for it (decision 024). */
export const getLocalLinks = () => api.get('/local-links', import.meta.env.DEV ? LocalLinksSchema : undefined);

/** Fixed for the life of the server: asked once per session, and quietly (a missing answer only hides the links). */
export const useLocalLinks = () =>
  useSWR(['/local-links'], getLocalLinks, { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false });
