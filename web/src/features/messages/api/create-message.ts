import { api } from '@/lib/api-client';
import { messageBody } from './message-body';
import { type MessageInput, MessageSchema } from '@shared/messages';

export const createMessage = (input: MessageInput) => api.post('/messages', MessageSchema, messageBody(input));
