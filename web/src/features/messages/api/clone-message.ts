import { api } from '@/lib/api-client';
import type { Message } from '../message-types';

export const cloneMessage = (id: number) => api.post<Message>(`/messages/${id}/clone`);
