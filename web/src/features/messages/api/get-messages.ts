import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { listPageOf } from '@shared/list-query';
import { MessageWithTagsSchema } from '@shared/messages';

/** One page of messages with their users and tags; `query` is the list query string (the screen's URL). */
export const getMessages = (query: string) => api.get(`/messages?${query}&include=createdByUser,updatedByUser,tags`, listPageOf(MessageWithTagsSchema));

export const useMessages = (query: string) => useSWR(['/messages', query], ([, q]) => getMessages(q), { keepPreviousData: true });
