import { api } from '@/lib/api-client';
import { DoneSchema } from '@shared/api';

/** Super-admin only; 409 while messages use it. */
export const deleteSenderInfo = (id: number) => api.delete(`/sender-info/${id}`, DoneSchema);
