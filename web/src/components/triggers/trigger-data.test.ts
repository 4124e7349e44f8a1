import { describe, expect, it } from 'vitest';
import { emptyTriggerData, frameDate, frameFrom, frameTo } from './trigger-data';
import { DraftTriggerPrototypeSchema } from '@shared/triggers/trigger-prototype';

describe('the metric time frame in the form', () => {
  it('stores a picked day from 00:00:00 to 23:59:59 Amsterdam time, in winter and in summer', () => {
    expect(frameFrom(new Date(2026, 0, 15))).toBe(Date.UTC(2026, 0, 14, 23, 0, 0) / 1000);
    expect(frameTo(new Date(2026, 0, 15))).toBe(Date.UTC(2026, 0, 15, 22, 59, 59) / 1000);
    expect(frameFrom(new Date(2026, 6, 1))).toBe(Date.UTC(2026, 5, 30, 22, 0, 0) / 1000);
    expect(frameTo(new Date(2026, 6, 1))).toBe(Date.UTC(2026, 6, 1, 21, 59, 59) / 1000);
    // The day the clocks go forward is 23 hours long.
    expect(frameTo(new Date(2026, 2, 29))! - frameFrom(new Date(2026, 2, 29))!).toBe(23 * 3600 - 1);
    expect(frameFrom(null)).toBeNull();
  });

  it('shows a stored bound as its Amsterdam calendar day', () => {
    for (const unix of [Date.UTC(2026, 0, 14, 23, 0, 0) / 1000, Date.UTC(2026, 6, 1, 21, 59, 59) / 1000]) {
      const shown = frameDate(unix)!;
      expect([frameFrom(shown), frameTo(shown)]).toContain(unix);
    }
    expect(frameDate(null)).toBeNull();
  });
});

describe('a fresh trigger', () => {
  it('is a valid Draft trigger of its type with the spec defaults', () => {
    expect(DraftTriggerPrototypeSchema.parse({ triggerType: 'scheduled_metric', triggerData: emptyTriggerData('scheduled_metric') }).triggerData).toMatchObject({
      metricTriggerNumber: 0,
      metricType: 1,
      speakerRole: 12,
    });
    expect(DraftTriggerPrototypeSchema.parse({ triggerType: 'scheduled', triggerData: emptyTriggerData('scheduled') }).triggerData).toMatchObject({
      triggerScheduledType: 'days',
      basedOnCriterion: 1,
      interval: null,
    });
  });
});
