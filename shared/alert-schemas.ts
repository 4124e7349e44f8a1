import * as z from 'zod';
import { ALERT_KINDS, ALERT_TEXTS } from './alerts.ts';

/** The answers of the alert routes (docs/alerts.md), apart from alerts.ts so that the shell's first load carries no zod. */
export const AlertSchema = z.object({
  id: z.string(),
  kind: z.enum(ALERT_KINDS),
  itemId: z.number().int(),
  eventId: z.number().int(),
  message: z.string(),
  link: z.string(),
  createdAt: z.number().int(),
  read: z.boolean(),
});

/** A page of alerts, with the signed-in user's unread count (at most 100; `unreadCapped` beyond). */
export const AlertPageSchema = z.object({ items: z.array(AlertSchema), total: z.number().int(), unread: z.number().int(), unreadCapped: z.boolean() });

export const UnreadCountSchema = z.object({ unread: z.number().int(), capped: z.boolean() });

/** The digest address setting's value: an email address, or empty (null or '') for no digest mail. */
export const DigestAddressSchema = z.union([z.null(), z.literal(''), z.email(ALERT_TEXTS.digestAddressInvalid).max(254, ALERT_TEXTS.digestAddressInvalid)], { error: ALERT_TEXTS.digestAddressInvalid });

/** Marking read takes no fields (an empty object, or no body). */
export const MarkReadBodySchema = z.object({});
