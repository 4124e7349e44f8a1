/**
 * Texts of the target group editor, its rule forms and its test panel (spec sections 2, 5 and 8),
 * in one place so the forms and the API agree. Where the spec gives no wording the text is ours.
 */
export const CONTACTS_MAX = 500;
export const SECTIONS_MAX = 20;
export const RULES_MAX = 50;

export const TARGET_GROUP_TEXTS = {
  targetGroupRequired: 'Target group is required.',
  tooManySections: `At most ${SECTIONS_MAX} sections.`,
  tooManyRules: `At most ${RULES_MAX} rules in a section.`,
  unknownRuleType:
    'Rule type must be one of MasterContactRule, MasterCompanyRule, EventParticipationRule, MeetingsRule, OtherRule, ProcessStateRule, FixedContactRule.',
  criterionRequired: 'Please select a criterion.',
  operatorRequired: 'Please select an operator.',
  valueRequired: 'Value is required.',
  numberRequired: 'Number is required.',
  numberNonNegative: 'Number is non-negative.',
  numberWhole: 'Number is a whole number.',
  statusRequired: 'Please select a status.',
  knownRequired: 'Please select known or unknown.',
  yesNoRequired: 'Please select yes or no.',
  functionRequired: 'Please select a function.',
  vipRoleRequired: 'Please select at least one VIP role.',
  industryRequired: 'Please select an industry.',
  duringRequired: 'Please select day(s) or week(s).',
  participationTypeRequired: 'Please select a participation type.',
  participationStatusRequired: 'Please select a participation status.',
  statusNotForType: 'This status is not available for the participation type.',
  roleInvalid: 'Please select an event role.',
  roleNotForType: 'This role is not available for the participation type.',
  prospectClassInvalid: 'Prospect classes are A1 to A4, B, C and D.',
  levelInvalid: 'Levels are 1 to 6.',
  packageTypeRequired: 'Please select a package type.',
  packageTypeNotForKind: 'This package type is not available for these packages.',
  participatingStatusesRequired: 'Please select at least one status.',
  customRequired: 'Please select an option.',
  processRequired: 'Please select a process.',
  outcomeRequired: 'Please select an outcome.',
  outcomeNotForProcess: 'This outcome is not valid for the process.',
  contactsRequired: 'Please select a contact.',
  tooManyContacts: `At most ${CONTACTS_MAX} contacts.`,

  // the test panel
  masterContactRequired: 'Please select a master contact.',
  eventRequired: 'Please select an event.',
  inGroup: (id: number, name: string) => `#${id}, ${name} is in Target Group`,
  notInGroup: (id: number, name: string) => `#${id}, ${name} is not in Target Group`,
  testRuleContactsFailed: 'Get test rule master contacts fails.',
  searchContactFailed: 'Search master contact fails.',

  // the editor
  ruleCreated: 'Target group rule has been created',
  ruleSaved: 'Target group rule has been saved',
  removeRule: 'Removing rule. Are you sure?',
} as const;
