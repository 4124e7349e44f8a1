import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { TargetGroupValue } from '../target-group-value';
import { AudienceCountSchema } from '@shared/target-groups/test-panel';

/** The size of the target group for an event, from the planner (null: every contact would have to be read). */
export const countAudience = (input: { eventId: number; targetGroup: TargetGroupValue }) => api.ask('/target-groups/count', AudienceCountSchema, input);

/** Asked again only when the group or the event changes; no request without both. */
export const useAudienceCount = (eventId: number | undefined, group: TargetGroupValue | null) =>
  useSWR(eventId && group ? ['/target-groups/count', eventId, JSON.stringify(group)] : null, () => countAudience({ eventId: eventId!, targetGroup: group! }), {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
