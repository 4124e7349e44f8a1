import { listEventItems } from '../../data/item-reads.ts';
import type { StoredItem } from '../../data/event-workflow-item.ts';
import { contactSk, getDelivery } from '../../data/deliveries.ts';
import { getSetting } from '../../data/settings.ts';
import { recordEngagements } from './engagement.ts';
import { PARTICIPATION_WINDOW_DAYS, PARTICIPATION_WINDOW_SETTING } from '../../../shared/reports.ts';

/**
 * participationChanged (docs/reports.md): a message to a contact led to something when the
 * directory imports, within the window after the message was sent (14 days unless the setting
 * `reports.participationWindowDays` says otherwise), that the contact registered for the
 * message's event, confirmed a registration or booked a meeting there. The directory publishes
 * the change (domain/directory/changes.ts); the sending side hears it (domain/reactions) and
 * records it here on each delivery it follows: once per delivery, however many changes follow it.
 * One-off sends (action triggers' messages) are left out: they answer a change already.
 */
export interface ParticipationEvent {
  eventId: number;
  contactId: number;
  /** When the import saw the change (unix seconds). */
  at: number;
}

const DAY = 86_400;

/** The window in days: the setting when it is a whole number from 1 to 365, else 14. */
export async function participationWindowDays(): Promise<number> {
  const value = Number((await getSetting(PARTICIPATION_WINDOW_SETTING))?.value);
  return Number.isInteger(value) && value >= 1 && value <= 365 ? value : PARTICIPATION_WINDOW_DAYS;
}

/** The items of each event, read once per run of an import's changes. */
export function itemReader(): (eventId: number) => Promise<StoredItem[]> {
  const items = new Map<number, Promise<StoredItem[]>>();
  return (eventId) => {
    if (!items.has(eventId)) items.set(eventId, listEventItems(eventId));
    return items.get(eventId)!;
  };
}

/** Records the change on every delivery sent to the contact for the event within the window before it; answers how many it recorded. */
export async function recordParticipationChange(change: ParticipationEvent, windowDays: number, itemsOf = itemReader()): Promise<number> {
  let recorded = 0;
  const earliest = change.at - windowDays * DAY;
  for (const item of await itemsOf(change.eventId)) {
    const started = item.sending?.startedAt ?? item.sending?.claimedAt;
    if (!item.sending?.frozenAt || started === undefined || started > change.at) continue;
    const delivery = await getDelivery(String(item.id), contactSk(change.contactId));
    if (delivery?.status !== 'sent' || delivery.sentAt === undefined || delivery.sentAt < earliest || delivery.sentAt > change.at) continue;
    if ((await recordEngagements(delivery, ['participationChanged'])).length) recorded++;
  }
  return recorded;
}
