/** Validation texts of the trigger panels (spec section 5); the ones the spec does not give are ours (docs/sending-time.md). */
export const INTERVAL_MAX = 999;

export const TRIGGER_TEXTS = {
  intervalRequired: 'Interval is required.',
  intervalNonNegative: 'Interval is non-negative number.',
  intervalWhole: 'Interval is a whole number.',
  intervalMax: `Interval is at most ${INTERVAL_MAX}.`,
  unitRequired: 'Choose days or weeks.',
  dayRequired: 'Please select a day.',
  dayInvalid: 'Days are Monday 1 to Sunday 7.',
  basedOnRequired: 'Choose before or after.',
  deadlineTypeRequired: 'Event deadline type is required.',
  timeRequired: 'Time is required.',
  timeFormat: 'Time is HH:mm (24-hour).',
  minimumRequired: 'Minimum number is required.',
  minimumNonNegative: 'Minimum number is non-negative.',
  minimumWhole: 'Minimum number is a whole number.',
  metricTypeRequired: 'Metric is required.',
  speakerRoleInvalid: 'Speaker role must be one of the event roles.',
  fromRequired: 'During from is required.',
  toRequired: 'During to is required.',
  frameDateInvalid: 'Must be unix seconds.',
  toBeforeFrom: 'End date should be after start date.',
  unknownTriggerType: 'Trigger type must be Scheduled or Scheduled metric.',
} as const;
