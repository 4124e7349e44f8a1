import { api } from '@/lib/api-client';
import { CountSchema } from '@shared/api';

/** How many messages use this recipient (a delete is refused above 0). */
export const countRecipientMessages = (id: number) => api.get(`/recipients/${id}/message-total`, CountSchema);
