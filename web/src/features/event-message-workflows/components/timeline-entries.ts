import type { TriggerPrototypeValue } from '@/components/triggers/trigger-types';
import type { DraftItem } from './timeline-draft';
import type { StoredEvent } from '@shared/directory/responses';
import { DEADLINE_TYPES } from '@shared/directory/vocabulary';
import { BASED_ON, WEEKDAYS } from '@shared/triggers/scheduled';
import { METRIC_TYPE } from '@shared/triggers/scheduled-metric';
import { TRIGGER_TYPE } from '@shared/triggers/trigger-prototype';

/**
 * The timeline (spec section 2) as a schedule (decision 021): the items, the event's start, its
 * deadlines as faint ticks (when shown) and the present moment, by time.
 */
export type TimelineEntry =
  | { kind: 'mark' | 'deadline'; key: string; time: number; label: string }
  | { kind: 'now'; key: 'now'; time: number }
  | { kind: 'item'; key: string; time: number | null; item: DraftItem };

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


/** The event's deadlines as the timeline names them. */
export const deadlineEntries = (event: Pick<StoredEvent, 'deadlines'>) =>
  Object.entries(event.deadlines ?? {}).map(([type, time]) => ({ kind: 'deadline' as const, key: `deadline-${type}`, time, label: `${deadlineName(type)} deadline` }));

/**
 * Marks (the start, the deadlines when shown, now) before items at the same moment; items without
 * a time (not resolvable) last.
 */
export function timelineEntries(event: Pick<StoredEvent, 'startTime' | 'deadlines'>, items: DraftItem[], { deadlines = true, now }: { deadlines?: boolean; now?: number } = {}): TimelineEntry[] {
  const marks: TimelineEntry[] = [
    { kind: 'mark', key: 'event-start', time: event.startTime, label: 'Event start' },
    ...(deadlines ? deadlineEntries(event) : []),
    ...(now === undefined ? [] : [{ kind: 'now' as const, key: 'now' as const, time: now }]),
  ];
  const entries = [...marks, ...items.map((item) => ({ kind: 'item' as const, key: item.key, time: item.time, item }))];
  const order = (entry: TimelineEntry) => [entry.time ?? Number.MAX_SAFE_INTEGER, entry.kind === 'item' ? 1 : 0];
  return entries.sort((a, b) => {
    const [ta, ka] = order(a);
    const [tb, kb] = order(b);
    return ta - tb || ka - kb;
  });
}
