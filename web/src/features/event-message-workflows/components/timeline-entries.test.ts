import { describe, expect, it } from 'vitest';
import { timelineEntries, triggerName } from './timeline-entries';
import type { DraftItem } from './timeline-draft';

const scheduled = (data: Record<string, unknown>) => ({ triggerType: 'scheduled' as const, triggerData: { interval: 2, triggerScheduledType: 'days', sendingDay: [], basedOnCriterion: 1, eventDeadlineType: 1, sendingTime: '09:00', ...data } });

describe('trigger names', () => {
  it('say the interval, the side, the deadline and the time', () => {
    expect(triggerName(scheduled({}))).toBe('2 days before Delegate meeting booking at 09:00');
    expect(triggerName(scheduled({ interval: 1, basedOnCriterion: 2, eventDeadlineType: 13, sendingTime: '17:30' }))).toBe('1 day after Feedback at 17:30');
    expect(triggerName(scheduled({ interval: 1, triggerScheduledType: 'weeks', sendingDay: [1, 5] }))).toBe('1 week before Delegate meeting booking on Monday, Friday at 09:00');
  });

  it('word a metric by its type', () => {
    const metric = (metricType: number) => ({ triggerType: 'scheduled_metric' as const, triggerData: { metricTriggerNumber: 3, metricType } });
    expect(triggerName(metric(4))).toBe('Has minimum of 3 participating delegate(s) on date');
    expect(triggerName(metric(3))).toBe('Has minimum of 3 participating partner(s) on date');
    expect(triggerName(metric(1))).toBe('Has minimum of 3 speaker(s) on date');
    expect(triggerName(metric(2))).toBe('Has minimum of 3 theme(s) on date');
  });
});

describe('the timeline', () => {
  it('orders the start, the deadlines and the items by time; marks first at the same time; items without a time last', () => {
    const item = (key: string, time: number | null) => ({ key, time }) as DraftItem;
    const entries = timelineEntries({ startTime: 500, deadlines: { '1': 300, '13': 700 } }, [
      item('late', 800),
      item('none', null),
      item('early', 100),
      item('at-deadline', 300),
    ]);
    expect(entries.map((entry) => entry.key)).toEqual(['early', 'deadline-1', 'at-deadline', 'event-start', 'deadline-13', 'late', 'none']);
    expect(entries.filter((entry) => entry.kind !== 'item').map((entry) => 'label' in entry && entry.label)).toEqual([
      'Delegate meeting booking deadline',
      'Event start',
      'Feedback deadline',
    ]);
  });

  it('leaves the deadlines out when they are hidden, and puts now among the entries (decision 021)', () => {
    const item = (key: string, time: number | null) => ({ key, time }) as DraftItem;
    const entries = timelineEntries({ startTime: 500, deadlines: { '1': 300 } }, [item('sent', 100), item('coming', 400)], { deadlines: false, now: 200 });
    expect(entries.map((entry) => entry.key)).toEqual(['sent', 'now', 'coming', 'event-start']);
  });
});
