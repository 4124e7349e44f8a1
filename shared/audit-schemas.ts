import * as z from 'zod';
import { AUDIT_ACTIONS } from './audit.ts';

/** The answers of the trail's routes (docs/audit.md): GET /v1/audit-log and GET /v1/<resource>/{id}/history. */
export const AuditChangeSchema = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.number().int(),
  /** The user who made the change, with the name they had then; null for the system. */
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** `user:<id>`, or `system:<job>`. */
  actor: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  entityType: z.string(),
  entityId: z.number().int(),
  /** The record's name when the change was made. */
  entityName: z.string(),
  /** The record's version the change produced (a delete: the version after the last one). */
  version: z.number().int(),
  changes: z.array(AuditChangeSchema),
  /** Why, where the change was a step of something else (a copy of #12, put back after a failed bulk change). */
  note: z.string().optional(),
  /** The record this one belongs to (an event timeline item's event). */
  parent: z.object({ type: z.string(), id: z.number().int() }).optional(),
  /** What the change does to sends, where known: the items whose send it changes and the contacts they reach. */
  impact: z.object({ items: z.number().int().optional(), contacts: z.number().int().optional() }).optional(),
});
export type AuditEntryAnswer = z.infer<typeof AuditEntrySchema>;

export const AuditPageSchema = z.object({ items: z.array(AuditEntrySchema), total: z.number().int() });
