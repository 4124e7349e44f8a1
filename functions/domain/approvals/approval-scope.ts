import { getSetting } from '../../data/settings.ts';
import { ApprovalScopeSchema } from '../../../shared/approval-schemas.ts';
import { APPROVAL_SETTING, type ApprovalScope } from '../../../shared/approvals.ts';

/**
 * The setting "changes to Active sends need approval" (docs/approvals.md): off unless saved, read
 * on every change that it may hold (one read, only on those routes), so switching it acts at once.
 * An approved change being applied is not held again: `applying` answers off without a read.
 */
export async function approvalScope(applying = false): Promise<ApprovalScope> {
  if (applying) return false;
  const parsed = ApprovalScopeSchema.safeParse((await getSetting(APPROVAL_SETTING))?.value);
  return parsed.success ? parsed.data : false;
}
