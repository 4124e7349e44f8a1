import type { StoredItem } from '../../data/event-workflow-item.ts';
import { raiseAlert } from './raise-alert.ts';
import { ITEM_STATUS } from '../../../shared/event-message-workflows.ts';
import { ALERT_TEXTS, FAILED_SHARE_MAX } from '../../../shared/alerts.ts';

/**
 * The alerts an item's outcome raises (docs/alerts.md, A1, A2), called after every write that ends
 * a send (settleItem, failItem, endUnsent in error). Each write that ends an item calls it, and a
 * repeat of that write (a retried batch, a resumed dispatch, two recounts at once) calls it again:
 * raiseAlert makes that one alert.
 *
 * - item-failed: the item ended in error, or more than FAILED_SHARE_MAX of its deliveries failed
 *   (today any failure puts an item in error, O3, so the share is what the text says).
 * - zero-recipients: the frozen audience was empty when it was sent (D9).
 */
export async function alertOnOutcome(item: StoredItem): Promise<void> {
  const counts = item.deliveries;
  const failed = counts?.failed ?? 0;
  const total = counts?.total ?? 0;
  const sentToNobody = item.status === ITEM_STATUS.completed && Boolean(item.sending?.frozenAt) && total === 0;
  if (sentToNobody) await raiseAlert({ kind: 'zero-recipients', itemId: item.id, eventId: item.eventId, message: ALERT_TEXTS.zeroRecipients(item.id) });
  if (item.status === ITEM_STATUS.error || (total > 0 && failed / total > FAILED_SHARE_MAX)) {
    await raiseAlert({ kind: 'item-failed', itemId: item.id, eventId: item.eventId, message: ALERT_TEXTS.itemFailed(item.id, failed, total, item.note) });
  }
}
