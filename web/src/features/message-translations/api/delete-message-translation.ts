import { api } from '@/lib/api-client';

/** Super-admin only. */
export const deleteMessageTranslation = (id: number) => api.delete<boolean>(`/message-translations/${id}`);
