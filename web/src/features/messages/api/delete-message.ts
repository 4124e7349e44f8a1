import { api } from '@/lib/api-client';

/** Super-admin only; 409 while message workflows use the message. */
export const deleteMessage = (id: number) => api.delete<boolean>(`/messages/${id}`);
