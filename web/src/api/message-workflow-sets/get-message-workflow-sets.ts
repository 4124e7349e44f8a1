import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { listPageOf } from '@shared/list-page-schema';
import { MessageWorkflowSetSchema, MessageWorkflowSetWithWorkflowsSchema } from '@shared/message-workflow-sets';

/** The list screen's page of sets, with their users; `query` is the screen's URL. */
export const useMessageWorkflowSets = (query: string) =>
  useSWR(['/message-workflow-sets', query], ([, q]) => api.get(`/message-workflow-sets?${q}&include=createdByUser,updatedByUser`, listPageOf(MessageWorkflowSetSchema)), {
    keepPreviousData: true,
  });

/** One page of sets with their workflows themselves (include=messageWorkflows); `query` is a list query string. */
export const getMessageWorkflowSetsWithWorkflows = (query: string) =>
  api.get(`/message-workflow-sets?${query}&include=messageWorkflows`, listPageOf(MessageWorkflowSetWithWorkflowsSchema));
