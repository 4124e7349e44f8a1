import type { RecipientOption, ReferenceRow, SenderOption } from './message-types';
import { isSms } from '@shared/messages';

/**
 * Which senders and recipients a type may use (spec section 5): email types need an email field,
 * SMS a phone field. 'Other' is always offered for the sender.
 */
// A row for the field with a mapping, as the API checks it on save.
const hasField = (rows: ReferenceRow[] | undefined, field: string) => (rows ?? []).some((row) => row.field === field && !!row.mapping?.trim());

export const senderAllowed = (sender: SenderOption, type: number) => hasField(sender.senderReferences, isSms(type) ? 'senderPhoneNumber' : 'senderEmail');

export const recipientAllowed = (recipient: RecipientOption, type: number) =>
  hasField(recipient.recipientReferences, isSms(type) ? 'contactPhoneNumber' : 'contactEmail');

export interface TypeChange {
  templateId: null;
  messageTranslations: [];
  senderId: number | null | undefined;
  recipientId: number | null;
}

/**
 * Changing the type (spec section 4) clears the template and translations; a sender no longer
 * valid becomes 'Other', a recipient no longer valid the first valid one (none if there is none).
 */
export function afterTypeChange(
  type: number,
  current: { senderId?: number | null; recipientId?: number | null },
  senders: SenderOption[],
  recipients: RecipientOption[],
): TypeChange {
  const sender = current.senderId ? senders.find((s) => s.id === current.senderId) : undefined;
  const senderId = current.senderId ? (sender && senderAllowed(sender, type) ? sender.id : null) : current.senderId;
  const recipient = current.recipientId ? recipients.find((r) => r.id === current.recipientId) : undefined;
  const firstValid = () => recipients.find((r) => recipientAllowed(r, type))?.id ?? null;
  const recipientId = !current.recipientId ? null : recipient && recipientAllowed(recipient, type) ? recipient.id : firstValid();
  return { templateId: null, messageTranslations: [], senderId, recipientId };
}

/**
 * A message needs an event to render when any of its parts is event-based: its reference set,
 * sender info or recipient (their queries then take the event id).
 */
export const needsEvent = (...parts: ({ isEventBased?: boolean } | null | undefined)[]) => parts.some((part) => !!part?.isEventBased);
