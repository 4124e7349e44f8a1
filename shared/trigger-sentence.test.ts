import { describe, expect, it } from 'vitest';
import { instantAt } from './amsterdam-time.ts';
import { explainTrigger, triggerSentence } from './trigger-sentence.ts';

const scheduled = (data: Record<string, unknown>) => ({
  triggerType: 'scheduled',
  triggerData: { interval: 3, triggerScheduledType: 'days', sendingDay: [], sendingTime: '09:30', basedOnCriterion: 1, eventDeadlineType: 1, ...data },
});
// Delegate meeting booking (deadline type 1) on Sunday 30 May 2027, 23:59 Amsterdam
const event = { id: 10, status: 1, deadlines: { '1': instantAt({ year: 2027, month: 5, day: 30 }, 23, 59).unix } };
const before = instantAt({ year: 2027, month: 1, day: 1 }, 0, 0).unix;

describe('the trigger in words (decision 027)', () => {
  it('days before or after a deadline, and the day itself', () => {
    expect(triggerSentence(scheduled({}))).toBe('3 days before Delegate meeting booking at 09:30');
    expect(triggerSentence(scheduled({ interval: 1, basedOnCriterion: 2 }))).toBe('1 day after Delegate meeting booking at 09:30');
    expect(triggerSentence(scheduled({ interval: 0 }))).toBe('On the day of Delegate meeting booking at 09:30');
  });

  it("weeks: the earliest chosen day of that week", () => {
    expect(triggerSentence(scheduled({ interval: 2, triggerScheduledType: 'weeks', sendingDay: [4, 2] }))).toBe('2 weeks before the week of Delegate meeting booking, on Tuesday, at 09:30');
    expect(triggerSentence(scheduled({ interval: 0, triggerScheduledType: 'weeks', sendingDay: [1] }))).toBe('In the week of Delegate meeting booking, on Monday, at 09:30');
  });

  it('a metric trigger', () => {
    const from = instantAt({ year: 2027, month: 6, day: 1 }, 0, 0).unix;
    const to = instantAt({ year: 2027, month: 6, day: 10 }, 23, 59, 59).unix;
    const trigger = { triggerType: 'scheduled_metric', triggerData: { metricTriggerNumber: 3, metricType: 4, timeFrameFrom: from, timeFrameTo: to, sendingTime: '10:30' } };
    expect(triggerSentence(trigger)).toBe('Once the Delegate count reaches 3, checked daily at 10:30 from Tue 1 Jun 2027 to Thu 10 Jun 2027');
    expect(explainTrigger(trigger, event, before)).toBe('Once the Delegate count reaches 3, checked daily at 10:30 from Tue 1 Jun 2027 to Thu 10 Jun 2027 → first check Tue 1 Jun 2027 10:30 for #10');
  });

  it('an incomplete trigger has no sentence', () => {
    expect(triggerSentence(scheduled({ interval: null }))).toBeNull();
    expect(explainTrigger(scheduled({ eventDeadlineType: null }), event, before)).toBeNull();
  });

  it('with an event at hand: the time the server would resolve, in Amsterdam', () => {
    expect(explainTrigger(scheduled({}), event, before)).toBe('3 days before Delegate meeting booking at 09:30 → Thu 27 May 2027 09:30 for #10');
    expect(explainTrigger(scheduled({}), event, event.deadlines['1'])).toBe('3 days before Delegate meeting booking at 09:30 → Thu 27 May 2027 09:30 (already past: out of date) for #10');
    expect(explainTrigger(scheduled({ eventDeadlineType: 2 }), event, before)).toBe('3 days before Anonymize at 09:30 → never for #10: The event has no Anonymize deadline.');
    expect(explainTrigger(scheduled({}), { ...event, status: 0 }, before)).toBe('3 days before Delegate meeting booking at 09:30 → never for #10: The event is cancelled.');
  });
});
