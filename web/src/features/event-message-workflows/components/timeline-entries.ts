import type { TriggerPrototypeValue } from '@/components/triggers/trigger-types';
import type { DraftItem } from './timeline-draft';
import type { StoredEvent } from '@shared/directory/responses';
import { DEADLINE_TYPES } from '@shared/directory/vocabulary';
import { BASED_ON, WEEKDAYS } from '@shared/triggers/scheduled';
import { METRIC_TYPE } from '@shared/triggers/scheduled-metric';
import { TRIGGER_TYPE } from '@shared/triggers/trigger-prototype';

/** The timeline (spec section 2): the event's start, its deadlines and its items, by time. */
export type TimelineEntry = { kind: 'mark'; key: string; time: number; label: string } | { kind: 'item'; key: string; time: number | null; item: DraftItem };

const deadlineName = (type: unknown) => DEADLINE_TYPES.find((t) => t.id === Number(type))?.name ?? `#${String(type)}`;

/** What each metric counts, as the trigger name says it. */
const METRIC_NOUNS: Record<number, string> = {
  [METRIC_TYPE.speaker]: 'speaker(s)',
  [METRIC_TYPE.theme]: 'theme(s)',
  [METRIC_TYPE.partner]: 'participating partner(s)',
  [METRIC_TYPE.delegate]: 'participating delegate(s)',
};

/**
 * A trigger in words: '2 days before Delegate meeting booking at 09:00', '1 week after Feedback
 * on Monday, Friday at 10:00', 'Has minimum of 3 participating delegate(s) on date'.
 */
export function triggerName({ triggerType, triggerData: data }: TriggerPrototypeValue): string {
  if (triggerType === TRIGGER_TYPE.scheduledMetric) return `Has minimum of ${String(data.metricTriggerNumber ?? 0)} ${METRIC_NOUNS[Number(data.metricType)] ?? 'speaker(s)'} on date`;
  const interval = Number(data.interval ?? 0);
  const weeks = data.triggerScheduledType === 'weeks';
  const unit = `${weeks ? 'week' : 'day'}${interval === 1 ? '' : 's'}`;
  const side = data.basedOnCriterion === BASED_ON.after ? 'after' : 'before';
  const days = weeks && Array.isArray(data.sendingDay) ? ` on ${data.sendingDay.map((day) => WEEKDAYS.find((w) => w.id === day)?.name ?? day).join(', ')}` : '';
  return `${interval} ${unit} ${side} ${deadlineName(data.eventDeadlineType)}${days} at ${String(data.sendingTime ?? '')}`;
}

export const isMetric = (trigger: TriggerPrototypeValue) => trigger.triggerType === TRIGGER_TYPE.scheduledMetric;


/** Marks before items at the same moment; items without a time (not resolvable) last. */
export function timelineEntries(event: Pick<StoredEvent, 'startTime' | 'deadlines'>, items: DraftItem[]): TimelineEntry[] {
  const marks: TimelineEntry[] = [
    { kind: 'mark', key: 'event-start', time: event.startTime, label: 'Event start' },
    ...Object.entries(event.deadlines ?? {}).map(([type, time]) => ({ kind: 'mark' as const, key: `deadline-${type}`, time, label: `${deadlineName(type)} deadline` })),
  ];
  const entries = [...marks, ...items.map((item) => ({ kind: 'item' as const, key: item.key, time: item.time, item }))];
  const order = (entry: TimelineEntry) => [entry.time ?? Number.MAX_SAFE_INTEGER, entry.kind === 'mark' ? 0 : 1];
  return entries.sort((a, b) => {
    const [ta, ka] = order(a);
    const [tb, kb] = order(b);
    return ta - tb || ka - kb;
  });
}
