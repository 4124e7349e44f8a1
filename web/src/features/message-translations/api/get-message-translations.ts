import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { listPageOf } from '@shared/list-page-schema';
import { MessageTranslationRowSchema } from '@shared/messages';

/** One page of translations with their message and users; `query` is the list query string (the screen's URL). */
export const getMessageTranslations = (query: string) =>
  api.get(`/message-translations?${query}&include=message,createdByUser,updatedByUser`, listPageOf(MessageTranslationRowSchema));

export const useMessageTranslations = (query: string) =>
  useSWR(['/message-translations', query], ([, q]) => getMessageTranslations(q), { keepPreviousData: true });
