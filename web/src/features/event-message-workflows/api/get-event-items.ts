import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { refreshWhileSending } from '@/components/send-progress';
import type { EventWorkflowItem } from '../event-workflow-types';
import type { ListPage } from '@shared/list-query';

/** The event's items with their workflows, messages and senders (the timeline), fresh while one is being sent; no request without an id. */
export const useEventItems = (eventId: number | undefined) =>
  useSWR(eventId ? [`/events/${eventId}/message-workflows`] : null, async ([path]) => (await api.get<ListPage<EventWorkflowItem>>(path)).items, {
    refreshInterval: (items) => refreshWhileSending(items?.map((item) => ({ status: item.status, time: item.scheduledTime }))),
  });
