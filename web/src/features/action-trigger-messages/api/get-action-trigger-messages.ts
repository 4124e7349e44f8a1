import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ListPage } from '@shared/list-query';
import type { ActionTriggerMessage } from '../action-trigger-types';

/** The action triggers with their message; `query` is the list query string (the screen's URL). */
export const getActionTriggerMessages = (query: string) => api.get<ListPage<ActionTriggerMessage>>(`/action-trigger-messages?${query}&include=message`);

export const useActionTriggerMessages = (query: string) =>
  useSWR(['/action-trigger-messages', query], ([, q]) => getActionTriggerMessages(q), { keepPreviousData: true });
