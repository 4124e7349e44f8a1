import { api } from '@/lib/api-client';
import { DoneSchema } from '@shared/api';

/** Super-admin only; 409 while messages use it. */
export const deleteRecipient = (id: number) => api.delete(`/recipients/${id}`, DoneSchema);
