import { api } from '@/lib/api-client';
import { ApprovalSchema } from '@shared/approval-schemas';

/** POST /v1/approvals/{id}/approve or /reject with the decider's comment (a rejection must say why). */
export const decideApproval = (id: number, decision: 'approve' | 'reject', comment: string) => api.post(`/approvals/${id}/${decision}`, ApprovalSchema, { comment });
