import { port } from '../../adapters/adapters.ts';
import { itemSchedule, scheduleName } from '../scheduling/item-schedule.ts';
import type { StoredItem } from '../../data/item-store.ts';
import { updateWithUses } from './item-writes.ts';
import type { SendingTime } from '../../../shared/sending-time.ts';
import { EVENT_WORKFLOW_TEXTS, ITEM_STATUS } from '../../../shared/event-message-workflows.ts';

/**
 * Keeps an item's schedule in line with the item: an active item with a time to come has one
 * (created or updated under its fixed name), every other item none. A schedule that cannot be
 * created puts the item in error with a note: never silently unscheduled.
 */
export async function syncSchedule(item: StoredItem, time: SendingTime | undefined, now: number): Promise<StoredItem> {
  const schedule = item.status === ITEM_STATUS.active && time ? itemSchedule({ eventId: item.eventId, itemId: item.id }, time, now) : null;
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
