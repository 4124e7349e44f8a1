import { Link } from 'wouter';
import type { FailureFix, FixObject } from '@shared/failure-fix';
import { messageEditPath, messageWorkflowEditPath, recipientEditPath, referenceLayoutEditPath, senderInfoEditPath } from '@/lib/object-paths';

/** Where each fixable object is edited, and what the link says (decision 021). */
const FIXES: Record<Exclude<FixObject, 'trigger' | 'support'>, { label: string; path: (id: number) => string }> = {
  recipient: { label: 'Fix the recipient', path: recipientEditPath },
  'sender-info': { label: 'Fix the sender info', path: senderInfoEditPath },
  layout: { label: 'Fix the layout', path: referenceLayoutEditPath },
  message: { label: 'Fix the message', path: messageEditPath },
  workflow: { label: 'Fix the workflow', path: messageWorkflowEditPath },
};

/**
 * The link to the object a failed item's note blames ('Fix the recipient #8', `failureFix`), or,
 * for its own trigger, `onEditTrigger`'s button; nothing for a fault staff cannot fix.
 */
export function FailureFixLink({ fix, onEditTrigger }: { fix: FailureFix; onEditTrigger?: () => void }) {
  if (fix.object === 'support') return null;
  if (fix.object === 'trigger')
    return onEditTrigger ? (
      <button type="button" className="p-link failure-fix" onClick={onEditTrigger}>
        <i className="pi pi-wrench" aria-hidden="true" /> Fix the trigger
      </button>
    ) : null;
  const { label, path } = FIXES[fix.object];
  return (
    <Link href={path(fix.id!)} className="failure-fix">
      <i className="pi pi-wrench" aria-hidden="true" /> {label} #{fix.id}
    </Link>
  );
}
