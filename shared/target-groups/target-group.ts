import * as z from 'zod';
import { RuleSchema } from './rule.ts';
import { RULES_MAX, SECTIONS_MAX, TARGET_GROUP_TEXTS as T } from './texts.ts';

/**
 * A target group: sections joined by OR, each a list of rules joined by AND. Sections without
 * rules are dropped (an empty AND would hold for everyone), so what is stored is what is evaluated.
 */
const SectionSchema = z.object({ targetGroupRules: z.array(RuleSchema, { error: T.targetGroupRequired }).max(RULES_MAX, T.tooManyRules).default([]) });

const sections = z
  .array(SectionSchema, { error: T.targetGroupRequired })
  .max(SECTIONS_MAX, T.tooManySections)
  .default([])
  .transform((list) => list.filter((section) => section.targetGroupRules.length > 0));

/** For Draft workflows and the editor: rules must be valid, but the group may still be empty. */
export const DraftTargetGroupSchema = z.preprocess((value) => value ?? {}, z.object({ targetGroupSections: sections }));

/** What an audience is evaluated from: at least one rule ('Target group is required.'). */
export const TargetGroupSchema = z.preprocess(
  (value) => value ?? {},
  z.object({
    targetGroupSections: sections.refine((list) => list.length > 0, T.targetGroupRequired),
  }),
);
export type TargetGroup = z.infer<typeof TargetGroupSchema>;
export type TargetGroupSection = TargetGroup['targetGroupSections'][number];

export const targetGroupSchemaFor = (active: boolean) => (active ? TargetGroupSchema : DraftTargetGroupSchema);
