import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { listPageOf } from '@shared/list-page-schema';
import type { TargetGroupValue } from '../target-group-value';
import { AudienceContactSchema } from '@shared/target-groups/test-panel';

/** The contacts of the target group for the event, one page (query: page[number], page[size], sort, filter[...]). */
export const getTestRuleMasterContacts = (eventId: number, targetGroup: TargetGroupValue, query: string) =>
  api.post(`/target-groups/test-rule-master-contacts?${query}`, listPageOf(AudienceContactSchema), { eventId, targetGroup });

/**
 * The key does not start with the request path on purpose: the API client refreshes every read
 * of a resource after a POST to it, and this read is itself a POST to target-groups.
 */
export const useTestRuleMasterContacts = (eventId: number | undefined, targetGroup: TargetGroupValue, query: string) =>
  useSWR(eventId ? ['test-rule-master-contacts', eventId, JSON.stringify(targetGroup), query] : null, () => getTestRuleMasterContacts(eventId!, targetGroup, query), {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
