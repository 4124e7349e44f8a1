import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import { splitExtras } from '../../../lib/list-state';
import { RANGE_PARAMS, rangeQuery, readRange } from '../date-range';
import type { Composite } from '../dashboard-types';
import type { ListPage } from '../../../../../shared/list-query';

const RANGE_NAMES = { [RANGE_PARAMS.start]: '', [RANGE_PARAMS.end]: '' };

/** The API's query for the screen's query string (list parameters and dates), or null while the range is invalid. */
export function compositesQuery(queryString: string): string | null {
  const { listSearch, extras } = splitExtras(queryString, RANGE_NAMES);
  const range = rangeQuery(readRange(extras));
  return range && [listSearch, range].filter(Boolean).join('&');
}

export const getComposites = (query: string) => api.get<ListPage<Composite>>(`/event-message-workflow-composites?${query}`);

/** One page of rows; no request while the date range is invalid (spec section 4). */
export function useComposites(queryString: string) {
  const query = compositesQuery(queryString);
  return useSWR(query === null ? null : ['/event-message-workflow-composites', query], ([, q]) => getComposites(q), { keepPreviousData: true });
}
