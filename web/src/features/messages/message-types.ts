import type { Recipient } from '@shared/recipients';
import type { ReferenceSetSummary } from '@shared/reference-set-templates';
import type { SenderInfo } from '@shared/sender-info';

/** A mapping row of a sender info or recipient; the field says what it provides. */
export interface ReferenceRow {
  field: string;
  mapping: string;
}

/** What the message form reads of the sender infos and recipients it offers. */
export type SenderOption = Pick<SenderInfo, 'id' | 'name' | 'isEventBased' | 'senderReferences'>;
export type RecipientOption = Pick<Recipient, 'id' | 'name' | 'isEventBased' | 'recipientReferences'>;

/** The message's reference set template: its include, a search hit, or (before they load) its id alone. */
export type ReferenceSetChoice = Pick<ReferenceSetSummary, 'id' | 'name' | 'customReferences'> & Partial<Pick<ReferenceSetSummary, 'status' | 'isEventBased'>>;

/** An entry of an email template service's list (or an SMS template, its id as text). */
export interface TemplateEntry {
  id: string;
  name: string;
}
