import { api } from '@/lib/api-client';

/** How many messages use this recipient (a delete is refused above 0). */
export const countRecipientMessages = (id: number) => api.get<number>(`/recipients/${id}/message-total`);
