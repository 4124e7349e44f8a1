import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { AlertPageSchema, AlertSchema, UnreadCountSchema } from '@shared/alert-schemas';
import type { AlertPage } from '@shared/alerts';

/** The bell's page: the newest alerts and the user's unread count, fresh every 30 s (and after every mark, as every write refreshes its resource's reads). */
export const BELL_QUERY = 'page[size]=10&sort=-createdAt';
const REFRESH_MS = 30_000;

// the answer's schema in development only: the shell's first load carries no zod (decision 024)
export const getAlerts = (query: string): Promise<AlertPage> => api.get(`/alerts?${query}`, import.meta.env.DEV ? AlertPageSchema : undefined);

export const useBellAlerts = () => useSWR(['/alerts', BELL_QUERY], ([, q]) => getAlerts(q), { refreshInterval: REFRESH_MS, keepPreviousData: true });

export const markAlertRead = (id: string) => api.post(`/alerts/${encodeURIComponent(id)}/read`, import.meta.env.DEV ? AlertSchema : undefined);
export const markAllAlertsRead = () => api.post('/alerts/read-all', import.meta.env.DEV ? UnreadCountSchema : undefined);
