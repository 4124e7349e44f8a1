import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { ApprovalPageSchema } from '@shared/approval-schemas';

/** One page of approvals (GET /v1/approvals); the pending ones unless the query names a state. */
export const getApprovals = (query: string) => api.get(`/approvals?${/filter\[state\]=/.test(query) ? query : `filter[state]=pending&${query}`}`, ApprovalPageSchema);

export const useApprovals = (query: string) => useSWR(['/approvals', query], ([, q]) => getApprovals(q), { keepPreviousData: true });
