import * as z from 'zod';
import { APPROVAL_COMMENT_MAX, APPROVAL_KINDS, APPROVAL_SCOPE_EVENTS_MAX, APPROVAL_STATES, APPROVAL_TEXTS as T } from './approvals.ts';

/** The setting's value (docs/approvals.md): true, false, or the events it covers. */
const scopeText = { error: T.settingInvalid };
export const ApprovalScopeSchema = z.union(
  [
    z.boolean(scopeText),
    z.strictObject({ eventIds: z.array(z.number(scopeText).int(scopeText).positive(scopeText), scopeText).min(1, scopeText).max(APPROVAL_SCOPE_EVENTS_MAX, scopeText) }, scopeText),
  ],
  scopeText,
);

/** POST /v1/approvals/{id}/approve and /reject: the decider's comment (a rejection must say why). */
export const DecisionSchema = z.object({
  comment: z.string({ error: T.commentNotText }).trim().max(APPROVAL_COMMENT_MAX, T.commentTooLong).default(''),
});

const PersonSchema = z.object({ id: z.number().int(), name: z.string() });

/** An approval as GET /v1/approvals and the decisions answer it. */
export const ApprovalSchema = z.object({
  id: z.number().int(),
  kind: z.enum(APPROVAL_KINDS),
  state: z.enum(APPROVAL_STATES),
  /** What the change does, in words (the page's row). */
  summary: z.string(),
  author: PersonSchema,
  createdAt: z.number().int(),
  /** The request that was held, applied as it was when approved. */
  request: z.object({ route: z.string(), params: z.record(z.string(), z.string()), body: z.unknown() }),
  eventIds: z.array(z.number().int()),
  itemIds: z.array(z.number().int()),
  workflowIds: z.array(z.number().int()),
  decider: PersonSchema.optional(),
  decidedAt: z.number().int().optional(),
  comment: z.string().optional(),
  version: z.number().int(),
});
export type Approval = z.infer<typeof ApprovalSchema>;

export const ApprovalPageSchema = z.object({ items: z.array(ApprovalSchema), total: z.number().int() });

/** A held change's answer (202): the approval it waits for. */
export const HeldSchema = z.object({ approval: ApprovalSchema });
