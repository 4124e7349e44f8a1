import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { DraftTriggerPrototypeSchema, TriggerPrototypeSchema, triggerPrototypeSchemaFor } from './trigger-prototype.ts';
import { TRIGGER_TEXTS } from './texts.ts';

/** The first text per field, the way the API answers a 422. */
function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

const scheduled = (data: Record<string, unknown>) => ({
  triggerType: 'scheduled',
  triggerData: { interval: 2, triggerScheduledType: 'days', sendingDay: [], sendingTime: '09:00', basedOnCriterion: 1, eventDeadlineType: 1, ...data },
});
const metric = (data: Record<string, unknown>) => ({
  triggerType: 'scheduled_metric',
  triggerData: { metricTriggerNumber: 5, metricType: 4, timeFrameFrom: 1_780_000_000, timeFrameTo: 1_780_086_399, sendingTime: '10:30', ...data },
});

describe('scheduled trigger validation (Active)', () => {
  it('accepts a complete trigger and stores the sending days sorted without repeats', () => {
    expect(TriggerPrototypeSchema.parse(scheduled({ triggerScheduledType: 'weeks', sendingDay: [5, 1, 5] })).triggerData).toEqual({
      interval: 2,
      triggerScheduledType: 'weeks',
      sendingDay: [1, 5],
      sendingTime: '09:00',
      basedOnCriterion: 1,
      eventDeadlineType: 1,
    });
  });

  it.each([
    [{ interval: null }, 'triggerData.interval', TRIGGER_TEXTS.intervalRequired],
    [{ interval: '' }, 'triggerData.interval', TRIGGER_TEXTS.intervalRequired],
    [{ interval: undefined }, 'triggerData.interval', TRIGGER_TEXTS.intervalRequired],
    [{ interval: -1 }, 'triggerData.interval', 'Interval is non-negative number.'],
    [{ interval: 'abc' }, 'triggerData.interval', 'Interval is non-negative number.'],
    [{ interval: 1.5 }, 'triggerData.interval', TRIGGER_TEXTS.intervalWhole],
    [{ interval: 1000 }, 'triggerData.interval', TRIGGER_TEXTS.intervalMax],
    [{ triggerScheduledType: 'weeks', sendingDay: [] }, 'triggerData.sendingDay', 'Please select a day.'],
    [{ triggerScheduledType: 'weeks', sendingDay: null }, 'triggerData.sendingDay', TRIGGER_TEXTS.dayInvalid],
    [{ triggerScheduledType: 'weeks', sendingDay: [8] }, 'triggerData.sendingDay.0', TRIGGER_TEXTS.dayInvalid],
    [{ sendingTime: '' }, 'triggerData.sendingTime', 'Time is required.'],
    [{ sendingTime: null }, 'triggerData.sendingTime', 'Time is required.'],
    [{ sendingTime: '24:00' }, 'triggerData.sendingTime', TRIGGER_TEXTS.timeFormat],
    [{ sendingTime: '9:00' }, 'triggerData.sendingTime', TRIGGER_TEXTS.timeFormat],
    [{ triggerScheduledType: 'months' }, 'triggerData.triggerScheduledType', TRIGGER_TEXTS.unitRequired],
    [{ basedOnCriterion: 3 }, 'triggerData.basedOnCriterion', TRIGGER_TEXTS.basedOnRequired],
    [{ eventDeadlineType: 30 }, 'triggerData.eventDeadlineType', TRIGGER_TEXTS.deadlineTypeRequired],
    [{ eventDeadlineType: null }, 'triggerData.eventDeadlineType', TRIGGER_TEXTS.deadlineTypeRequired],
  ])('%j -> %s: %s', (data, field, text) => {
    expect(errorsOf(TriggerPrototypeSchema, scheduled(data))).toEqual({ [field]: text });
  });

  it('needs no sending day for days', () => {
    expect(errorsOf(TriggerPrototypeSchema, scheduled({ triggerScheduledType: 'days', sendingDay: [] }))).toEqual({});
  });

  it('reports every missing field at once, the sending day included', () => {
    expect(errorsOf(TriggerPrototypeSchema, { triggerType: 'scheduled', triggerData: { triggerScheduledType: 'weeks' } })).toEqual({
      'triggerData.interval': TRIGGER_TEXTS.intervalRequired,
      'triggerData.sendingDay': TRIGGER_TEXTS.dayRequired,
      'triggerData.sendingTime': TRIGGER_TEXTS.timeRequired,
      'triggerData.basedOnCriterion': TRIGGER_TEXTS.basedOnRequired,
      'triggerData.eventDeadlineType': TRIGGER_TEXTS.deadlineTypeRequired,
    });
    expect(Object.keys(errorsOf(TriggerPrototypeSchema, { triggerType: 'scheduled' }))).toHaveLength(5);
  });
});

describe('scheduled metric trigger validation (Active)', () => {
  it('accepts a complete trigger; the speaker role belongs to the speaker metric only', () => {
    expect(TriggerPrototypeSchema.parse(metric({ speakerRole: 3 })).triggerData).toMatchObject({ metricType: 4, speakerRole: null });
    expect(TriggerPrototypeSchema.parse(metric({ metricType: 1 })).triggerData).toMatchObject({ metricType: 1, speakerRole: 12 });
    expect(TriggerPrototypeSchema.parse(metric({ metricType: 1, speakerRole: 3 })).triggerData).toMatchObject({ speakerRole: 3 });
  });

  it('fills the spec defaults for an absent minimum and metric: 0 and speaker', () => {
    const { metricTriggerNumber, metricType, ...rest } = metric({}).triggerData;
    expect(TriggerPrototypeSchema.parse({ triggerType: 'scheduled_metric', triggerData: rest }).triggerData).toMatchObject({
      metricTriggerNumber: 0,
      metricType: 1,
      speakerRole: 12,
    });
    expect([metricTriggerNumber, metricType]).toEqual([5, 4]);
  });

  it.each([
    [{ metricTriggerNumber: null }, 'triggerData.metricTriggerNumber', 'Minimum number is required.'],
    [{ metricTriggerNumber: '' }, 'triggerData.metricTriggerNumber', 'Minimum number is required.'],
    [{ metricTriggerNumber: -1 }, 'triggerData.metricTriggerNumber', 'Minimum number is non-negative.'],
    [{ metricTriggerNumber: 2.5 }, 'triggerData.metricTriggerNumber', TRIGGER_TEXTS.minimumWhole],
    [{ timeFrameFrom: null }, 'triggerData.timeFrameFrom', 'During from is required.'],
    [{ timeFrameFrom: undefined }, 'triggerData.timeFrameFrom', 'During from is required.'],
    [{ timeFrameTo: null }, 'triggerData.timeFrameTo', 'During to is required.'],
    [{ timeFrameTo: 1_779_999_999 }, 'triggerData.timeFrameTo', 'End date should be after start date.'],
    [{ timeFrameFrom: -5 }, 'triggerData.timeFrameFrom', TRIGGER_TEXTS.frameDateInvalid],
    [{ sendingTime: ' ' }, 'triggerData.sendingTime', 'Time is required.'],
    [{ metricType: 5 }, 'triggerData.metricType', TRIGGER_TEXTS.metricTypeRequired],
    [{ metricType: 1, speakerRole: 99 }, 'triggerData.speakerRole', TRIGGER_TEXTS.speakerRoleInvalid],
  ])('%j -> %s: %s', (data, field, text) => {
    expect(errorsOf(TriggerPrototypeSchema, metric(data))).toEqual({ [field]: text });
  });

  it('allows a frame of one day (from equals to is not "after")', () => {
    expect(errorsOf(TriggerPrototypeSchema, metric({ timeFrameTo: 1_780_000_000 }))).toEqual({});
  });
});

describe('trigger types', () => {
  it.each([{ triggerType: 'action' }, { triggerType: 'Scheduled' }, {}, { triggerType: null }])('refuses %j with one clear text, Active or Draft', (input) => {
    expect(errorsOf(TriggerPrototypeSchema, input)).toEqual({ triggerType: TRIGGER_TEXTS.unknownTriggerType });
    expect(errorsOf(DraftTriggerPrototypeSchema, input)).toEqual({ triggerType: TRIGGER_TEXTS.unknownTriggerType });
  });
});

describe('draft triggers are only shaped', () => {
  it('keeps incomplete data of the right types', () => {
    expect(DraftTriggerPrototypeSchema.parse({ triggerType: 'scheduled', triggerData: { interval: -3, sendingTime: '' } })).toEqual({
      triggerType: 'scheduled',
      triggerData: { interval: -3, triggerScheduledType: null, sendingDay: [], sendingTime: '', basedOnCriterion: null, eventDeadlineType: null },
    });
    expect(DraftTriggerPrototypeSchema.parse({ triggerType: 'scheduled_metric' })).toEqual({
      triggerType: 'scheduled_metric',
      triggerData: { metricTriggerNumber: 0, metricType: 1, timeFrameFrom: null, timeFrameTo: null, sendingTime: null, speakerRole: 12 },
    });
  });

  it('still refuses values of the wrong type', () => {
    expect(errorsOf(DraftTriggerPrototypeSchema, scheduled({ interval: 'soon', sendingTime: 'x'.repeat(50) }))).toEqual({
      'triggerData.interval': TRIGGER_TEXTS.intervalNonNegative,
      'triggerData.sendingTime': TRIGGER_TEXTS.timeFormat,
    });
  });

  it('picks the strict schema for Active workflows only', () => {
    const incomplete = { triggerType: 'scheduled', triggerData: {} };
    expect(triggerPrototypeSchemaFor(true).safeParse(incomplete).success).toBe(false);
    expect(triggerPrototypeSchemaFor(false).safeParse(incomplete).success).toBe(true);
  });
});
