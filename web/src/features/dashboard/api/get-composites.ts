import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { compositesQuery } from '../date-range';
import { refreshWhileSending } from '@/components/send-progress';
import type { Composite } from '@shared/dashboard';
import { type ListPage } from '@shared/list-query';
import { listPageOf } from '@shared/list-page-schema';
import { CompositeSchema } from '@shared/dashboard';

// The answer's schema in development only: the dashboard's first load carries no zod (decision 024).
export const getComposites = (query: string) => api.get(`/event-message-workflow-composites?${query}`, import.meta.env.DEV ? listPageOf(CompositeSchema) : undefined);

const NONE: ListPage<Composite> = { items: [], total: 0 };

/** One page of rows, fresh while one of them is being sent; no request while the date range is invalid (spec section 4). */
export function useComposites(queryString: string) {
  const query = compositesQuery(queryString);
  const answer = useSWR(query === null ? null : ['/event-message-workflow-composites', query], ([, q]) => getComposites(q), {
    keepPreviousData: true,
    refreshInterval: (page) => refreshWhileSending(page?.items.map((row) => ({ status: row.status, time: row.sendDate }))),
  });
  // Nor are the rows of the last valid range shown as if they were the invalid one's.
  return query === null ? { ...answer, data: NONE, isLoading: false } : answer;
}
