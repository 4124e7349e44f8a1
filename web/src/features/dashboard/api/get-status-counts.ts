import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { StatusCountsSchema } from '@shared/dashboard';

/**
 * The count of each status in the date range (its API parameters), fresh while items are being
 * sent; no request while the range is invalid. The answer's schema in development only: the
 * dashboard's first load carries no zod (decision 024).
 */
export const useStatusCounts = (rangeQuery: string | null) =>
  useSWR(rangeQuery === null ? null : ['/event-message-workflow-composites/count-of-each-status', rangeQuery], ([path, q]) => api.get(`${path}?${q}`, import.meta.env.DEV ? StatusCountsSchema : undefined), {
    refreshInterval: (counts) => (counts?.processing ? 2000 : 0),
  });
