// Without zod: the SPA's first load takes these without the schema, which is in failure-fix.ts
// (it re-exports them; docs/decisions/024-spa-weight-and-serving.md).

/**
 * The object to fix for a failure (issue 18, fix and retry): a send that failed names the record
 * staff correct before they reactivate it (the recipient whose query gave no address, the message
 * without a recipient, the reference layout that did not render...). The sender stores it with the
 * failure (a delivery, then its item); the dashboard and the timeline link to its edit form.
 * A failure without one (the provider refused, a contact is gone) is a fault staff cannot fix:
 * the screens say to write a ticket to IT support.
 */
export const FIX_KINDS = {
  message: { label: 'message', area: '/messages' },
  messageWorkflow: { label: 'message workflow', area: '/message-workflows' },
  recipient: { label: 'recipient', area: '/recipient-info' },
  senderInfo: { label: 'sender info', area: '/sender-info' },
  referenceSetTemplate: { label: 'reference set template', area: '/reference-set-templates' },
  referenceLayout: { label: 'reference layout', area: '/reference-layouts' },
  smsTemplate: { label: 'SMS template', area: '/sms-templates' },
} as const;
export type FixKind = keyof typeof FIX_KINDS;

/** What failure-fix.ts's FailureFixSchema describes. */
export interface FailureFix {
  kind: FixKind;
  id: number;
}

export const failureFix = (kind: FixKind, id: number): FailureFix => ({ kind, id });

/** The SPA path of the object's edit form, and what a link to it says ('Fix the recipient #7'). */
export const fixPath = (fix: FailureFix) => `${FIX_KINDS[fix.kind].area}/edit/${fix.id}`;
export const fixLabel = (fix: FailureFix) => `Fix the ${FIX_KINDS[fix.kind].label} #${fix.id}`;

export const FAILURE_TEXTS = {
  /** A fault staff cannot fix themselves (spec section 2's words on the timeline). */
  ticket: 'Write ticket to IT support',
  /** An item without a sending time: its own trigger is what to fix (the timeline's pencil). */
  fixTrigger: 'Fix the trigger',
} as const;
