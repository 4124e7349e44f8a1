import type { Tag } from '@shared/tags';
import type { UserSummary } from '@shared/users';

/** A tag as include=tags answers it. */
export type TagSummary = Pick<Tag, 'id' | 'name' | 'color'>;

export interface SmsTranslation {
  languageId: number;
  body: string;
}

/** An SMS template as the API answers it with include=tags (the screens always ask for the tags). */
export interface SmsTemplate {
  id: number;
  name: string;
  status: number;
  translations: SmsTranslation[];
  tags: TagSummary[];
  createdAt: number;
  updatedAt: number;
  version: number;
  createdByUser?: UserSummary;
  updatedByUser?: UserSummary;
}
