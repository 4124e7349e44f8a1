import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { listPageOf } from '@shared/list-page-schema';
import { EventWorkflowEventSchema } from '@shared/event-message-workflows';

/** One page of the events that have workflows, with their users; `query` is the list query string (the screen's URL). */
export const getEventWorkflowEvents = (query: string) => api.get(`/event-message-workflows?${query}&include=createdByUser,updatedByUser`, listPageOf(EventWorkflowEventSchema));

/** The page, fresh while one of its events has an item being sent. */
export const useEventWorkflowEvents = (query: string) =>
  useSWR(['/event-message-workflows', query], ([, q]) => getEventWorkflowEvents(q), {
    keepPreviousData: true,
    refreshInterval: (page) => (page?.items.some((event) => event.numberOfProcessingEventMessageWorkflows) ? 2000 : 0),
  });
