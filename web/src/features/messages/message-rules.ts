import type { RecipientOption, ReferenceRow, SenderOption } from './message-types';
import { isSms, TEMPLATE_SERVICE_OF } from '@shared/messages';

/**
 * Which senders and recipients a type may use (spec section 5): email types need an email field,
 * SMS a phone field. 'Other' is always offered for the sender.
 */
// A row for the field with a mapping, as the API checks it on save.
const hasField = (rows: ReferenceRow[] | undefined, field: string) => (rows ?? []).some((row) => row.field === field && !!row.mapping?.trim());

export const senderAllowed = (sender: SenderOption, type: number) => hasField(sender.senderReferences, isSms(type) ? 'senderPhoneNumber' : 'senderEmail');

export const recipientAllowed = (recipient: RecipientOption, type: number) =>
  hasField(recipient.recipientReferences, isSms(type) ? 'contactPhoneNumber' : 'contactEmail');

interface TypeChangeTranslation {
  id?: number;
  languageId: number;
  templateId?: string | null;
}

export interface TypeChangeValues<T extends TypeChangeTranslation = TypeChangeTranslation> {
  type?: number;
  templateId?: string | null;
  messageTranslations?: T[];
  senderId?: number | null;
  recipientId?: number | null;
}

export interface TypeChange<T extends TypeChangeTranslation = TypeChangeTranslation> {
  templateId: string | null;
  messageTranslations: T[];
  senderId: number | null | undefined;
  recipientId: number | null;
}

/**
 * Changing the type keeps what the new type can use (docs/decisions/022): the template and the
 * translations stay when both types take their templates from the same service (the marketing
 * service's acquisition, manual service and action trigger emails), and are cleared otherwise
 * (spec section 4); a sender no longer valid becomes 'Other', a recipient no longer valid the
 * first valid one (none if there is none). Name, status, process, reference set and tags stay.
 */
export function afterTypeChange<T extends TypeChangeTranslation>(type: number, current: TypeChangeValues<T>, senders: SenderOption[], recipients: RecipientOption[]): TypeChange<T> {
  const sameTemplates = current.type !== undefined && TEMPLATE_SERVICE_OF[current.type] === TEMPLATE_SERVICE_OF[type];
  const sender = current.senderId ? senders.find((s) => s.id === current.senderId) : undefined;
  const senderId = current.senderId ? (sender && senderAllowed(sender, type) ? sender.id : null) : current.senderId;
  const recipient = current.recipientId ? recipients.find((r) => r.id === current.recipientId) : undefined;
  const firstValid = () => recipients.find((r) => recipientAllowed(r, type))?.id ?? null;
  const recipientId = !current.recipientId ? null : recipient && recipientAllowed(recipient, type) ? recipient.id : firstValid();
  return {
    templateId: sameTemplates ? (current.templateId ?? null) : null,
    messageTranslations: sameTemplates ? (current.messageTranslations ?? []) : [],
    senderId,
    recipientId,
  };
}

/** What a type change would clear or replace, one phrase each; none: the change needs no question. */
export function typeChangeLosses(
  current: TypeChangeValues,
  change: TypeChange,
  names: { language: (id: number) => string; sender: (id: number) => string; recipient: (id: number) => string },
): string[] {
  const losses: string[] = [];
  if (current.templateId && !change.templateId) losses.push(`the template ${current.templateId}`);
  const translations = current.messageTranslations ?? [];
  if (translations.length && !change.messageTranslations.length)
    losses.push(`${translations.length === 1 ? 'the translation' : `${translations.length} translations`} (${translations.map((t) => names.language(t.languageId)).join(', ')})`);
  if (current.senderId && change.senderId !== current.senderId) losses.push(`the sender ${names.sender(current.senderId)} (it becomes Other)`);
  if (current.recipientId && change.recipientId !== current.recipientId)
    losses.push(`the recipient ${names.recipient(current.recipientId)}${change.recipientId ? ` (it becomes ${names.recipient(change.recipientId)})` : ''}`);
  return losses;
}

/**
 * A message needs an event to render when any of its parts is event-based: its reference set,
 * sender info or recipient (their queries then take the event id).
 */
export const needsEvent = (...parts: ({ isEventBased?: boolean } | null | undefined)[]) => parts.some((part) => !!part?.isEventBased);
