import { useEffect } from 'react';
import useSWR from 'swr';
import type * as z from 'zod';
import { api, toastFailure } from '@/lib/api-client';
import { listPageOf } from '@shared/list-query';
import type { Option } from '@shared/directory/vocabulary';

/**
 * A directory vocabulary the rule forms offer (functions, VIP roles, industries, event roles,
 * activity processes): loaded once per session; a failure shows the spec's toast and leaves the
 * choice empty.
 */
export function useLookup<T extends Option>(path: string, failedText: string, schema: z.ZodType<T>): { options: T[]; loading: boolean } {
  const { data, error, isLoading } = useSWR([path], async () => (await api.get(path, listPageOf(schema))).items, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
  useEffect(() => {
    if (error) toastFailure(failedText, error);
  }, [error, failedText]);
  return { options: data ?? [], loading: isLoading };
}
