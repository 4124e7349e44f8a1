import type { MessageInput, MessageType } from '@shared/messages';
import type { Tag } from '@shared/tags';
import type { UserSummary } from '@shared/users';

/** A tag as include=tags answers it. */
export type TagSummary = Pick<Tag, 'id' | 'name' | 'color'>;

export interface MessageTranslation {
  id: number;
  languageId: number;
  templateId: string;
}

/** A custom reference of a reference set template (what the typeahead shows). */
export interface CustomReference {
  field: string;
  mapping?: string;
}

/** A reference set template as the typeahead and include=referenceSetTemplate answer it. */
export interface ReferenceSetSummary {
  id: number;
  name: string;
  status?: number;
  isEventBased?: boolean;
  customReferences: CustomReference[];
}

/**
 * A message as the API answers it. The list asks include=createdByUser,updatedByUser,tags; the edit
 * form include=referenceSetTemplate,messageTranslations,tags. senderId null is the sender 'Other'.
 */
export interface Message extends Omit<MessageInput, 'tags' | 'messageTranslations' | 'type' | 'version'> {
  id: number;
  type: MessageType;
  tags: TagSummary[];
  messageTranslations: MessageTranslation[];
  referenceSetTemplate?: ReferenceSetSummary | null;
  createdAt: number;
  updatedAt: number;
  version: number;
  createdByUser?: UserSummary;
  updatedByUser?: UserSummary;
}

/** A mapping row of a sender info or recipient; the field says what it provides. */
export interface ReferenceRow {
  field: string;
  mapping: string;
}

export interface SenderOption {
  id: number;
  name: string;
  isEventBased: boolean;
  senderReferences: ReferenceRow[];
}

export interface RecipientOption {
  id: number;
  name: string;
  isEventBased: boolean;
  recipientReferences: ReferenceRow[];
}

/** An entry of an email template service's list (or an SMS template, its id as text). */
export interface TemplateEntry {
  id: string;
  name: string;
}
