import { getSetting } from '../../data/settings.ts';
import { ApprovalScopeSchema } from '../../../shared/approval-schemas.ts';
import { APPROVAL_SETTING, scopeCovers, type ApprovalScope } from '../../../shared/approvals.ts';

/**
 * The setting "changes to Active sends need approval" (docs/approvals.md): off unless saved, read
 * on every change that it may hold (one read, only on those routes), so switching it acts at once.
 */
export async function approvalScope(): Promise<ApprovalScope> {
  const parsed = ApprovalScopeSchema.safeParse((await getSetting(APPROVAL_SETTING))?.value);
  return parsed.success ? parsed.data : false;
}

/** Whether a change to these events waits for a second approval now. */
export const needsApproval = async (eventIds: number[]): Promise<boolean> => scopeCovers(await approvalScope(), eventIds);
