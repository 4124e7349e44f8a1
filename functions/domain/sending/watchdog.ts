import { port } from '../../adapters/adapters.ts';
import { getEvent } from '../../data/directory/store.ts';
import { syncSchedule } from '../items/schedule-sync.ts';
import type { StoredItem } from '../../data/event-workflow-item.ts';
import { itemSchedule } from '../scheduling/item-schedule.ts';
import { resolveSendingTime, type SendingTime } from '../../../shared/sending-time.ts';
import { ITEM_STATUS } from '../../../shared/event-message-workflows.ts';
import { TRIGGER_TYPE } from '../../../shared/triggers/trigger-prototype.ts';

/**
 * While an item is being sent its schedule is a watchdog (docs/sending.md, R1): a one-time
 * schedule WATCHDOG_SECONDS on, put before the claim, so a dispatch that dies at any point after
 * claiming is resumed when it fires (a daily metric schedule is replaced by it, so it checks no
 * more). It deletes itself after firing; a firing that finds the item settled does nothing.
 */
export const WATCHDOG_SECONDS = 900;

export async function putWatchdog(item: StoredItem, now: number): Promise<void> {
  const schedule = itemSchedule({ eventId: item.eventId, itemId: item.id }, { kind: 'at', at: now + WATCHDOG_SECONDS, outOfDate: false }, now)!;
  await port('scheduler').put({ ...schedule, description: `Event ${item.eventId}, item ${item.id}: resumes its sending if it stops` });
}

/** After a claim lost to a change of the item: the schedule the item needs now replaces the watchdog. */
export async function restoreSchedule(item: StoredItem, now: number): Promise<void> {
  if (item.status === ITEM_STATUS.processing) return; // the claim that won keeps its watchdog
  let time: SendingTime | undefined;
  if (item.status === ITEM_STATUS.active) {
    const event = await getEvent(item.eventId);
    if (item.trigger.triggerType === TRIGGER_TYPE.scheduledMetric) time = event && resolveSendingTime(item.trigger, event, now);
    else time = { kind: 'at', at: Math.max(item.scheduledTime ?? now, now), outOfDate: false };
  }
  await syncSchedule(item, time, now);
}
