import { api } from '@/lib/api-client';

/** How many messages use this sender info (a delete is refused above 0). */
export const countSenderInfoMessages = (id: number) => api.get<number>(`/sender-info/${id}/message-total`);
