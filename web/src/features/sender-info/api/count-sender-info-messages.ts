import { api } from '@/lib/api-client';
import { CountSchema } from '@shared/api';

/** How many messages use this sender info (a delete is refused above 0). */
export const countSenderInfoMessages = (id: number) => api.get(`/sender-info/${id}/message-total`, CountSchema);
