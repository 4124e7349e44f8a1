import { api } from '@/lib/api-client';
import { usageRoute } from '@shared/message-usage';

/** How many reference set templates attach this layout (a delete is refused above 0). */
export const countReferenceLayoutUsers = (id: number) => api.get<number>(`/reference-layouts/${id}/${usageRoute('reference-layout')}`);
