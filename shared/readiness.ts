import * as z from 'zod';
import { FIX_KINDS, type FixKind } from './failure-fix-constants.ts';
import { READINESS_CODES, READINESS_STATUSES, SEVERITIES, type EventReadiness, type ItemReadiness, type ReadinessBadge, type ReadinessProblem } from './readiness-constants.ts';

export * from './readiness-constants.ts';

/** The readiness check's answers (docs/readiness.md); the texts, codes and types are in readiness-constants.ts. */
export const ReadinessFixSchema = z.object({ type: z.enum(Object.keys(FIX_KINDS) as [FixKind, ...FixKind[]]), id: z.number().int() });

export const ReadinessExampleSchema = z.object({ contactId: z.number().int(), name: z.string(), detail: z.string() });

export const ReadinessProblemSchema = z.object({
  code: z.enum(READINESS_CODES),
  severity: z.enum(SEVERITIES),
  message: z.string(),
  /** How many contacts it affects (the whole audience for an item-wide problem). */
  contacts: z.number().int(),
  example: ReadinessExampleSchema.nullable(),
  fix: ReadinessFixSchema.nullable(),
  /** On an event's answer: the item the problem is about. */
  itemId: z.number().int().optional(),
});

export const ReadinessAudienceSchema = z.object({
  size: z.number().int(),
  /** The size at the last check, if there was one. */
  previous: z.number().int().nullable(),
  /** Contacts who would be sent a message (rendered, with an address, not suppressed). */
  deliverable: z.number().int(),
});

export const ItemReadinessSchema = z.object({
  itemId: z.number().int(),
  eventId: z.number().int(),
  checkedAt: z.number().int(),
  status: z.enum(READINESS_STATUSES),
  channel: z.enum(['email', 'sms']).nullable(),
  audience: ReadinessAudienceSchema,
  /** SMS: the segments the send would cost in all; null for email. */
  smsSegments: z.number().int().nullable(),
  problems: z.array(ReadinessProblemSchema),
});

export const EventReadinessSchema = z.object({
  eventId: z.number().int(),
  checkedAt: z.number().int(),
  status: z.enum(READINESS_STATUSES),
  audience: ReadinessAudienceSchema,
  smsSegments: z.number().int().nullable(),
  problems: z.array(ReadinessProblemSchema),
  items: z.array(ItemReadinessSchema),
});
const ReadinessPartSchema = z.object({ total: z.number().int(), next: z.number().int().nullable() });
/** GET /v1/events/{id}/readiness: the event's summary of the items this request checked, and where to go on. */
export const EventReadinessPartSchema = EventReadinessSchema.extend(ReadinessPartSchema.shape);
/** GET /v1/readiness: the items this request checked, and where to go on. */
export const DueReadinessPartSchema = z.object({ items: z.array(ItemReadinessSchema) }).extend(ReadinessPartSchema.shape);

/** The badge of an item: its last check, in short (GET /v1/readiness/last). */
export const ReadinessBadgeSchema = z.object({
  itemId: z.number().int(),
  checkedAt: z.number().int(),
  status: z.enum(READINESS_STATUSES),
  warnings: z.number().int(),
  blocking: z.number().int(),
});


// the types of readiness-constants.ts are what these schemas describe
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const SCHEMAS_MATCH_TYPES: [Same<z.infer<typeof ItemReadinessSchema>, ItemReadiness>, Same<z.infer<typeof EventReadinessSchema>, EventReadiness>, Same<z.infer<typeof ReadinessBadgeSchema>, ReadinessBadge>, Same<z.infer<typeof ReadinessProblemSchema>, ReadinessProblem>] = [true, true, true, true];
