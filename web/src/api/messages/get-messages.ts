import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { listPageOf } from '@shared/list-page-schema';
import { MessageSchema, MessageWithTagsSchema } from '@shared/messages';

/** One page of messages, their tags as ids; `query` is a list query string (page, sort, filters). */
export const getMessages = (query: string) => api.get(`/messages?${query}`, listPageOf(MessageSchema));

/** The list screen's page, with users and the tags themselves; `query` is the screen's URL. */
export const useMessages = (query: string) =>
  useSWR(['/messages', query], ([, q]) => api.get(`/messages?${q}&include=createdByUser,updatedByUser,tags`, listPageOf(MessageWithTagsSchema)), {
    keepPreviousData: true,
  });
