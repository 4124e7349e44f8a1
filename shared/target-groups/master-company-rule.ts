import * as z from 'zod';
import { INDUSTRIES, type Option } from '../directory/vocabulary.ts';
import { choice, label, optionIds } from './fields.ts';
import { TARGET_GROUP_TEXTS as T } from './texts.ts';

/** Company property rule (MasterCompanyRule): the industry of the contact's company, equal or not equal. */
export const MASTER_COMPANY_CRITERIA: readonly Option[] = [{ id: 0, name: 'Industry' }];
export const EQUALITY = { equal: 0, notEqual: 1 } as const;
export const EQUALITIES: readonly Option[] = [
  { id: 0, name: 'is' },
  { id: 1, name: 'is not' },
];

export const MasterCompanyRuleSchema = z.object({
  type: z.literal('MasterCompanyRule'),
  name: z.string().optional(),
  criterion: choice([0] as const, T.criterionRequired),
  operator: choice([0, 1] as const, T.operatorRequired),
  value: choice(optionIds(INDUSTRIES), T.industryRequired),
});
export type MasterCompanyRule = z.infer<typeof MasterCompanyRuleSchema>;

export const masterCompanyRuleName = (rule: MasterCompanyRule) => `Industry ${label(EQUALITIES, rule.operator)} ${label(INDUSTRIES, rule.value)}`;
