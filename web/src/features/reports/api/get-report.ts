import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { DeliveryReportSchema } from '@shared/reports';

/** GET /v1/reports/deliveries for a query (report-filters.ts `reportQuery`); null asks nothing (the dates are wrong). */
export const getReport = (query: string) => api.get(`/reports/deliveries?${query}`, DeliveryReportSchema);

export const useReport = (query: string | null) => useSWR(query === null ? null : ['/reports/deliveries', query], ([, q]) => getReport(q), { keepPreviousData: true });
