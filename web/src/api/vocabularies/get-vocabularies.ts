import useSWR from 'swr';
import type * as z from 'zod';
import { api } from '@/lib/api-client';
import { EventRoleSchema, OptionSchema } from '@shared/directory/vocabulary';
import { listPageOf } from '@shared/list-page-schema';

/** A fixed vocabulary of the directory (spec section 3): its options, loaded once per session. */
const useVocabulary = <T>(path: string, schema: z.ZodType<T>) =>
  useSWR([path], async () => (await api.get(path, listPageOf(schema))).items, { revalidateOnFocus: false, revalidateIfStale: false });

export const useActivityProcesses = () => useVocabulary('/activity-processes', OptionSchema);
export const useMasterContactFunctions = () => useVocabulary('/master-contact-functions', OptionSchema);
export const useDelegateVipRoles = () => useVocabulary('/delegate-vip-roles', OptionSchema);
export const useIndustries = () => useVocabulary('/industries', OptionSchema);
/** Delegate roles (type 1) and partner roles (type 2). */
export const useEventRoles = () => useVocabulary('/event-roles', EventRoleSchema);
