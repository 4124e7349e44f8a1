import { port } from '../../adapters/adapters.ts';
import { itemSchedule, scheduleName } from '../scheduling/item-schedule.ts';
import { readinessSchedule, readinessScheduleName } from '../scheduling/readiness-schedule.ts';
import type { StoredItem } from '../../data/event-workflow-item.ts';
import { updateWithUses } from './item-writes.ts';
import type { SendingTime } from '../../../shared/sending-time.ts';
import { EVENT_WORKFLOW_TEXTS, ITEM_STATUS } from '../../../shared/event-message-workflows.ts';

/**
 * Keeps an item's schedules in line with the item: an active item with a time to come has one
 * (created or updated under its fixed name), every other item none. A schedule that cannot be
 * created puts the item in error with a note: never silently unscheduled. Its readiness check's
 * schedule follows (docs/readiness.md): put 48 hours before the send, moved with it, removed with
 * it; a check that cannot be scheduled is logged and leaves the item as it is (the send matters).
 */
export async function syncSchedule(item: StoredItem, time: SendingTime | undefined, now: number): Promise<StoredItem> {
  const active = item.status === ITEM_STATUS.active && time;
  const schedule = active ? itemSchedule({ eventId: item.eventId, itemId: item.id }, time, now) : null;
  await syncReadinessSchedule(item, schedule && time ? time : undefined, now);
  if (!schedule) {
    try {
      await port('scheduler').remove(scheduleName(item.eventId, item.id));
    } catch (error) {
      // a schedule left behind fires into dispatch, which sends only for an active item
      console.error(`could not remove the schedule of item ${item.id}`, error);
    }
    return item;
  }
  try {
    await port('scheduler').put(schedule);
    return item;
  } catch (error) {
    console.error(`could not schedule item ${item.id}`, error);
    return updateWithUses(item, { status: ITEM_STATUS.error, note: EVENT_WORKFLOW_TEXTS.scheduleFailed((error as Error).message || String(error)) });
  }
}

async function syncReadinessSchedule(item: StoredItem, time: SendingTime | undefined, now: number): Promise<void> {
  const schedule = time ? readinessSchedule({ eventId: item.eventId, itemId: item.id }, time, now) : null;
  try {
    if (schedule) await port('scheduler').put(schedule);
    else await port('scheduler').remove(readinessScheduleName(item.eventId, item.id));
  } catch (error) {
    // a check left behind finds the item not active and stores what it found; one missing leaves the on-demand check
    console.error(`could not ${schedule ? 'schedule' : 'remove'} the readiness check of item ${item.id}`, error);
  }
}
