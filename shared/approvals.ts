/**
 * The optional second approval of changes to Active sends (docs/approvals.md), shared by the server
 * and the SPA. The response schemas are in approval-schemas.ts, so that screens which only show a
 * marker carry no zod.
 */

/** The setting: off (absent or false), every event (true), or only the events named ({ eventIds }). */
export const APPROVAL_SETTING = 'approvals.activeSends';
export type ApprovalScope = boolean | { eventIds: number[] };
/** At most this many events in a scope that names them. */
export const APPROVAL_SCOPE_EVENTS_MAX = 100;

/** The changes held for approval while the setting is on. */
export const APPROVAL_KINDS = ['attach', 'trigger', 'activate-workflow', 'reactivate'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];
export const APPROVAL_KIND_LABELS: Record<ApprovalKind, string> = {
  attach: 'Attach to an event',
  trigger: 'Trigger edit of an Active item',
  'activate-workflow': 'Activate a workflow with attached items',
  reactivate: 'Reactivate a failed item',
};

export const APPROVAL_STATES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

export const APPROVAL_COMMENT_MAX = 1000;

/** Whether a scope covers any of these events (the scope of the setting, an approval's events). */
export function scopeCovers(scope: ApprovalScope | undefined, eventIds: number[]): boolean {
  if (!scope) return false;
  if (scope === true) return eventIds.length > 0;
  return eventIds.some((id) => scope.eventIds.includes(id));
}

export const APPROVAL_TEXTS = {
  settingLabel: 'Changes to Active sends need approval',
  settingInvalid: 'Say true (every event), false (off), or { "eventIds": [...] } with 1 to 100 event ids.',
  held: 'This change waits for another super-admin to approve it: nothing changes until then.',
  pendingApproval: 'Pending approval',
  notFound: (id: string | number) => `The approval '${id}' does not exist.`,
  ownChange: 'You proposed this change: another super-admin approves or rejects it.',
  decided: (state: ApprovalState) => `This change was ${state} already.`,
  commentRequired: 'Say why the change is rejected.',
  commentTooLong: `A comment can be at most ${APPROVAL_COMMENT_MAX} characters.`,
  commentNotText: 'The comment must be text.',
  approved: 'Approved: the change is made.',
  rejected: 'Rejected: nothing changed.',
  pendingAttach: (count: number) => (count === 1 ? '1 attach waits for approval.' : `${count} attaches wait for approval.`),
  sendHeld: (itemId: number) => `Item #${itemId} did not send at its time: a change to it is pending approval.`,
};

/** Where the approvals are decided (Settings > Approvals). */
export const APPROVALS_PATH = '/approvals';
