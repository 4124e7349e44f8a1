import { compare } from '../../../../shared/target-groups/fields.ts';
import type { OtherRule } from '../../../../shared/target-groups/other-rule.ts';
import { plural, verdict, type EvaluationContext, type Verdict } from '../context.ts';

/** Blocked times of the contact in this event, counted and compared. */
export function evaluateOther(rule: OtherRule, { contact, event }: EvaluationContext): Verdict {
  const count = contact.blockedTimes.filter((b) => b.eventId === event.id).length;
  return verdict(compare(count, rule.operator, rule.value), () => `${plural(count, 'blocked time')} in event #${event.id}`);
}
