import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { listPageOf } from '@shared/list-query';
import { MessageWorkflowSetSchema } from '@shared/message-workflow-sets';

/** One page of sets with their users; `query` is the list query string (the screen's URL). */
export const getMessageWorkflowSets = (query: string) => api.get(`/message-workflow-sets?${query}&include=createdByUser,updatedByUser`, listPageOf(MessageWorkflowSetSchema));

export const useMessageWorkflowSets = (query: string) => useSWR(['/message-workflow-sets', query], ([, q]) => getMessageWorkflowSets(q), { keepPreviousData: true });
