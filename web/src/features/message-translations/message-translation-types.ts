import type { UserSummary } from '@shared/users';

/** A message translation as GET /v1/message-translations answers it with include=message,createdByUser,updatedByUser. */
export interface MessageTranslationRow {
  id: number;
  messageId: number;
  message?: { id: number; name: string };
  languageId: number;
  templateId: string;
  createdAt: number;
  updatedAt?: number;
  createdByUser?: UserSummary;
  updatedByUser?: UserSummary;
}
