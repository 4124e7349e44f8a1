import * as z from 'zod';
import type { Option } from '../directory/vocabulary.ts';
import { choice, comparison, COMPARISONS, count, label } from './fields.ts';
import { TARGET_GROUP_TEXTS as T } from './texts.ts';

/** Other rule: criterion 0 has blocked times, a count compared with a number. */
export const OTHER_CRITERIA: readonly Option[] = [{ id: 0, name: 'Has blocked times' }];

export const OtherRuleSchema = z.object({
  type: z.literal('OtherRule'),
  name: z.string().optional(),
  criterion: choice([0] as const, T.criterionRequired),
  operator: comparison,
  value: count(T.valueRequired),
});
export type OtherRule = z.infer<typeof OtherRuleSchema>;

export const otherRuleName = (rule: OtherRule) => `${label(OTHER_CRITERIA, rule.criterion)} ${label(COMPARISONS, rule.operator)} ${rule.value}`;
