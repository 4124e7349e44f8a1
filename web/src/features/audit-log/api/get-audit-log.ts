import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { AuditPageSchema } from '@shared/audit-schemas';

/** One page of the audit log (GET /v1/audit-log, super-admins); `query` is the list's query string. */
export const getAuditLog = (query: string) => api.get(`/audit-log?${query}`, AuditPageSchema);

export const useAuditLog = (query: string) => useSWR(['/audit-log', query], ([, q]) => getAuditLog(q), { keepPreviousData: true });
