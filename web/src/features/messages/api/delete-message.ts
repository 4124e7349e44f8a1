import { api } from '@/lib/api-client';
import { DoneSchema } from '@shared/api';

/** Super-admin only; 409 while message workflows use the message. */
export const deleteMessage = (id: number) => api.delete(`/messages/${id}`, DoneSchema);
