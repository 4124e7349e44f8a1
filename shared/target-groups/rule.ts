import * as z from 'zod';
import { EventParticipationRuleSchema, eventParticipationRuleName } from './event-participation-rule.ts';
import { FixedContactRuleSchema, fixedContactRuleName } from './fixed-contact-rule.ts';
import { MasterCompanyRuleSchema, masterCompanyRuleName } from './master-company-rule.ts';
import { MasterContactRuleSchema, masterContactRuleName } from './master-contact-rule.ts';
import { MeetingsRuleSchema, meetingsRuleName } from './meetings-rule.ts';
import { OtherRuleSchema, otherRuleName } from './other-rule.ts';
import { ProcessStateRuleSchema, processStateRuleName } from './process-state-rule.ts';
import { TARGET_GROUP_TEXTS as T } from './texts.ts';

/** The rule types of a target group, as the rule-type picker names them. */
export const RULE_TYPES = [
  { id: 'MasterContactRule', name: 'Contact property' },
  { id: 'MasterCompanyRule', name: 'Company property' },
  { id: 'EventParticipationRule', name: 'Event participation' },
  { id: 'MeetingsRule', name: 'Meetings' },
  { id: 'OtherRule', name: 'Other' },
  { id: 'ProcessStateRule', name: 'Process State' },
  { id: 'FixedContactRule', name: 'Fixed contact' },
] as const;
export type RuleType = (typeof RULE_TYPES)[number]['id'];
export const ruleTypeLabel = (type: RuleType) => RULE_TYPES.find((t) => t.id === type)!.name;

const RuleUnion = z.discriminatedUnion(
  'type',
  [MasterContactRuleSchema, MasterCompanyRuleSchema, EventParticipationRuleSchema, MeetingsRuleSchema, OtherRuleSchema, ProcessStateRuleSchema, FixedContactRuleSchema],
  { error: T.unknownRuleType },
);
type ParsedRule = z.infer<typeof RuleUnion>;

/** A readable name generated from the rule's values ('Is participating as delegate, confirmed'). */
export function ruleName(rule: ParsedRule): string {
  switch (rule.type) {
    case 'MasterContactRule':
      return masterContactRuleName(rule);
    case 'MasterCompanyRule':
      return masterCompanyRuleName(rule);
    case 'EventParticipationRule':
      return eventParticipationRuleName(rule);
    case 'MeetingsRule':
      return meetingsRuleName(rule);
    case 'OtherRule':
      return otherRuleName(rule);
    case 'ProcessStateRule':
      return processStateRuleName(rule);
    case 'FixedContactRule':
      return fixedContactRuleName(rule);
  }
}

/** Any rule, checked with the texts of section 5; its name is always (re)generated, fields other criteria use are dropped. */
export const RuleSchema = RuleUnion.transform((rule) => ({ ...rule, name: ruleName(rule) }));
export type Rule = z.infer<typeof RuleSchema>;
export type RuleInput = z.input<typeof RuleSchema>;
