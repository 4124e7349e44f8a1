import type { Delivery } from '../../data/deliveries.ts';
import type { DeliveryRef } from './deliveries.ts';

/**
 * Every email names its delivery in SES message tags (docs/sending.md, V1), so the events SES
 * publishes about it (Send, Delivery, Bounce, ...) lead back to the delivery record:
 * `delivery` = the owner (an item id, or `once:<key>` of a one-off send), `contact` = the contact
 * id, and `copy` = `1` on a sender copy (found by the address the event names). SES allows only
 * ASCII letters, digits, `_` and `-` in a tag's value (256 at most): other characters are written
 * `_xx` (their code in hex), and `_` itself `_5f`, so item ids read as they are and every owner
 * comes back whole.
 */
export const DELIVERY_TAG = 'delivery';
export const CONTACT_TAG = 'contact';
export const COPY_TAG = 'copy';

const escape = (text: string) => text.replace(/[^A-Za-z0-9-]/g, (c) => `_${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
const unescape = (text: string) => (/^(?:[A-Za-z0-9-]|_[0-9a-f]{2})+$/.test(text) ? text.replace(/_([0-9a-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))) : undefined);

/** The tags of an email sent for `delivery`. */
export function deliveryTags(delivery: Pick<Delivery, 'owner' | 'contactId' | 'kind'>): Record<string, string> {
  return { [DELIVERY_TAG]: escape(delivery.owner), [CONTACT_TAG]: String(delivery.contactId), ...(delivery.kind === 'sender' ? { [COPY_TAG]: '1' } : {}) };
}

/** The delivery an SES event's tags name (a copy: by the address it went to), or undefined when they name none. */
export function deliveryOfTags(tags: Record<string, string[] | undefined>, destination: string[]): DeliveryRef | undefined {
  const [owner] = tags[DELIVERY_TAG] ?? [];
  const [contact] = tags[CONTACT_TAG] ?? [];
  const decoded = owner === undefined || owner.length > 256 ? undefined : unescape(owner);
  if (!decoded || !contact || !/^[1-9][0-9]{0,11}$/.test(contact)) return undefined;
  if (tags[COPY_TAG]?.[0] !== '1') return { owner: decoded, kind: 'contact', contactId: Number(contact) };
  return destination.length === 1 ? { owner: decoded, kind: 'sender', contactId: Number(contact), to: destination[0] } : undefined;
}
