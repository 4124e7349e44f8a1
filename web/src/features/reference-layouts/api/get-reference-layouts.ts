import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ListPage } from '@shared/list-query';
import type { ReferenceLayout } from '../reference-layout-types';

/** One page of reference layouts; `query` is the list query string (the screen's URL). */
export const getReferenceLayouts = (query: string) => api.get<ListPage<ReferenceLayout>>(`/reference-layouts?${query}`);

export const useReferenceLayouts = (query: string) =>
  useSWR(['/reference-layouts', query], ([, q]) => getReferenceLayouts(q), { keepPreviousData: true });
