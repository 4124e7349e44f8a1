import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { listPageOf } from '@shared/list-query';
import { MessageWorkflowWithTagsSchema } from '@shared/message-workflows';

/** One page of workflows with trigger, users and tags; `query` is the list query string (the screen's URL). */
export const getMessageWorkflows = (query: string) =>
  api.get(`/message-workflows?${query}&include=triggerPrototype,createdByUser,updatedByUser,tags`, listPageOf(MessageWorkflowWithTagsSchema));

export const useMessageWorkflows = (query: string) => useSWR(['/message-workflows', query], ([, q]) => getMessageWorkflows(q), { keepPreviousData: true });
