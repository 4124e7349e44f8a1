import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { MessageWorkflow } from '../message-workflow-types';
import type { ListPage } from '@shared/list-query';

/** One page of workflows with trigger, users and tags; `query` is the list query string (the screen's URL). */
export const getMessageWorkflows = (query: string) =>
  api.get<ListPage<MessageWorkflow>>(`/message-workflows?${query}&include=triggerPrototype,createdByUser,updatedByUser,tags`);

export const useMessageWorkflows = (query: string) => useSWR(['/message-workflows', query], ([, q]) => getMessageWorkflows(q), { keepPreviousData: true });
