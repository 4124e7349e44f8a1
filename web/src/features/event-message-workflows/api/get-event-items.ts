import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { refreshWhileSending } from '@/components/send-progress';
import { listPageOf } from '@shared/list-page-schema';
import { EventWorkflowItemWithWorkflowSchema } from '@shared/event-message-workflows';

/** The event's items with their workflows, messages and senders (the timeline), fresh while one is being sent; no request without an id. */
export const useEventItems = (eventId: number | undefined) =>
  useSWR(eventId ? [`/events/${eventId}/message-workflows`] : null, async ([path]) => (await api.get(path, listPageOf(EventWorkflowItemWithWorkflowSchema))).items, {
    refreshInterval: (items) => refreshWhileSending(items?.map((item) => ({ status: item.status, time: item.scheduledTime }))),
  });
