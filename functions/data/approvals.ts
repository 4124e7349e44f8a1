import { entityStore, type Stored } from './entity-store.ts';
import type { Approval } from '../../shared/approval-schemas.ts';

/**
 * Changes held for a second approval (docs/approvals.md), one entity record each (pk `approval`):
 * who proposed what, the request to apply, the items and events it concerns, and its decision.
 * The store's audit option writes their trail (the proposal, the approval or rejection); a decision
 * is a write conditional on the version read while pending, so of two at once exactly one lands.
 */
export type ApprovalRecord = Omit<Approval, 'id' | 'createdAt' | 'version'>;
export type StoredApproval = Stored<ApprovalRecord>;

export const approvalStore = entityStore<ApprovalRecord>('approval', { audit: { nameOf: (approval) => approval.summary } });

/** The approvals still waiting for a decision (the list is the type's cached partition). */
export const pendingApprovals = async (): Promise<StoredApproval[]> => (await approvalStore.list()).filter((approval) => approval.state === 'pending');

/** The pending approvals that concern an item. */
export const pendingForItem = async (itemId: number): Promise<StoredApproval[]> => (await pendingApprovals()).filter((approval) => approval.itemIds.includes(itemId));
