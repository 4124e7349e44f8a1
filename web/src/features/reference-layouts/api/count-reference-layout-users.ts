import { api } from '@/lib/api-client';
import { usageRoute } from '@shared/message-usage';
import { CountSchema } from '@shared/api';

/** How many reference set templates attach this layout (a delete is refused above 0). */
export const countReferenceLayoutUsers = (id: number) => api.get(`/reference-layouts/${id}/${usageRoute('reference-layout')}`, CountSchema);
