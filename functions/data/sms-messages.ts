import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { SMS_MESSAGE } from './stored-types.ts';
import type { Delivery } from './deliveries.ts';

/**
 * The delivery behind each text SNS accepted, by SNS's message id (docs/reports.md, SMS): SNS's
 * delivery status names a text by that id alone, where SES's events carry the delivery's tags.
 * Written beside the text's sent record (data/deliveries.ts, recordSent); kept as long as
 * carriers may take to report (up to 72 hours), with a margin.
 */
export const SMS_MESSAGE_KEPT_SECONDS = 7 * 24 * 3600;

export type SmsDelivery = Pick<Delivery, 'owner' | 'kind' | 'contactId' | 'to'>;

/** The record that finds a text's delivery by its message id. */
export const smsMessageItem = (providerMessageId: string, delivery: SmsDelivery, sentAt: number): Record<string, unknown> => ({
  ...SMS_MESSAGE.key({ providerMessageId }),
  owner: delivery.owner,
  kind: delivery.kind,
  contactId: delivery.contactId,
  ...(delivery.to === undefined ? {} : { to: delivery.to }),
  expiresAt: sentAt + SMS_MESSAGE_KEPT_SECONDS,
});

/** The delivery a text SNS accepted was for, if it is still known. */
export async function deliveryOfSmsMessage(providerMessageId: string): Promise<SmsDelivery | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: SMS_MESSAGE.key({ providerMessageId }) }));
  if (!Item) return undefined;
  return { owner: String(Item.owner), kind: Item.kind === 'sender' ? 'sender' : 'contact', contactId: Number(Item.contactId), ...(typeof Item.to === 'string' ? { to: Item.to } : {}) };
}
