import * as z from 'zod';
import { DELEGATE_VIP_ROLES, MASTER_CONTACT_FUNCTIONS, type Option } from '../directory/vocabulary.ts';
import { choice, comparison, COMPARISONS, count, either, KNOWN, label, optionIds } from './fields.ts';
import { TARGET_GROUP_TEXTS as T } from './texts.ts';

/** Contact property rule (spec section 3, MasterContactRule): its criterion decides which fields it needs (section 5). */
export const MASTER_CONTACT_CRITERION = {
  hasOfferings: 0,
  hasInvestments: 1,
  personalInfo: 2,
  hasMobileServiceAccount: 3,
  function: 4,
  vipRole: 5,
  investmentData: 6,
} as const;
export const MASTER_CONTACT_CRITERIA: readonly Option[] = [
  { id: 0, name: 'Has offerings' },
  { id: 1, name: 'Has investments' },
  { id: 2, name: 'Personal info' },
  { id: 3, name: 'Has mobile service account' },
  { id: 4, name: 'Function' },
  { id: 5, name: 'VIP role' },
  { id: 6, name: 'Investment data' },
];

/** Offerings and investments: ANY 2, ACTIVE 1, INACTIVE 0. */
export const OFFERING_STATUS = { inactive: 0, active: 1, any: 2 } as const;
export const OFFERING_STATUSES: readonly Option[] = [
  { id: 2, name: 'Any' },
  { id: 1, name: 'Active' },
  { id: 0, name: 'Inactive' },
];
export const YES_NO = { yes: 0, no: 1 } as const;
export const FUNCTION_OPTION = { equal: 0, notEqual: 1 } as const;

const type = z.literal('MasterContactRule');
const name = z.string().optional();
const countRule = (criterion: 0 | 1) =>
  z.object({ type, name, criterion: z.literal(criterion), operator: comparison, value: count(T.valueRequired), status: choice([0, 1, 2] as const, T.statusRequired) });

export const MasterContactRuleSchema = z.discriminatedUnion(
  'criterion',
  [
    countRule(0),
    countRule(1),
    z.object({ type, name, criterion: z.literal(2), personalInfo: choice([0, 1] as const, T.knownRequired) }),
    z.object({ type, name, criterion: z.literal(3), mobileServiceAccount: choice([0, 1] as const, T.yesNoRequired) }),
    z.object({
      type,
      name,
      criterion: z.literal(4),
      functionOption: choice([0, 1] as const, T.operatorRequired),
      functionValue: choice(optionIds(MASTER_CONTACT_FUNCTIONS), T.functionRequired),
    }),
    z.object({
      type,
      name,
      criterion: z.literal(5),
      vipRoleValues: z
        .array(choice(optionIds(DELEGATE_VIP_ROLES), T.vipRoleRequired), { error: T.vipRoleRequired })
        .min(1, T.vipRoleRequired)
        .transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
    }),
    /** 'Not updated in N months'. */
    z.object({ type, name, criterion: z.literal(6), value: count(T.numberRequired) }),
  ],
  { error: T.criterionRequired },
);
export type MasterContactRule = z.infer<typeof MasterContactRuleSchema>;

export function masterContactRuleName(rule: MasterContactRule): string {
  switch (rule.criterion) {
    case 0:
    case 1: {
      const what = rule.criterion === MASTER_CONTACT_CRITERION.hasOfferings ? 'offerings' : 'investments';
      const status = rule.status === OFFERING_STATUS.any ? '' : `${label(OFFERING_STATUSES, rule.status).toLowerCase()} `;
      return `Has ${status}${what} ${label(COMPARISONS, rule.operator)} ${rule.value}`;
    }
    case 2:
      return `Personal info is ${rule.personalInfo === KNOWN.known ? 'known' : 'unknown'}`;
    case 3:
      return rule.mobileServiceAccount === YES_NO.yes ? 'Has a mobile service account' : 'Has no mobile service account';
    case 4:
      return `Function is ${rule.functionOption === FUNCTION_OPTION.notEqual ? 'not ' : ''}${label(MASTER_CONTACT_FUNCTIONS, rule.functionValue)}`;
    case 5:
      return `VIP role is ${either(rule.vipRoleValues.map((id) => label(DELEGATE_VIP_ROLES, id)))}`;
    case 6:
      return `Investment data not updated in ${rule.value} month${rule.value === 1 ? '' : 's'}`;
  }
}
