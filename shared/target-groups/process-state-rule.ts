import * as z from 'zod';
import { PROCESS_CHOICES, PROCESS_OUTCOMES, type Option } from '../directory/vocabulary.ts';
import { ANY, choice, label, optionIds, whenValid } from './fields.ts';
import { TARGET_GROUP_TEXTS as T } from './texts.ts';

/** Process state rule: the current outcome of an activity process of the contact (spec sections 3 and 4). */
export const RULE_PROCESSES: readonly Option[] = PROCESS_CHOICES;
export const RULE_OUTCOMES: readonly Option[] = [{ id: ANY, name: 'Any' }, ...PROCESS_OUTCOMES];
export const PROCESS_OPERATOR = { isNot: 0, is: 1 } as const;
export const PROCESS_OPERATORS: readonly Option[] = [
  { id: PROCESS_OPERATOR.isNot, name: 'Is not' },
  { id: PROCESS_OPERATOR.is, name: 'Is' },
];

const EVERY_OUTCOME = optionIds(PROCESS_OUTCOMES);
/**
 * The outcomes an event team records for each process (the spec does not list them; this is our
 * reading, docs/audience.md). Any process and General take every outcome.
 */
export const OUTCOMES_BY_PROCESS: Record<number, readonly number[]> = {
  0: EVERY_OUTCOME,
  1: [5, 16, 19, 20, 21, 25, -1], // Inviting: Registration, Maybe, No time, Not in target group, Not interested, Cancellation
  2: [6, 13, 20, -1], // Research: Researched, Lead, Not in target group
  3: [8, 14, 18, 19, 21, -1], // Meeting booking: Meeting booking, Appointment booked, No meetings, No time, Not interested
  4: [15, 27, 17, 21, -1], // Follow up: Follow up reached (2nd), Meetings follow up, Not interested
  6: [13, 14, 15, 21, -1], // Key account management: Lead, Appointment booked, Follow up reached, Not interested
  7: [5, 8, 25, -1], // Self service: Registration, Meeting booking, Cancellation
  8: EVERY_OUTCOME, // General
};

/** The outcomes a rule may pick for a process, sorted by label; 'Any' only with the operator Is. */
export function outcomesFor(process: number, operator: number): Option[] {
  const ids = OUTCOMES_BY_PROCESS[process] ?? [];
  const outcomes = RULE_OUTCOMES.filter((o) => ids.includes(o.id) || (o.id === ANY && operator === PROCESS_OPERATOR.is));
  return outcomes.sort((a, b) => a.name.localeCompare(b.name));
}

/** The rule a form starts from (spec section 4). */
export const DEFAULT_PROCESS_STATE_RULE = { type: 'ProcessStateRule', process: ANY, operator: PROCESS_OPERATOR.is, outcome: ANY } as const;

export const ProcessStateRuleSchema = z
  .object({
    type: z.literal('ProcessStateRule'),
    name: z.string().optional(),
    process: choice(optionIds(RULE_PROCESSES), T.processRequired),
    operator: choice([0, 1] as const, T.operatorRequired),
    outcome: choice(optionIds(RULE_OUTCOMES), T.outcomeRequired),
  })
  .superRefine(
    (rule, ctx) => {
      if (outcomesFor(rule.process, rule.operator).some((o) => o.id === rule.outcome)) return;
      const message = rule.outcome === ANY ? T.outcomeRequired : T.outcomeNotForProcess;
      ctx.addIssue({ code: 'custom', path: ['outcome'], message });
    },
    { when: whenValid('process', 'operator', 'outcome') },
  );
export type ProcessStateRule = z.infer<typeof ProcessStateRuleSchema>;

/** 'Process Inviting is Registration', 'Any process is not No time'. */
export function processStateRuleName(rule: ProcessStateRule): string {
  const process = rule.process === ANY ? 'Any process' : `Process ${label(RULE_PROCESSES, rule.process)}`;
  const outcome = rule.outcome === ANY ? 'any outcome' : label(RULE_OUTCOMES, rule.outcome);
  return `${process} ${rule.operator === PROCESS_OPERATOR.is ? 'is' : 'is not'} ${outcome}`;
}
