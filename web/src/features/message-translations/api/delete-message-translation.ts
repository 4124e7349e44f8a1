import { api } from '@/lib/api-client';
import { DoneSchema } from '@shared/api';

/** Super-admin only. */
export const deleteMessageTranslation = (id: number) => api.delete(`/message-translations/${id}`, DoneSchema);
