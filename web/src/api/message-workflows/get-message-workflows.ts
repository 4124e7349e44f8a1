import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { listPageOf } from '@shared/list-page-schema';
import { MessageWorkflowSchema, MessageWorkflowWithTagsSchema } from '@shared/message-workflows';

/**
 * One page of workflows, their tags as ids; `query` is a list query string (page, sort, filters,
 * and include=triggerPrototype or message.senderInfo where a search shows them).
 */
export const getMessageWorkflows = (query: string) => api.get(`/message-workflows?${query}`, listPageOf(MessageWorkflowSchema));

/** The list screen's page, with trigger, users and the tags themselves; `query` is the screen's URL. */
export const useMessageWorkflows = (query: string) =>
  useSWR(
    ['/message-workflows', query],
    ([, q]) => api.get(`/message-workflows?${q}&include=triggerPrototype,createdByUser,updatedByUser,tags`, listPageOf(MessageWorkflowWithTagsSchema)),
    { keepPreviousData: true },
  );
