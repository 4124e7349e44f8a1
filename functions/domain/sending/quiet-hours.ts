import { messageStore } from '../../data/catalogue.ts';
import { sendingRules } from './sending-rules.ts';
import { isSms } from '../../../shared/message-types.ts';
import { quietHoursEnd } from '../../../shared/sending-rules.ts';

/**
 * Q1 (decision 033): when the quiet hours of the message's channel that hold `now` end, or null
 * when a send may start now. A message that is gone (or none) is not held: the send itself says
 * what is wrong with it.
 */
export async function quietHoursOver(messageId: number | null, now: number): Promise<number | null> {
  if (messageId === null) return null;
  const message = await messageStore.get(messageId);
  if (!message) return null;
  const rules = await sendingRules();
  return quietHoursEnd(rules[isSms(message.type) ? 'sms' : 'email'].quietHours, now);
}
