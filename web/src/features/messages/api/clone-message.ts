import { api } from '@/lib/api-client';
import { MessageSchema } from '@shared/messages';

export const cloneMessage = (id: number) => api.post(`/messages/${id}/clone`, MessageSchema);
