import type { RuleInput } from '@shared/target-groups/rule';

/** A workflow's target group as the form holds it: sections joined by OR, each a list of rules joined by AND. */
export interface TargetGroupValue {
  targetGroupSections: { targetGroupRules: RuleInput[] }[];
}
