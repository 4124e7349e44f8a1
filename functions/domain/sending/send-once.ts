import { port } from '../../adapters/adapters.ts';
import { invalid } from '../failure.ts';
import { writeBatches } from '../../data/delivery-batches.ts';
import { contactSk, getDelivery, putPending, type Delivery } from '../../data/deliveries.ts';
import { messageStore } from '../../data/catalogue.ts';
import { now } from '../../data/clock.ts';
import { reportOfOneOff } from '../reports/batch-report.ts';

/**
 * One message to one contact, once under a key the caller chooses (docs/sending.md, A1): action
 * triggers send "the booked-meeting message for meeting 812, change 3" this way. The delivery is
 * put if absent under `delivery#once:<key>`; a repeat finds it and sends nothing again, except
 * that a delivery still pending (its first hand-over to the queue may have been lost) is handed
 * over again, which the sender's conditional writes make harmless.
 */
export const ONE_OFF_KEY = /^[A-Za-z0-9._:-]{1,150}$/;
export const oneOffOwner = (key: string) => `once:${key}`;

export interface OneOff {
  key: string;
  messageId: number;
  eventId: number | null;
  contactId: number;
}

export async function sendOnce(input: OneOff): Promise<{ created: boolean; delivery: Delivery }> {
  if (!ONE_OFF_KEY.test(input.key)) throw invalid({ key: 'The key is 1 to 150 letters, digits and . _ : -' });
  const owner = oneOffOwner(input.key);
  const created = await putPending(owner, input.contactId);
  const delivery = (await getDelivery(owner, contactSk(input.contactId)))!;
  // the day of the report is the delivery's own (a repeat finds the batch written, and writes nothing)
  await writeBatches(owner, [input.contactId], reportOfOneOff(input.eventId, input.messageId, await messageStore.get(input.messageId), delivery.createdAt ?? now()));
  if (delivery.status === 'pending') {
    await port('sendQueue').send([{ owner, itemId: null, eventId: input.eventId, messageId: input.messageId, copyToSender: false, batch: 0, contactIds: [input.contactId] }]);
  }
  return { created, delivery };
}

/** The delivery of a one-off send, if it was asked for. */
export const oneOffDelivery = (key: string, contactId: number) => getDelivery(oneOffOwner(key), contactSk(contactId));
