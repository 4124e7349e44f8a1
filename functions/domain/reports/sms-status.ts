import { deliveryOfSmsMessage } from '../../data/sms-messages.ts';
import { noteProviderReason } from '../../data/deliveries.ts';
import { recordEngagements } from './engagement.ts';
import type { Engagement } from '../../../shared/reports.ts';

/**
 * What SNS said became of a text (docs/reports.md, SMS): the carrier took it (delivered), or it
 * did not reach the phone, a bounce of a text, with the carrier's reason noted on the delivery.
 * Recorded in the ledger of the delivery's batch like an SES event (engagement.ts): once per
 * delivery and kind, however often SNS logs it.
 */
export interface SmsStatus {
  /** SNS's message id, which the sender recorded as the delivery's providerMessageId */
  providerMessageId: string;
  delivered: boolean;
  /** SNS's providerResponse, e.g. 'Phone carrier has blocked this message' */
  reason: string;
}

/** Records the status of the text it names; answers what was recorded now (nothing for a text no delivery sent). */
export async function recordSmsStatus(status: SmsStatus): Promise<Engagement[]> {
  const delivery = await deliveryOfSmsMessage(status.providerMessageId);
  if (!delivery) return [];
  if (!status.delivered && status.reason) await noteProviderReason(delivery, status.reason);
  return recordEngagements(delivery, [status.delivered ? 'delivered' : 'bounced']);
}
