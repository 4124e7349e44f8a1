import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { AuditPageSchema } from '@shared/audit-schemas';

/** A record's audit trail (GET /v1/<resource>/{id}/history); `path` is the record's API path, e.g. /tags/12. */
export const getRecordHistory = (path: string) => api.get(`${path}/history`, AuditPageSchema);

/** Keyed by the record's version, so a save reloads it. */
export const useRecordHistory = (path: string | undefined, version: number | string | undefined) => useSWR(path ? [`${path}/history`, version] : null, () => getRecordHistory(path!));
