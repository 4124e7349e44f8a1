import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ListPage } from '@shared/list-query';
import type { Message } from '../message-types';

/** One page of messages with their users and tags; `query` is the list query string (the screen's URL). */
export const getMessages = (query: string) => api.get<ListPage<Message>>(`/messages?${query}&include=createdByUser,updatedByUser,tags`);

export const useMessages = (query: string) => useSWR(['/messages', query], ([, q]) => getMessages(q), { keepPreviousData: true });
