import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { listPageOf } from '@shared/list-page-schema';
import { ReferenceLayoutSchema } from '@shared/reference-layouts';

/** One page of reference layouts; `query` is a list query string (the list screen's URL). */
export const getReferenceLayouts = (query: string) => api.get(`/reference-layouts?${query}`, listPageOf(ReferenceLayoutSchema));

export const useReferenceLayouts = (query: string) =>
  useSWR(['/reference-layouts', query], ([, q]) => getReferenceLayouts(q), { keepPreviousData: true });
