import { useId, useState } from 'react';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { isApiError, toastFailure } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { decideApproval } from './api/decide-approval';
import { APPROVAL_COMMENT_MAX, APPROVAL_TEXTS } from '@shared/approvals';
import type { Approval } from '@shared/approval-schemas';

export type Decision = 'approve' | 'reject';

/** Approve or reject one change with a comment (docs/approvals.md); the server says what is refused. */
export function DecisionDialog({ approval, decision, onClose }: { approval: Approval; decision: Decision; onClose: () => void }) {
  const commentId = useId();
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const verb = decision === 'approve' ? 'Approve' : 'Reject';

  const send = async () => {
    setSending(true);
    try {
      await decideApproval(approval.id, decision, comment);
      toast.success(decision === 'approve' ? APPROVAL_TEXTS.approved : APPROVAL_TEXTS.rejected);
      onClose();
    } catch (failure) {
      if (isApiError(failure, 422)) setProblem(failure.errors.comment ?? failure.message);
      toastFailure(`${verb} failed`, failure);
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog header={`${verb} change #${approval.id}`} visible onHide={onClose} style={{ width: 'min(32rem, 95vw)' }}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <p>{approval.summary}</p>
        <p>
          Proposed by {approval.author.name}. {decision === 'approve' ? 'Approving makes the change now, in your name.' : 'Rejecting leaves everything as it is.'}
        </p>
        <label htmlFor={commentId}>Comment{decision === 'reject' ? ' (required)' : ''}</label>
        <textarea
          id={commentId}
          className="p-inputtextarea p-inputtext p-component approvals__comment"
          rows={3}
          maxLength={APPROVAL_COMMENT_MAX}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          {...(problem ? { 'aria-invalid': true, 'aria-describedby': `${commentId}-error` } : {})}
        />
        {problem && (
          <small id={`${commentId}-error`} className="p-error">
            {problem}
          </small>
        )}
        <div className="approvals__buttons">
          <Button type="button" label="Cancel" severity="secondary" text onClick={onClose} />
          <Button type="submit" label={verb} severity={decision === 'approve' ? undefined : 'danger'} loading={sending} />
        </div>
      </form>
    </Dialog>
  );
}
