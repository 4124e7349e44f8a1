import * as z from 'zod';
import { COMPANY_PARTICIPATION_STATUSES, PACKAGE_KINDS, PACKAGE_STATUSES, PACKAGE_TYPES, type Option } from '../directory/vocabulary.ts';
import { anyOrNull, choice, comparison, COMPARISONS, count, either, KNOWN, label, optionIds, orEmpty, whenValid } from './fields.ts';
import { TARGET_GROUP_TEXTS as T } from './texts.ts';

/** The company side of an event participation rule: the contact's company takes part, or holds packages. */
export const COMPANY_CRITERION = { isParticipating: 0, hasPackages: 1, hasEventPackages: 2, hasCreditPackages: 3 } as const;
export const COMPANY_CRITERIA: readonly Option[] = [
  { id: 0, name: 'Is participating' },
  { id: 1, name: 'Has packages' },
  { id: 2, name: 'Has event based packages' },
  { id: 3, name: 'Has credit based packages' },
];

/** Package type 0 is any; the others are the directory's 1-18. Each kind of package offers a subset. */
export const RULE_PACKAGE_TYPES: readonly Option[] = [{ id: 0, name: 'Any' }, ...PACKAGE_TYPES];
export const PACKAGE_TYPES_BY_CRITERION: Record<1 | 2 | 3, number[]> = {
  1: [0, ...PACKAGE_KINDS.plain],
  2: [0, ...PACKAGE_KINDS.event],
  3: [0, ...PACKAGE_KINDS.credit],
};
/** Matching (9) and target service (10) packages carry a yes/no value the rule must name. */
export const VALUED_PACKAGE_TYPES = [9, 10];
export const RULE_PACKAGE_STATUSES: readonly Option[] = [{ id: 0, name: 'Any' }, ...PACKAGE_STATUSES];
export const PACKAGE_VALUES: readonly Option[] = [
  { id: 0, name: 'No' },
  { id: 1, name: 'Yes' },
];

/** custom: 0 any, 1 representatives not assigned, 2 invoicing info, 3 logo; customType 0 is known, 1 is unknown (2 and 3). */
export const PARTICIPATING_CUSTOM_OPTION = { any: 0, representativesNotAssigned: 1, invoicingInfo: 2, logo: 3 } as const;
export const PARTICIPATING_CUSTOM: readonly Option[] = [
  { id: PARTICIPATING_CUSTOM_OPTION.any, name: 'Any' },
  { id: PARTICIPATING_CUSTOM_OPTION.representativesNotAssigned, name: 'Representatives not assigned' },
  { id: PARTICIPATING_CUSTOM_OPTION.invoicingInfo, name: 'Invoicing info' },
  { id: PARTICIPATING_CUSTOM_OPTION.logo, name: 'Logo' },
];
export const CUSTOM_WITH_TYPE: readonly number[] = [PARTICIPATING_CUSTOM_OPTION.invoicingInfo, PARTICIPATING_CUSTOM_OPTION.logo];

const ParticipatingOptionsSchema = z
  .object({
    statuses: z
      .array(choice(optionIds(COMPANY_PARTICIPATION_STATUSES), T.participatingStatusesRequired), { error: T.participatingStatusesRequired })
      .min(1, T.participatingStatusesRequired)
      .transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
    custom: choice([0, 1, 2, 3] as const, T.customRequired),
    customType: choice([0, 1] as const, T.knownRequired).nullable().default(null),
  })
  .refine((o) => !CUSTOM_WITH_TYPE.includes(o.custom) || o.customType !== null, { path: ['customType'], message: T.knownRequired, when: whenValid('custom', 'customType') })
  .transform((o) => ({ ...o, customType: CUSTOM_WITH_TYPE.includes(o.custom) ? o.customType : null }));

const packageOptions = (types: number[]) =>
  z
    .object({
      /** 1-6; null (or 0) is any level. */
      level: anyOrNull(z.number({ error: T.levelInvalid }).int(T.levelInvalid).min(1, T.levelInvalid).max(6, T.levelInvalid)),
      type: z.number({ error: T.packageTypeRequired }).refine((id) => types.includes(id), T.packageTypeNotForKind),
      status: choice(optionIds(RULE_PACKAGE_STATUSES), T.statusRequired),
      amountOperator: comparison,
      amountValue: count(T.numberRequired),
      value: choice([0, 1] as const, T.valueRequired).nullable().default(null),
    })
    .refine((o) => !VALUED_PACKAGE_TYPES.includes(o.type) || o.value !== null, { path: ['value'], message: T.valueRequired, when: whenValid('type', 'value') })
    .transform((o) => ({ ...o, value: VALUED_PACKAGE_TYPES.includes(o.type) ? o.value : null }));

export const CompanyOptionsSchema = z.discriminatedUnion(
  'criterion',
  [
    z.object({ criterion: z.literal(0), participatingOptions: orEmpty(ParticipatingOptionsSchema) }),
    z.object({ criterion: z.literal(1), packageOptions: orEmpty(packageOptions(PACKAGE_TYPES_BY_CRITERION[1])) }),
    z.object({ criterion: z.literal(2), packageOptions: orEmpty(packageOptions(PACKAGE_TYPES_BY_CRITERION[2])) }),
    z.object({ criterion: z.literal(3), packageOptions: orEmpty(packageOptions(PACKAGE_TYPES_BY_CRITERION[3])) }),
  ],
  { error: T.criterionRequired },
);
export type CompanyOptions = z.infer<typeof CompanyOptionsSchema>;
export type PackageOptions = Extract<CompanyOptions, { criterion: 1 }>['packageOptions'];
export type ParticipatingOptions = Extract<CompanyOptions, { criterion: 0 }>['participatingOptions'];

const PACKAGE_WORDS = { 1: 'packages', 2: 'event based packages', 3: 'credit based packages' } as const;

/** 'Company is participating, confirmed or confirmed rebook, logo is unknown', 'Company has event based packages, Matching, value yes, amount more than 0'. */
export function companyOptionsName(o: CompanyOptions): string {
  if (o.criterion === COMPANY_CRITERION.isParticipating) {
    const p = o.participatingOptions;
    const parts = [`Company is participating, ${either(p.statuses.map((id) => label(COMPANY_PARTICIPATION_STATUSES, id).toLowerCase()))}`];
    if (p.custom === PARTICIPATING_CUSTOM_OPTION.representativesNotAssigned) parts.push('representatives not assigned');
    if (CUSTOM_WITH_TYPE.includes(p.custom)) parts.push(`${label(PARTICIPATING_CUSTOM, p.custom).toLowerCase()} is ${p.customType === KNOWN.known ? 'known' : 'unknown'}`);
    return parts.join(', ');
  }
  const p = o.packageOptions;
  const parts = [`Company has ${PACKAGE_WORDS[o.criterion]}`];
  if (p.level !== null) parts.push(`level ${p.level}`);
  if (p.type !== 0) parts.push(label(RULE_PACKAGE_TYPES, p.type));
  if (p.status !== 0) parts.push(label(RULE_PACKAGE_STATUSES, p.status).toLowerCase());
  if (p.value !== null) parts.push(`value ${label(PACKAGE_VALUES, p.value).toLowerCase()}`);
  parts.push(`amount ${label(COMPARISONS, p.amountOperator)} ${p.amountValue}`);
  return parts.join(', ');
}
