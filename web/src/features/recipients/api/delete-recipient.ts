import { api } from '@/lib/api-client';

/** Super-admin only; 409 while messages use it. */
export const deleteRecipient = (id: number) => api.delete<boolean>(`/recipients/${id}`);
