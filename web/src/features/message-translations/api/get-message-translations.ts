import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ListPage } from '@shared/list-query';
import type { MessageTranslationRow } from '../message-translation-types';

/** One page of translations with their message and users; `query` is the list query string (the screen's URL). */
export const getMessageTranslations = (query: string) =>
  api.get<ListPage<MessageTranslationRow>>(`/message-translations?${query}&include=message,createdByUser,updatedByUser`);

export const useMessageTranslations = (query: string) =>
  useSWR(['/message-translations', query], ([, q]) => getMessageTranslations(q), { keepPreviousData: true });
