import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { listPageOf } from '@shared/list-page-schema';
import { ActionTriggerMessageSchema } from '@shared/action-triggers';

/** The action triggers with their message; `query` is the list query string (the screen's URL). */
export const getActionTriggerMessages = (query: string) => api.get(`/action-trigger-messages?${query}&include=message`, listPageOf(ActionTriggerMessageSchema));

export const useActionTriggerMessages = (query: string) =>
  useSWR(['/action-trigger-messages', query], ([, q]) => getActionTriggerMessages(q), { keepPreviousData: true });
