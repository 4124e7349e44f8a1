import * as z from 'zod';
import { UserSummarySchema } from './users.ts';

/**
 * The fields every stored record answers with (audit and optimistic locking); createdByUser and
 * updatedByUser only when the request includes them. Times are unix seconds.
 */
export const AuditedSchema = z.object({
  id: z.number().int(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  /** Absent on records the system wrote rather than a user (the fixed action triggers). */
  createdBy: z.number().int().optional(),
  updatedBy: z.number().int().optional(),
  version: z.number().int(),
  createdByUser: UserSummarySchema.optional(),
  updatedByUser: UserSummarySchema.optional(),
});
export type Audited = z.infer<typeof AuditedSchema>;

/** A stored record's response schema: its own fields beside the audit fields. */
export const withAudit = <Shape extends z.ZodRawShape>(shape: Shape) => AuditedSchema.extend(shape);
