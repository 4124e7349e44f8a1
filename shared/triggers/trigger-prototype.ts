import * as z from 'zod';
import { DraftScheduledTriggerDataSchema, ScheduledTriggerDataSchema } from './scheduled.ts';
import { DraftScheduledMetricTriggerDataSchema, ScheduledMetricTriggerDataSchema } from './scheduled-metric.ts';
import { TRIGGER_TEXTS } from './texts.ts';
import { TRIGGER_TYPE } from './trigger-types.ts';

export * from './trigger-types.ts';

/** An absent triggerData is parsed as {} so that each missing field gets its own text. */
const orEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((value) => value ?? {}, schema);

/** For Active workflows: a valid trigger of its type (spec section 5). An unknown type is an error in both schemas. */
export const TriggerPrototypeSchema = z.discriminatedUnion(
  'triggerType',
  [
    z.object({ triggerType: z.literal(TRIGGER_TYPE.scheduled), triggerData: orEmpty(ScheduledTriggerDataSchema) }),
    z.object({ triggerType: z.literal(TRIGGER_TYPE.scheduledMetric), triggerData: orEmpty(ScheduledMetricTriggerDataSchema) }),
  ],
  { error: TRIGGER_TEXTS.unknownTriggerType },
);
export type TriggerPrototype = z.infer<typeof TriggerPrototypeSchema>;

/** For Draft (and other non-Active) workflows: the type must be known; its data is only shaped. */
export const DraftTriggerPrototypeSchema = z.discriminatedUnion(
  'triggerType',
  [
    z.object({ triggerType: z.literal(TRIGGER_TYPE.scheduled), triggerData: orEmpty(DraftScheduledTriggerDataSchema) }),
    z.object({ triggerType: z.literal(TRIGGER_TYPE.scheduledMetric), triggerData: orEmpty(DraftScheduledMetricTriggerDataSchema) }),
  ],
  { error: TRIGGER_TEXTS.unknownTriggerType },
);
export type DraftTriggerPrototype = z.infer<typeof DraftTriggerPrototypeSchema>;

/** The schema a workflow's trigger is checked with: strict only when the workflow is Active. */
export const triggerPrototypeSchemaFor = (active: boolean) => (active ? TriggerPrototypeSchema : DraftTriggerPrototypeSchema);
