import { describe, expect, it } from 'vitest';
import { RuleSchema, ruleName } from './rule.ts';
import { DraftTargetGroupSchema, TargetGroupSchema } from './target-group.ts';
import { outcomesFor, OUTCOMES_BY_PROCESS, DEFAULT_PROCESS_STATE_RULE } from './process-state-rule.ts';
import { rolesForType, statusesForType } from './event-participation-rule.ts';
import { SendTestMessagesSchema, TestMasterContactSchema } from './test-panel.ts';
import { testTargetError } from '../messages.ts';
import { TARGET_GROUP_TEXTS as T } from './texts.ts';
import { ACTIVITY_PROCESSES, PROCESS_OUTCOMES } from '../directory/vocabulary.ts';

/** The field texts a rule input fails with, keyed by dotted path. */
function errors(input: unknown): Record<string, string> {
  const result = RuleSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}
const name = (input: unknown) => RuleSchema.parse(input).name;

const contact = (options: Record<string, unknown>) => ({ type: 'EventParticipationRule', criterion: 0, contactOptions: options });
const company = (options: Record<string, unknown>) => ({ type: 'EventParticipationRule', criterion: 1, companyOptions: options });
const packages = (criterion: number, options: Record<string, unknown>) => company({ criterion, packageOptions: { status: 0, amountOperator: 2, amountValue: 0, type: 0, ...options } });

describe('rule names', () => {
  it('names contact property rules', () => {
    expect(name({ type: 'MasterContactRule', criterion: 0, operator: 2, value: 2, status: 1 })).toBe('Has active offerings more than 2');
    expect(name({ type: 'MasterContactRule', criterion: 1, operator: 0, value: 0, status: 2 })).toBe('Has investments equal to 0');
    expect(name({ type: 'MasterContactRule', criterion: 1, operator: 1, value: 3, status: 0 })).toBe('Has inactive investments less than 3');
    expect(name({ type: 'MasterContactRule', criterion: 2, personalInfo: 1 })).toBe('Personal info is unknown');
    expect(name({ type: 'MasterContactRule', criterion: 3, mobileServiceAccount: 0 })).toBe('Has a mobile service account');
    expect(name({ type: 'MasterContactRule', criterion: 3, mobileServiceAccount: 1 })).toBe('Has no mobile service account');
    expect(name({ type: 'MasterContactRule', criterion: 4, functionOption: 1, functionValue: 1 })).toBe('Function is not Chief Executive Officer');
    expect(name({ type: 'MasterContactRule', criterion: 4, functionOption: 0, functionValue: 9 })).toBe('Function is IT Director');
    expect(name({ type: 'MasterContactRule', criterion: 5, vipRoleValues: [6, 1, 6] })).toBe('VIP role is Keynote speaker or Press');
    expect(name({ type: 'MasterContactRule', criterion: 6, value: 6 })).toBe('Investment data not updated in 6 months');
  });

  it('names company, meetings, other, process state and fixed contact rules', () => {
    expect(name({ type: 'MasterCompanyRule', criterion: 0, operator: 0, value: 1 })).toBe('Industry is Banking');
    expect(name({ type: 'MasterCompanyRule', criterion: 0, operator: 1, value: 12 })).toBe('Industry is not Software');
    expect(name({ type: 'MeetingsRule', criterion: 0, operator: 2, during: 0, value: 2 })).toBe('Has booked meetings more than 2');
    expect(name({ type: 'MeetingsRule', criterion: 1, operator: 3, during: 1, value: 1 })).toBe('Delegate has open meeting requests during 1 week');
    expect(name({ type: 'MeetingsRule', criterion: 0, operator: 3, during: 0, value: 3 })).toBe('Has booked meetings during 3 days');
    expect(name({ type: 'OtherRule', criterion: 0, operator: 0, value: 0 })).toBe('Has blocked times equal to 0');
    expect(name({ type: 'ProcessStateRule', process: 1, operator: 1, outcome: 5 })).toBe('Process Inviting is Registration');
    expect(name({ type: 'ProcessStateRule', process: 0, operator: 0, outcome: 19 })).toBe('Any process is not No time');
    expect(name(DEFAULT_PROCESS_STATE_RULE)).toBe('Any process is any outcome');
    expect(name({ type: 'FixedContactRule', masterContactIds: [12] })).toBe('Contact is #12');
    expect(name({ type: 'FixedContactRule', masterContactIds: [12, 3, 8] })).toBe('Contact is #3, #8 or #12');
    expect(name({ type: 'FixedContactRule', masterContactIds: [1, 2, 3, 4, 5, 6, 7] })).toBe('Contact is one of 7 chosen contacts (#1, #2, #3, #4, #5 ...)');
  });

  it('names event participation rules with every option', () => {
    const base = { participationType: 0, participationStatus: 0 };
    expect(name(contact({ criterion: 0, participationType: 2, participationStatus: 1 }))).toBe('Is participating as delegate, confirmed');
    expect(name(contact({ criterion: 0, ...base }))).toBe('Is participating');
    expect(name(contact({ criterion: 0, participationType: 1, participationStatus: 0, role: 6 }))).toBe('Is participating as partner, role Account manager');
    expect(name(contact({ criterion: 0, participationType: 3, participationStatus: 1, participationStatusClasses: [4, 0] }))).toBe('Is participating as prospect, confirmed, class A1 or B');
    expect(name(contact({ criterion: 1, participationType: 2, participationStatus: 0, during: 0 }))).toBe('Is not participating as delegate');
    expect(name(contact({ criterion: 1, participationType: 2, participationStatus: 0, during: 4 }))).toBe('Is not participating as delegate in the coming 4 weeks');
    expect(name(contact({ criterion: 2, participationType: 2, participationStatus: 1, during: 6 }))).toBe('Has not participated as delegate, confirmed during the last 6 months');
    expect(name(contact({ criterion: 2, participationType: 5, participationStatus: 0, during: 0 }))).toBe('Has never participated as sales coordinator');
    expect(name(company({ criterion: 0, participatingOptions: { statuses: [4, 1], custom: 3, customType: 1 } }))).toBe(
      'Company is participating, confirmed or confirmed rebook, logo is unknown',
    );
    expect(name(company({ criterion: 0, participatingOptions: { statuses: [2], custom: 1 } }))).toBe('Company is participating, cancelled, representatives not assigned');
    expect(name(company({ criterion: 0, participatingOptions: { statuses: [1], custom: 2, customType: 0 } }))).toBe('Company is participating, confirmed, invoicing info is known');
    expect(name(packages(1, { type: 1, level: 3, status: 1, amountOperator: 1, amountValue: 5 }))).toBe(
      'Company has packages, level 3, Credits or meeting request left, active, amount less than 5',
    );
    expect(name(packages(2, { type: 9, value: 1 }))).toBe('Company has event based packages, Matching, value yes, amount more than 0');
    expect(name(packages(3, { type: 18, amountOperator: 0, amountValue: 10 }))).toBe('Company has credit based packages, Credits left, amount equal to 10');
  });

  it("reads role and level 0 or absent as any", () => {
    const rule = RuleSchema.parse(contact({ criterion: 0, participationType: 2, participationStatus: 1, role: 0 }));
    expect(rule).toMatchObject({ contactOptions: { role: null, participationStatusClasses: [] } });
    expect(RuleSchema.parse(packages(2, { level: 0 }))).toMatchObject({ companyOptions: { packageOptions: { level: null } } });
    expect(RuleSchema.parse(packages(2, {}))).toMatchObject({ companyOptions: { packageOptions: { level: null } } });
  });

  it('regenerates the name whatever the client sent, and drops fields of other criteria', () => {
    const rule = RuleSchema.parse({ type: 'MasterContactRule', name: 'typed by hand', criterion: 4, functionOption: 0, functionValue: 1, value: 9, status: 1 });
    expect(rule).toEqual({ type: 'MasterContactRule', criterion: 4, functionOption: 0, functionValue: 1, name: 'Function is Chief Executive Officer' });
    expect(ruleName(rule)).toBe(rule.name);
  });
});

describe('rule validation texts (spec section 5)', () => {
  it('refuses unknown rule types with a clear text', () => {
    expect(errors({ type: 'AgeRule', value: 3 })).toEqual({ type: T.unknownRuleType });
    expect(errors({})).toEqual({ type: T.unknownRuleType });
  });

  it('contact property rules: every control required, dependent on the criterion', () => {
    expect(errors({ type: 'MasterContactRule' })).toEqual({ criterion: 'Please select a criterion.' });
    expect(errors({ type: 'MasterContactRule', criterion: 0 })).toEqual({ operator: 'Please select an operator.', value: 'Value is required.', status: 'Please select a status.' });
    expect(errors({ type: 'MasterContactRule', criterion: 1, operator: 0, status: 2, value: 'many' })).toEqual({ value: 'Number is required.' });
    expect(errors({ type: 'MasterContactRule', criterion: 1, operator: 0, status: 2, value: -1 })).toEqual({ value: 'Number is non-negative.' });
    expect(errors({ type: 'MasterContactRule', criterion: 2 })).toEqual({ personalInfo: 'Please select known or unknown.' });
    expect(errors({ type: 'MasterContactRule', criterion: 3 })).toEqual({ mobileServiceAccount: 'Please select yes or no.' });
    expect(errors({ type: 'MasterContactRule', criterion: 4, functionOption: 0 })).toEqual({ functionValue: 'Please select a function.' });
    expect(errors({ type: 'MasterContactRule', criterion: 4, functionValue: 1 })).toEqual({ functionOption: 'Please select an operator.' });
    expect(errors({ type: 'MasterContactRule', criterion: 5, vipRoleValues: [] })).toEqual({ vipRoleValues: 'Please select at least one VIP role.' });
    expect(errors({ type: 'MasterContactRule', criterion: 6 })).toEqual({ value: 'Number is required.' });
    expect(errors({ type: 'MasterContactRule', criterion: 6, value: 1.5 })).toEqual({ value: 'Number is a whole number.' });
  });

  it('company property, meetings and other rules: criterion, operator and value required', () => {
    expect(errors({ type: 'MasterCompanyRule' })).toEqual({ criterion: 'Please select a criterion.', operator: 'Please select an operator.', value: 'Please select an industry.' });
    expect(errors({ type: 'MeetingsRule' })).toEqual({
      criterion: 'Please select a criterion.',
      operator: 'Please select an operator.',
      during: 'Please select day(s) or week(s).',
      value: 'Number is required.',
    });
    expect(errors({ type: 'MeetingsRule', criterion: 0, operator: 4, during: 0, value: -2 })).toEqual({ operator: 'Please select an operator.', value: 'Number is non-negative.' });
    expect(errors({ type: 'OtherRule' })).toEqual({ criterion: 'Please select a criterion.', operator: 'Please select an operator.', value: 'Value is required.' });
  });

  it('event participation rules: criterion, during, package amounts, values, statuses and custom types', () => {
    expect(errors({ type: 'EventParticipationRule' })).toEqual({ criterion: 'Please select a criterion.' });
    expect(errors(contact({}))).toEqual({ 'contactOptions.criterion': 'Please select a criterion.' });
    expect(errors(contact({ criterion: 0 }))).toEqual({
      'contactOptions.participationType': 'Please select a participation type.',
      'contactOptions.participationStatus': 'Please select a participation status.',
    });
    expect(errors(contact({ criterion: 1, participationType: 2, participationStatus: 0 }))).toEqual({ 'contactOptions.during': 'Number is required.' });
    expect(errors(contact({ criterion: 2, participationType: 2, participationStatus: 0, during: -1 }))).toEqual({ 'contactOptions.during': 'Number is non-negative.' });
    expect(errors(contact({ criterion: 0, participationType: 1, participationStatus: 5 }))).toEqual({ 'contactOptions.participationStatus': T.statusNotForType });
    expect(errors(contact({ criterion: 0, participationType: 2, participationStatus: 0, role: 6 }))).toEqual({ 'contactOptions.role': T.roleNotForType });
    expect(errors(company({}))).toEqual({ 'companyOptions.criterion': 'Please select a criterion.' });
    expect(errors(company({ criterion: 0, participatingOptions: { statuses: [], custom: 2 } }))).toEqual({
      'companyOptions.participatingOptions.statuses': 'Please select at least one status.',
      'companyOptions.participatingOptions.customType': 'Please select known or unknown.',
    });
    expect(errors(company({ criterion: 1, packageOptions: { type: 0, status: 0 } }))).toEqual({
      'companyOptions.packageOptions.amountOperator': 'Please select an operator.',
      'companyOptions.packageOptions.amountValue': 'Number is required.',
    });
    expect(errors(packages(2, { amountValue: -3 }))).toEqual({ 'companyOptions.packageOptions.amountValue': 'Number is non-negative.' });
    expect(errors(packages(2, { type: 10 }))).toEqual({ 'companyOptions.packageOptions.value': 'Value is required.' });
    expect(errors(packages(1, { type: 9, value: 1 }))).toEqual({ 'companyOptions.packageOptions.type': T.packageTypeNotForKind });
    expect(errors(packages(3, { type: 1 }))).toEqual({ 'companyOptions.packageOptions.type': T.packageTypeNotForKind });
    expect(errors(packages(2, { level: 7 }))).toEqual({ 'companyOptions.packageOptions.level': 'Levels are 1 to 6.' });
  });

  it('process state rules: process, operator and outcome required, outcomes valid for the process', () => {
    expect(errors({ type: 'ProcessStateRule' })).toEqual({ process: 'Please select a process.', operator: 'Please select an operator.', outcome: 'Please select an outcome.' });
    expect(errors({ type: 'ProcessStateRule', process: 2, operator: 1, outcome: 5 })).toEqual({ outcome: 'This outcome is not valid for the process.' });
    expect(errors({ type: 'ProcessStateRule', process: 1, operator: 0, outcome: 0 })).toEqual({ outcome: 'Please select an outcome.' });
    expect(errors(DEFAULT_PROCESS_STATE_RULE)).toEqual({});
  });

  it('fixed contact rules need a contact', () => {
    expect(errors({ type: 'FixedContactRule', masterContactIds: [] })).toEqual({ masterContactIds: 'Please select a contact.' });
    expect(errors({ type: 'FixedContactRule' })).toEqual({ masterContactIds: 'Please select a contact.' });
  });
});

describe('target groups', () => {
  const rule = { type: 'OtherRule', criterion: 0, operator: 2, value: 0 };

  it('needs at least one rule, drops empty sections and keeps the rest in order', () => {
    for (const input of [undefined, {}, { targetGroupSections: [] }, { targetGroupSections: [{ targetGroupRules: [] }] }])
      expect(TargetGroupSchema.safeParse(input).error?.issues.map((i) => i.message)).toEqual(['Target group is required.']);
    const group = TargetGroupSchema.parse({ targetGroupSections: [{ targetGroupRules: [] }, { targetGroupRules: [rule] }] });
    expect(group.targetGroupSections).toEqual([{ targetGroupRules: [{ ...rule, name: 'Has blocked times more than 0' }] }]);
    expect(DraftTargetGroupSchema.parse({ targetGroupSections: [{ targetGroupRules: [] }] })).toEqual({ targetGroupSections: [] });
  });

  it('holds at most 20 sections of 50 rules', () => {
    const sections = (count: number, rules: number) => ({ targetGroupSections: Array.from({ length: count }, () => ({ targetGroupRules: Array.from({ length: rules }, () => rule) })) });
    expect(TargetGroupSchema.safeParse(sections(20, 50)).success).toBe(true);
    expect(TargetGroupSchema.safeParse(sections(21, 1)).error?.issues.map((i) => i.message)).toEqual(['At most 20 sections.']);
    expect(TargetGroupSchema.safeParse(sections(1, 51)).error?.issues.map((i) => i.message)).toEqual(['At most 50 rules in a section.']);
  });

  it('names the failing rule by its path', () => {
    const result = TargetGroupSchema.safeParse({ targetGroupSections: [{ targetGroupRules: [rule] }, { targetGroupRules: [rule, { type: 'Unknown' }] }] });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['targetGroupSections.1.targetGroupRules.1.type', T.unknownRuleType]]);
  });
});

describe('process outcomes', () => {
  it('limits outcomes to the process, sorted by label, Any first and only with Is', () => {
    const is = outcomesFor(1, 1);
    expect(is.map((o) => o.name)).toEqual(['Any', 'Cancellation', 'Maybe', 'No outcome', 'No time', 'Not in target group', 'Not interested', 'Registration']);
    expect(outcomesFor(1, 0).map((o) => o.id)).toEqual(is.slice(1).map((o) => o.id));
    expect(outcomesFor(0, 1)).toHaveLength(PROCESS_OUTCOMES.length + 1);
    for (const process of [0, ...ACTIVITY_PROCESSES.map((p) => p.id)]) {
      const names = outcomesFor(process, 0).map((o) => o.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
      expect(OUTCOMES_BY_PROCESS[process].length).toBeGreaterThan(0);
      expect(names).not.toContain('Any');
    }
  });

  it('offers per participation type the statuses and roles of the spec', () => {
    expect(statusesForType(1)).toEqual([0, 1, 4]);
    expect(statusesForType(2)).toEqual([0, 1, 3, 4, 5, 6]);
    expect(statusesForType(0)).toEqual([0, 1, 3, 4, 5, 6]);
    expect(rolesForType(1).every((r) => r.type === 2)).toBe(true);
    expect(rolesForType(2).every((r) => r.type === 1)).toBe(true);
  });
});

describe('the test panel', () => {
  it('requires a contact and an event', () => {
    const result = TestMasterContactSchema.safeParse({ targetGroup: { targetGroupSections: [] } });
    expect(Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]))).toEqual({
      masterContactId: 'Please select a master contact.',
      eventId: 'Please select an event.',
      'targetGroup.targetGroupSections': 'Target group is required.',
    });
  });

  it('requires a message, an event and a contact to send test messages, with the spec texts', () => {
    const result = SendTestMessagesSchema.safeParse({ masterContactIds: [] });
    expect(Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]))).toEqual({
      messageId: 'Please select a message in order to send test mails/SMSes.',
      eventId: 'Please select an event ...',
      masterContactIds: 'Please select at least a master contact ...',
    });
  });

  it('checks the address or phone number of the prompt', () => {
    expect(testTargetError('', false)).toBe('Please input an email address!');
    expect(testTargetError('not-an-email', false)).toBe('You do not enter a valid email address!');
    expect(testTargetError('me@example.com', false)).toBeUndefined();
    expect(testTargetError('', true)).toBe('Please input phone number!');
    expect(testTargetError('call me', true)).toBe('You do not enter a valid phone number!');
    expect(testTargetError('+31 6 5555 5555', true)).toBeUndefined();
  });
});
