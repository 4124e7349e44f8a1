import { resolveSendingTime, type EventTimes, type SendingTime } from '../../../shared/sending-time.ts';
import { EVENT_WORKFLOW_TEXTS, ITEM_STATUS } from '../../../shared/event-message-workflows.ts';
import type { TriggerPrototype } from '../../../shared/triggers/trigger-prototype.ts';

/**
 * What an item's status, time and note become when it is planned (attached, switched on, its
 * trigger edited, its event's dates changed): the rules of docs/event-workflows.md.
 * Items being sent or already sent are never re-planned.
 */
export interface Planned {
  status: number;
  scheduledTime: number | null;
  note: string | null;
  time: SendingTime;
}

export const isPlannable = (status: number) => status !== ITEM_STATUS.processing && status !== ITEM_STATUS.completed;

export function plan(trigger: TriggerPrototype, wanted: number, event: EventTimes, now: number): Planned {
  const time = resolveSendingTime(trigger, event, now);
  const off = wanted === ITEM_STATUS.inactive;
  if (time.kind === 'unresolvable') {
    // a cancelled event is not sent to (out of date); a missing deadline is a fault to fix (error)
    const status = time.reason === 'event-cancelled' ? ITEM_STATUS.outOfDate : ITEM_STATUS.error;
    return { status: off ? ITEM_STATUS.inactive : status, scheduledTime: null, note: time.message, time };
  }
  const scheduledTime = time.kind === 'at' ? time.at : (time.next ?? time.last);
  if (off) return { status: ITEM_STATUS.inactive, scheduledTime, note: null, time };
  if (time.outOfDate) return { status: ITEM_STATUS.outOfDate, scheduledTime, note: time.kind === 'at' ? EVENT_WORKFLOW_TEXTS.outOfDate : EVENT_WORKFLOW_TEXTS.frameEnded, time };
  return { status: ITEM_STATUS.active, scheduledTime, note: null, time };
}
