/**
 * Texts of the target group screens that only the browser shows (spec section 8); the texts the
 * API shares live in shared/target-groups/texts.ts and shared/messages.ts (TEST_SEND_TEXTS).
 */
export const TARGET_GROUP_UI = {
  // the audience size beside the group (docs/decisions/022)
  size: (count: number, eventId: number) => `≈${count.toLocaleString('en')} contact${count === 1 ? '' : 's'} for #${eventId}`,
  sizeUnbounded: (eventId: number) =>
    `Not counted for #${eventId}: a section without an 'Is participating' or 'Fixed contact' rule could hold any contact. Test Target Group lists who is in it.`,
  sizeCounting: 'Counting the audience...',
  sizeFailed: 'The audience could not be counted.',
  sizeNeedsRules: 'Add a rule to see how many contacts are in the group.',
  sizeNeedsEvent: 'Choose an event to count the audience for.',
  // lookups of the rule forms; the spec names the first three, the others follow their wording
  functionsFailed: 'Error fetching MasterContactFunctions',
  vipRolesFailed: 'Error fetching DelegateVIPRoles',
  industriesFailed: 'Error fetching Industries',
  eventRolesFailed: 'Error fetching EventRoles',
  processesFailed: 'Error fetching ActivityProcesses',
  messageFailed: 'Loading the message failed',

  removeSection: 'Removing section and its rules. Are you sure?',
  noRules: 'No rules yet: add one with + AND.',

  // Copy to Workflow
  copyFailed: 'Update failed',
  copied: (id: number, name: string) => `The rules have been copied to message workflow #${id} ${name}.`,
  searchWorkflowFailed: 'Search message workflow fails',
  workflowRequired: 'Please select a message workflow.',

  // Test Target Group
  testFailed: 'Testing the target group failed',
  /** The title of a test send's refusal in the modal (its detail says why). */
  testNotSent: 'Test not sent',
} as const;

/** Spec section 8: the copied-rules success alert shows for 1000 ms. */
export const COPIED_ALERT_MS = 1000;
