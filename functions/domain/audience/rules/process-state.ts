import { ACTIVITY_PROCESSES, PROCESS_OUTCOMES } from '../../../../shared/directory/vocabulary.ts';
import type { ProcessState } from '../../../../shared/directory/records.ts';
import { ANY, label } from '../../../../shared/target-groups/fields.ts';
import { PROCESS_OPERATOR, type ProcessStateRule } from '../../../../shared/target-groups/process-state-rule.ts';
import { verdict, type EvaluationContext, type Verdict } from '../context.ts';

/**
 * The current state of each process of the contact: of the states recorded for this event or for
 * no event, the latest one per process (by updatedAt, then id). "Is" holds when a current state
 * has the process and outcome (Any matches every one); "is not" is its negation.
 */
export function currentStates(states: readonly ProcessState[], eventId: number): ProcessState[] {
  const latest = new Map<number, ProcessState>();
  for (const state of states) {
    if (state.eventId !== undefined && state.eventId !== eventId) continue;
    const seen = latest.get(state.process);
    if (!seen || state.updatedAt > seen.updatedAt || (state.updatedAt === seen.updatedAt && state.id > seen.id)) latest.set(state.process, state);
  }
  return [...latest.values()];
}

const describe = (s: ProcessState) => `${label(ACTIVITY_PROCESSES, s.process)} is ${label(PROCESS_OUTCOMES, s.outcome)} (state #${s.id})`;

export function evaluateProcessState(rule: ProcessStateRule, { contact, event }: EvaluationContext): Verdict {
  const current = currentStates(contact.processStates, event.id);
  const match = current.find((s) => (rule.process === ANY || s.process === rule.process) && (rule.outcome === ANY || s.outcome === rule.outcome));
  const held = rule.operator === PROCESS_OPERATOR.is ? match !== undefined : match === undefined;
  return verdict(held, () => {
    if (match) return describe(match);
    return current.length ? `current states: ${current.map(describe).join(', ')}` : `no process state for event #${event.id}`;
  });
}
