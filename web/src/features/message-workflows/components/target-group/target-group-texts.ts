/**
 * Texts of the target group screens that only the browser shows (spec section 8); the texts the
 * API shares live in shared/target-groups/texts.ts and shared/messages.ts (TEST_SEND_TEXTS).
 */
export const TARGET_GROUP_UI = {
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
