import * as z from 'zod';
import { EVENT_ROLE_TYPE, EVENT_ROLES, PARTICIPATION_STATUSES, PARTICIPATION_TYPE, PARTICIPATION_TYPES, PROSPECT_CLASSES, STATUSES_BY_TYPE, type Option } from '../directory/vocabulary.ts';
import { ANY, anyOrNull, choice, count, either, label, optionIds, orEmpty, whenValid } from './fields.ts';
import { CompanyOptionsSchema, companyOptionsName } from './company-options.ts';
import { TARGET_GROUP_TEXTS as T } from './texts.ts';

/** Event participation rule (EventParticipationRule): about the contact (0) or the contact's company (1). */
export const PARTICIPATION_RULE_CRITERION = { contact: 0, company: 1 } as const;
export const PARTICIPATION_RULE_CRITERIA: readonly Option[] = [
  { id: PARTICIPATION_RULE_CRITERION.contact, name: 'Contact' },
  { id: PARTICIPATION_RULE_CRITERION.company, name: 'Company' },
];
export const CONTACT_CRITERION = { isParticipating: 0, isNotParticipating: 1, hasNotParticipated: 2 } as const;
export const CONTACT_CRITERIA: readonly Option[] = [
  { id: 0, name: 'Is participating' },
  { id: 1, name: 'Is not participating' },
  { id: 2, name: 'Has not participated' },
];

/** participationType: 0 any, then the directory's types (1 partner ... 5 sales coordinator). */
export const RULE_PARTICIPATION_TYPES: readonly Option[] = [{ id: ANY, name: 'Any' }, ...PARTICIPATION_TYPES];
/** participationStatus: 0 any, then 1 confirmed, 3 confirmed rebook, 4 cancelled, 5 no show, 6 late cancellation. */
export const RULE_PARTICIPATION_STATUSES: readonly Option[] = [{ id: ANY, name: 'Any' }, ...PARTICIPATION_STATUSES];

/** The statuses a rule may pick for a participation type (partners: any, confirmed, cancelled; delegates: all). */
export const statusesForType = (type: number): number[] =>
  type === ANY ? optionIds(RULE_PARTICIPATION_STATUSES) : [ANY, ...(STATUSES_BY_TYPE[type] ?? [])];

/** Partners have partner roles (event role type 2), everyone else delegate roles (type 1). */
export const rolesForType = (type: number): (typeof EVENT_ROLES)[number][] =>
  type === ANY ? [...EVENT_ROLES] : EVENT_ROLES.filter((role) => role.type === (type === PARTICIPATION_TYPE.partner ? EVENT_ROLE_TYPE.partner : EVENT_ROLE_TYPE.delegate));

const participationFields = {
  participationType: choice(optionIds(RULE_PARTICIPATION_TYPES), T.participationTypeRequired),
  participationStatus: choice(optionIds(RULE_PARTICIPATION_STATUSES), T.participationStatusRequired),
  /** An event role id; null (or 0) is any role. */
  role: anyOrNull(choice(optionIds(EVENT_ROLES), T.roleInvalid)),
  /** Prospect classes A1-D (0-6); none is any class. */
  participationStatusClasses: z
    .array(choice(optionIds(PROSPECT_CLASSES), T.prospectClassInvalid), { error: T.prospectClassInvalid })
    .default([])
    .transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
};

interface ParticipationFit {
  participationType: number;
  participationStatus: number;
  role: number | null;
}

/** The status and the role must be ones the participation type offers. */
function checkFit(o: ParticipationFit, ctx: z.RefinementCtx) {
  if (!statusesForType(o.participationType).includes(o.participationStatus))
    ctx.addIssue({ code: 'custom', path: ['participationStatus'], message: T.statusNotForType });
  if (o.role !== null && !rolesForType(o.participationType).some((r) => r.id === o.role)) ctx.addIssue({ code: 'custom', path: ['role'], message: T.roleNotForType });
}
const fits = { when: whenValid('participationType', 'participationStatus', 'role') };

/** 'in coming' N weeks for is-not-participating, 'during last' N months for has-not-participated (minimum 0). */
export const ContactOptionsSchema = z.discriminatedUnion(
  'criterion',
  [
    z.object({ criterion: z.literal(0), ...participationFields }).superRefine(checkFit, fits),
    z.object({ criterion: z.literal(1), ...participationFields, during: count(T.numberRequired) }).superRefine(checkFit, fits),
    z.object({ criterion: z.literal(2), ...participationFields, during: count(T.numberRequired) }).superRefine(checkFit, fits),
  ],
  { error: T.criterionRequired },
);
export type ContactOptions = z.infer<typeof ContactOptionsSchema>;

export const EventParticipationRuleSchema = z.discriminatedUnion(
  'criterion',
  [
    z.object({ type: z.literal('EventParticipationRule'), name: z.string().optional(), criterion: z.literal(PARTICIPATION_RULE_CRITERION.contact), contactOptions: orEmpty(ContactOptionsSchema) }),
    z.object({ type: z.literal('EventParticipationRule'), name: z.string().optional(), criterion: z.literal(PARTICIPATION_RULE_CRITERION.company), companyOptions: orEmpty(CompanyOptionsSchema) }),
  ],
  { error: T.criterionRequired },
);
export type EventParticipationRule = z.infer<typeof EventParticipationRuleSchema>;

const lower = (options: readonly Option[], id: number) => label(options, id).toLowerCase();

/** 'Is participating as delegate, confirmed', 'Has not participated as partner during the last 6 months'. */
export function contactOptionsName(o: ContactOptions): string {
  const parts = [label(CONTACT_CRITERIA, o.criterion)];
  if (o.criterion === CONTACT_CRITERION.hasNotParticipated && o.during === 0) parts[0] = 'Has never participated';
  if (o.participationType !== ANY) parts[0] += ` as ${lower(RULE_PARTICIPATION_TYPES, o.participationType)}`;
  if (o.participationStatus !== ANY) parts.push(lower(RULE_PARTICIPATION_STATUSES, o.participationStatus));
  if (o.role !== null) parts.push(`role ${label(EVENT_ROLES, o.role)}`);
  if (o.participationStatusClasses.length) parts.push(`class ${either(o.participationStatusClasses.map((id) => label(PROSPECT_CLASSES, id)))}`);
  let text = parts.join(', ');
  if (o.criterion === CONTACT_CRITERION.isNotParticipating && o.during > 0) text += ` in the coming ${o.during} week${o.during === 1 ? '' : 's'}`;
  if (o.criterion === CONTACT_CRITERION.hasNotParticipated && o.during > 0) text += ` during the last ${o.during} month${o.during === 1 ? '' : 's'}`;
  return text;
}

export const eventParticipationRuleName = (rule: EventParticipationRule): string =>
  rule.criterion === PARTICIPATION_RULE_CRITERION.contact ? contactOptionsName(rule.contactOptions) : companyOptionsName(rule.companyOptions);
