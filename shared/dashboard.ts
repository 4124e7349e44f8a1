import * as z from 'zod';
import { STATUS_COUNTS } from './event-message-workflows.ts';
import { DeliveryCountsSchema } from './sending.ts';
import { FailureFixSchema } from './failure-fix.ts';
import { DraftTriggerPrototypeSchema } from './triggers/trigger-prototype.ts';

export * from './dashboard-constants.ts';

/** One row of the dashboard (spec section 3, the event message workflow composite); `id` is the item's. */
export const CompositeSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  eventName: z.string(),
  countryName: z.string(),
  eventStatus: z.number().int().nullable(),
  messageType: z.number().int().nullable(),
  workflowName: z.string(),
  /** Unix seconds. */
  sendDate: z.number().int(),
  status: z.number().int(),
  updatedAt: z.number().int(),
  /** Delivered, and still on their way (pending or being handed over); null before the first send. */
  sent: z.number().int().nullable(),
  sending: z.number().int().nullable(),
  deliveries: DeliveryCountsSchema.nullable(),
  eventMessageWorkflow: z.object({
    id: z.number().int(),
    status: z.number().int(),
    /** Why it failed or is out of date. */
    note: z.string().nullable(),
    /** In error: the record to fix before it is reactivated, when staff can fix it. */
    fix: FailureFixSchema.nullable(),
    updatedAt: z.number().int(),
    trigger: DraftTriggerPrototypeSchema,
    /** Null when the workflow is gone. */
    messageWorkflow: z
      .object({
        id: z.number().int(),
        name: z.string(),
        triggerPrototype: DraftTriggerPrototypeSchema,
        message: z.object({ id: z.number().int(), name: z.string(), type: z.number().int() }).nullable(),
      })
      .nullable(),
  }),
});
export type Composite = z.infer<typeof CompositeSchema>;

/** GET .../count-of-each-status: the count of each status the dashboard shows, by the composite's count names. */
export const StatusCountsSchema = z.object(
  Object.fromEntries(STATUS_COUNTS.map(({ key }) => [key, z.number().int()])) as Record<(typeof STATUS_COUNTS)[number]['key'], z.ZodNumber>,
);
export type StatusCounts = z.infer<typeof StatusCountsSchema>;
