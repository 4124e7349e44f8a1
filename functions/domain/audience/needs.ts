import type { Rule } from '../../../shared/target-groups/rule.ts';
import { CONTACT_CRITERION, PARTICIPATION_RULE_CRITERION } from '../../../shared/target-groups/event-participation-rule.ts';
import type { TargetGroup } from '../../../shared/target-groups/target-group.ts';

/**
 * What the rules of a group read besides the contact's own properties, so the planner loads
 * nothing more: the contact's activity, its company, the events its participations name.
 */
export interface Needs {
  activity: boolean;
  company: boolean;
  events: boolean;
}

export function ruleNeeds(rule: Rule): Needs {
  switch (rule.type) {
    case 'MasterContactRule':
    case 'FixedContactRule':
      return { activity: false, company: false, events: false };
    case 'MasterCompanyRule':
      return { activity: false, company: true, events: false };
    case 'EventParticipationRule':
      if (rule.criterion === PARTICIPATION_RULE_CRITERION.company) return { activity: false, company: true, events: false };
      return { activity: true, company: false, events: rule.contactOptions.criterion !== CONTACT_CRITERION.isParticipating };
    case 'MeetingsRule':
    case 'OtherRule':
    case 'ProcessStateRule':
      return { activity: true, company: false, events: false };
  }
}

export function groupNeeds(group: TargetGroup): Needs {
  const needs: Needs = { activity: false, company: false, events: false };
  for (const section of group.targetGroupSections)
    for (const rule of section.targetGroupRules) {
      const own = ruleNeeds(rule);
      needs.activity ||= own.activity;
      needs.company ||= own.company;
      needs.events ||= own.events;
    }
  return needs;
}
