import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import type { EventWorkflowItem } from '../event-workflow-types';
import type { ListPage } from '../../../../../shared/list-query';

/** The event's items with their workflows, messages and senders (the timeline); no request without an id. */
export const useEventItems = (eventId: number | undefined) =>
  useSWR(eventId ? [`/events/${eventId}/message-workflows`] : null, async ([path]) => (await api.get<ListPage<EventWorkflowItem>>(path)).items);
