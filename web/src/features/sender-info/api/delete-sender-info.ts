import { api } from '@/lib/api-client';

/** Super-admin only; 409 while messages use it. */
export const deleteSenderInfo = (id: number) => api.delete<boolean>(`/sender-info/${id}`);
