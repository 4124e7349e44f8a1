import type { FixedContactRule } from '../../../../shared/target-groups/fixed-contact-rule.ts';
import { verdict, type EvaluationContext, type Verdict } from '../context.ts';

const chosen = new WeakMap<FixedContactRule, Set<number>>();

/** The contact is one of the chosen contacts (a Set per rule, so large lists stay cheap per contact). */
export function evaluateFixedContact(rule: FixedContactRule, { contact }: EvaluationContext): Verdict {
  let ids = chosen.get(rule);
  if (!ids) chosen.set(rule, (ids = new Set(rule.masterContactIds)));
  const held = ids.has(contact.id);
  return verdict(held, () => `contact #${contact.id} is ${held ? '' : 'not '}among the ${rule.masterContactIds.length} chosen`);
}
