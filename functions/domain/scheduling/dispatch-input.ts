import * as z from 'zod';

/**
 * What a schedule hands the dispatch function. The schedule's input carries EventBridge Scheduler
 * context placeholders that it replaces at each invocation: the scheduled time names one firing
 * (retries and duplicates of a firing share it), the execution id and attempt one invocation.
 */
export const SCHEDULE_NAME_PATTERN = /^[0-9a-zA-Z\-_.]{1,64}$/;

export const scheduleInput = (scheduleName: string, eventId: number, itemId: number) => ({
  scheduleName,
  eventId,
  itemId,
  scheduledTime: '<aws.scheduler.scheduled-time>',
  executionId: '<aws.scheduler.execution-id>',
  attempt: '<aws.scheduler.attempt-number>',
});

export const DispatchInputSchema = z.object({
  scheduleName: z.string().regex(SCHEDULE_NAME_PATTERN),
  eventId: z.number().int().positive(),
  itemId: z.number().int().positive(),
  /** ISO 8601 UTC, e.g. 2026-03-29T07:00:00Z. */
  scheduledTime: z.iso.datetime({ offset: true }),
  executionId: z.string().min(1).max(200),
  attempt: z.coerce.number().int().positive(),
});
export type DispatchInput = z.infer<typeof DispatchInputSchema>;
