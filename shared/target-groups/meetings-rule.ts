import * as z from 'zod';
import type { Option } from '../directory/vocabulary.ts';
import { choice, COMPARISONS, count, label } from './fields.ts';
import { TARGET_GROUP_TEXTS as T } from './texts.ts';

/** Meetings rule: the contact's booked meetings or open meeting requests, compared with a number or within a time window. */
export const MEETINGS_CRITERION = { bookedMeetings: 0, openRequests: 1 } as const;
export const MEETINGS_CRITERIA: readonly Option[] = [
  { id: MEETINGS_CRITERION.bookedMeetings, name: 'Has booked meetings' },
  { id: MEETINGS_CRITERION.openRequests, name: 'Delegate has open meeting requests' },
];
export const MEETINGS_OPERATOR = { equal: 0, lessThan: 1, moreThan: 2, during: 3 } as const;
export const MEETINGS_OPERATORS: readonly Option[] = [...COMPARISONS, { id: MEETINGS_OPERATOR.during, name: 'during' }];
export const DURING_UNIT = { days: 0, weeks: 1 } as const;
export const DURING_UNITS: readonly Option[] = [
  { id: 0, name: 'day(s)' },
  { id: 1, name: 'week(s)' },
];

/** criterion, operator, value and during are all required (spec section 5). */
export const MeetingsRuleSchema = z.object({
  type: z.literal('MeetingsRule'),
  name: z.string().optional(),
  criterion: choice([0, 1] as const, T.criterionRequired),
  operator: choice([0, 1, 2, 3] as const, T.operatorRequired),
  during: choice([0, 1] as const, T.duringRequired),
  value: count(T.numberRequired),
});
export type MeetingsRule = z.infer<typeof MeetingsRuleSchema>;

/** 'Has booked meetings more than 2', 'Delegate has open meeting requests during 3 days'. */
export function meetingsRuleName(rule: MeetingsRule): string {
  const what = label(MEETINGS_CRITERIA, rule.criterion);
  if (rule.operator === MEETINGS_OPERATOR.during)
    return `${what} during ${rule.value} ${rule.during === DURING_UNIT.weeks ? 'week' : 'day'}${rule.value === 1 ? '' : 's'}`;
  return `${what} ${label(MEETINGS_OPERATORS, rule.operator)} ${rule.value}`;
}
