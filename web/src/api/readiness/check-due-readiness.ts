import { api } from '@/lib/api-client';
import { listPageOf } from '@shared/list-page-schema';
import { ItemReadinessSchema } from '@shared/readiness';
import { READINESS_DAYS_DEFAULT } from '@shared/readiness-constants';

/** The dashboard's 'Check readiness': every Active item due within the days, checked now. Its schema in development only (decision 024). */
export const checkDueReadiness = (days = READINESS_DAYS_DEFAULT) => api.get(`/readiness?days=${days}`, import.meta.env.DEV ? listPageOf(ItemReadinessSchema) : undefined);
