import { ITEM_STATUS } from './event-message-workflow-constants.ts';
import type { DeliveryCounts } from './sending.ts';

// Without zod: the SPA's first load takes these without the schemas, which are in delivery-log.ts
// (it re-exports them; docs/decisions/024-spa-weight-and-serving.md).

/** Items whose sending began: claimed (processing, then completed or in error) or with deliveries. */
export const hasDeliveryLog = (status: number, deliveries?: DeliveryCounts | null): boolean =>
  status === ITEM_STATUS.processing || status === ITEM_STATUS.completed || status === ITEM_STATUS.error || Boolean(deliveries?.total);

/** Something may still change: the item is being sent, or deliveries wait to be sent. */
export const isBeingSent = (item: { status: number; deliveries: DeliveryCounts }): boolean =>
  item.status === ITEM_STATUS.processing || item.deliveries.pending + item.deliveries.sending > 0;

export const DELIVERY_LOG_TEXTS = {
  title: 'Delivery log',
  empty: 'No deliveries found',
  loadFailed: 'Load delivery log failed',
  senderCopy: 'Sender copy',
  providerAccepted: (at: string, messageId: string) => `SES accepted it at ${at} (message id ${messageId}).`,
  noWordFromSes: (since: string) => `No word from SES since ${since}: it may not have been sent.`,
  noWordFromSms: 'SNS reports nothing back for text messages: check the SMS delivery logs before resending.',
  resendAction: 'Resend unconfirmed',
  resendConfirm: (count: number) =>
    `Resend the ${count} unconfirmed ${count === 1 ? 'delivery' : 'deliveries'}? Check first that ${count === 1 ? 'it was' : 'they were'} not received: each is sent once more, and one that SES confirms meanwhile is not.`,
  resent: (count: number) => `${count} unconfirmed ${count === 1 ? 'delivery' : 'deliveries'} resent.`,
  resendFailed: 'Resend unconfirmed deliveries failed',
  resendBeingSent: 'The item is being sent: resend its unconfirmed deliveries once it has settled.',
  resendNotSettled: 'Only a completed item or one in error has unconfirmed deliveries to resend.',
  resendMoreThanConfirmed: (unconfirmed: number, confirmed: number) => `${unconfirmed} deliveries are unconfirmed now, not ${confirmed}: look at the log again before resending.`,
} as const;
