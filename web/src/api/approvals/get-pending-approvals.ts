import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { Approval } from '@shared/approval-schemas';

/**
 * The pending approvals (docs/approvals.md), all of them or those of one event, for the markers on
 * the dashboard's rows and the timeline: every marker of a page shares one request. Their answer's
 * schema is checked in development only: the dashboard's first load carries no zod (decision 024).
 */
export function usePendingApprovals(concerning: { eventId?: number } = {}) {
  const path = `/approvals?filter[state]=pending${concerning.eventId ? `&filter[eventId]=${concerning.eventId}` : ''}&page[size]=100`;
  const { data } = useSWR([path], async ([p]) => (await api.get(p, import.meta.env.DEV ? (await import('@shared/approval-schemas')).ApprovalPageSchema : undefined)) as { items: Approval[] });
  const approvals = data?.items ?? [];
  return { approvals, itemIds: new Set(approvals.flatMap((approval) => approval.itemIds)) };
}
