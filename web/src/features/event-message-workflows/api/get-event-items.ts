import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { refreshWhileSending } from '@/components/send-progress';
import { EventTimelineSchema } from '@shared/event-message-workflows';

/**
 * The event's items with their workflows, messages and senders (the timeline), fresh while one is
 * being sent, and the re-plans imports made on it; no request without an id.
 */
export function useEventItems(eventId: number | undefined) {
  const timeline = useSWR(eventId ? [`/events/${eventId}/message-workflows`] : null, async ([path]) => api.get(path, EventTimelineSchema), {
    refreshInterval: (page) => refreshWhileSending(page?.items.map((item) => ({ status: item.status, time: item.scheduledTime }))),
  });
  return { data: timeline.data?.items, replans: timeline.data?.replans, error: timeline.error as unknown, mutate: timeline.mutate, isLoading: timeline.isLoading };
}
