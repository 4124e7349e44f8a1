import { now } from '../../data/clock.ts';
import { listDeliveries, type Delivery } from '../../data/deliveries.ts';
import type { StoredItem } from '../../data/event-workflow-item.ts';
import { conflict } from '../failure.ts';
import { claimRound } from './item-sending.ts';
import { enqueueRound, ownerOf } from './rounds.ts';
import { settleItem } from './item-sending.ts';
import { DELIVERY_LOG_TEXTS, type ResendUnconfirmed } from '../../../shared/delivery-log.ts';
import { EVENT_WORKFLOW_CODES, ITEM_STATUS } from '../../../shared/event-message-workflows.ts';

/**
 * Staff resend an item's unconfirmed deliveries after checking they were not received
 * (docs/sending.md, V5): the item is claimed for a round that resends the unconfirmed ones (a
 * conditional write on its version: of two requests at once one claims, the other resends
 * nothing), each still-unconfirmed delivery goes back to pending (conditional: an SES event that
 * confirmed it first wins), and the batches holding them go to the send queue. The round is the
 * dispatch's (rounds.ts), watched like a send, so one that stops half-way is resumed and resends
 * nothing twice. Answers what this request resent.
 */
const resentOf = (deliveries: Delivery[]): ResendUnconfirmed => ({
  resent: deliveries.length,
  deliveries: deliveries.map((d) => ({ contactId: d.contactId, senderCopy: d.kind === 'sender', address: d.to ?? null })),
});

/** `confirmed`: how many the person confirmed; more unconfirmed than that is refused. */
export async function resendUnconfirmedOf(item: StoredItem, confirmed: number): Promise<ResendUnconfirmed> {
  if (item.status === ITEM_STATUS.processing) throw conflict(DELIVERY_LOG_TEXTS.resendBeingSent, EVENT_WORKFLOW_CODES.couldNotSave);
  if ((item.status !== ITEM_STATUS.completed && item.status !== ITEM_STATUS.error) || !item.sending?.frozenAt) throw conflict(DELIVERY_LOG_TEXTS.resendNotSettled, EVENT_WORKFLOW_CODES.couldNotSave);
  const unconfirmed = (await listDeliveries(ownerOf(item), { attributes: ['status'] })).filter((d) => d.status === 'unconfirmed');
  if (unconfirmed.length > confirmed) throw conflict(DELIVERY_LOG_TEXTS.resendMoreThanConfirmed(unconfirmed.length, confirmed), EVENT_WORKFLOW_CODES.couldNotSave);
  if (!unconfirmed.length) return resentOf([]);
  const claimed = await claimRound(item, { ...item.sending, resends: 'unconfirmed' }, now());
  if (!claimed) return resentOf([]);
  const { item: enqueued, reset } = await enqueueRound(claimed);
  if (enqueued) await settleItem(enqueued.eventId, enqueued.id);
  return resentOf(reset);
}
