import type { Rule } from '../../../shared/target-groups/rule.ts';
import { ruleTypeLabel } from '../../../shared/target-groups/rule.ts';
import { PARTICIPATION_RULE_CRITERION } from '../../../shared/target-groups/event-participation-rule.ts';
import { lowerFirst } from '../../../shared/target-groups/fields.ts';
import type { TargetGroup } from '../../../shared/target-groups/target-group.ts';
import type { EvaluationContext, Verdict } from './context.ts';
import { evaluateMasterContact } from './rules/master-contact.ts';
import { evaluateMasterCompany } from './rules/master-company.ts';
import { evaluateContactParticipation } from './rules/event-participation-contact.ts';
import { evaluateCompanyParticipation } from './rules/event-participation-company.ts';
import { evaluateMeetings } from './rules/meetings.ts';
import { evaluateOther } from './rules/other.ts';
import { evaluateProcessState } from './rules/process-state.ts';
import { evaluateFixedContact } from './rules/fixed-contact.ts';

/** One rule against one contact. */
export function evaluateRule(rule: Rule, ctx: EvaluationContext): Verdict {
  switch (rule.type) {
    case 'MasterContactRule':
      return evaluateMasterContact(rule, ctx);
    case 'MasterCompanyRule':
      return evaluateMasterCompany(rule, ctx);
    case 'EventParticipationRule':
      return rule.criterion === PARTICIPATION_RULE_CRITERION.contact ? evaluateContactParticipation(rule.contactOptions, ctx) : evaluateCompanyParticipation(rule.companyOptions, ctx);
    case 'MeetingsRule':
      return evaluateMeetings(rule, ctx);
    case 'OtherRule':
      return evaluateOther(rule, ctx);
    case 'ProcessStateRule':
      return evaluateProcessState(rule, ctx);
    case 'FixedContactRule':
      return evaluateFixedContact(rule, ctx);
  }
}

export interface RuleExplanation {
  type: Rule['type'];
  name: string;
  held: boolean;
  /** 'Event participation: is participating as delegate - no: participation #812 is cancelled' */
  saw: string;
}
export interface SectionExplanation {
  held: boolean;
  rules: RuleExplanation[];
}
export interface Explanation {
  result: boolean;
  sections: SectionExplanation[];
}

/** Every rule of every section, with what each saw: sections are joined by OR, rules within a section by AND. */
export function evaluate(group: TargetGroup, ctx: EvaluationContext): Explanation {
  const sections = group.targetGroupSections.map((section) => {
    const rules = section.targetGroupRules.map((rule) => {
      const { held, saw } = evaluateRule(rule, ctx);
      return { type: rule.type, name: rule.name, held, saw: `${ruleTypeLabel(rule.type)}: ${lowerFirst(rule.name)} - ${held ? 'yes' : 'no'}: ${saw()}` };
    });
    return { held: rules.every((r) => r.held), rules };
  });
  return { result: sections.some((s) => s.held), sections };
}

/** The same answer as evaluate(...).result, stopping at the first failing rule of each section. */
export const inAudience = (group: TargetGroup, ctx: EvaluationContext): boolean =>
  group.targetGroupSections.some((section) => section.targetGroupRules.every((rule) => evaluateRule(rule, ctx).held));
