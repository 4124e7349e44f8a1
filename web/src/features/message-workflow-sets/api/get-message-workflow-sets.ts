import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { MessageWorkflowSet } from '../message-workflow-set-types';
import type { ListPage } from '@shared/list-query';

/** One page of sets with their users; `query` is the list query string (the screen's URL). */
export const getMessageWorkflowSets = (query: string) => api.get<ListPage<MessageWorkflowSet>>(`/message-workflow-sets?${query}&include=createdByUser,updatedByUser`);

export const useMessageWorkflowSets = (query: string) => useSWR(['/message-workflow-sets', query], ([, q]) => getMessageWorkflowSets(q), { keepPreviousData: true });
