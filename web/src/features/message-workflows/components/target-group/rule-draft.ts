import { RuleSchema, type Rule, type RuleType } from '@shared/target-groups/rule';
import { DEFAULT_PROCESS_STATE_RULE } from '@shared/target-groups/process-state-rule';
import { OFFERING_STATUS } from '@shared/target-groups/master-contact-rule';

/**
 * A rule while it is being edited: the shape of a rule, with fields possibly missing or empty.
 * The shared RuleSchema decides whether it is a rule, with the API's texts.
 */
export type Draft = Record<string, unknown>;

export function getAt(draft: Draft, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value == null ? undefined : (value as Draft)[key]), draft);
}

/** A copy of the draft with the value at a dotted path replaced. */
export function setAt(draft: Draft, path: string, value: unknown): Draft {
  const [head, ...rest] = path.split('.');
  if (!rest.length) return { ...draft, [head]: value };
  const inner = (draft[head] ?? {}) as Draft;
  return { ...draft, [head]: setAt(inner, rest.join('.'), value) };
}

/** The fields each contact property criterion uses, as a fresh form shows them. */
export const masterContactFields = (criterion: number): Draft =>
  ({
    0: { operator: 0, value: null, status: OFFERING_STATUS.any },
    1: { operator: 0, value: null, status: OFFERING_STATUS.any },
    2: { personalInfo: 0 },
    3: { mobileServiceAccount: 0 },
    4: { functionOption: 0, functionValue: null },
    5: { vipRoleValues: [] },
    6: { value: null },
  })[criterion] ?? {};

/** Contact options: 'is not participating' and 'has not participated' add a time window (0: none). */
export const contactOptions = (criterion: number, previous: Draft = {}): Draft => {
  const { during: _during, ...kept } = previous;
  const base = { participationType: 0, participationStatus: 0, role: null, participationStatusClasses: [], ...kept, criterion };
  return criterion === 0 ? base : { ...base, during: typeof previous.during === 'number' ? previous.during : 0 };
};

/** Company options: 'is participating' has participation options, the package criteria package options. */
export const companyOptions = (criterion: number): Draft =>
  criterion === 0
    ? { criterion, participatingOptions: { statuses: [], custom: 0, customType: null } }
    : { criterion, packageOptions: { level: null, type: 0, status: 0, amountOperator: 0, amountValue: null, value: null } };

export const participationRule = (criterion: number): Draft =>
  criterion === 0
    ? { type: 'EventParticipationRule', criterion, contactOptions: contactOptions(0) }
    : { type: 'EventParticipationRule', criterion, companyOptions: companyOptions(0) };

/** What a new rule of each type starts from (spec section 4 for the process state rule). */
export function freshRule(type: RuleType): Draft {
  switch (type) {
    case 'MasterContactRule':
      return { type, criterion: 0, ...masterContactFields(0) };
    case 'MasterCompanyRule':
      return { type, criterion: 0, operator: 0, value: null };
    case 'EventParticipationRule':
      return participationRule(0);
    case 'MeetingsRule':
      return { type, criterion: 0, operator: 0, during: 0, value: null };
    case 'OtherRule':
      return { type, criterion: 0, operator: 0, value: null };
    case 'ProcessStateRule':
      return { ...DEFAULT_PROCESS_STATE_RULE };
    case 'FixedContactRule':
      return { type, masterContactIds: [] };
  }
}

export type DraftCheck = { rule: Rule; errors: Record<string, string> } | { rule: undefined; errors: Record<string, string> };

/** The draft checked with the shared rule schema: the rule (with its generated name) or the first text per field path. */
export function checkDraft(draft: Draft): DraftCheck {
  const result = RuleSchema.safeParse(draft);
  if (result.success) return { rule: result.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    if (!(path in errors)) errors[path] = issue.message;
  }
  return { rule: undefined, errors };
}

/** The readable name of a stored or drafted rule; a rule that does not parse shows its stored name. */
export function displayName(rule: Draft): string {
  const checked = checkDraft(rule);
  return checked.rule?.name ?? (typeof rule.name === 'string' && rule.name ? rule.name : 'Incomplete rule');
}
