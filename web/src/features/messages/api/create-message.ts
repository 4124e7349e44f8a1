import { api } from '@/lib/api-client';
import { messageBody } from './message-body';
import type { MessageInput } from '@shared/messages';
import type { Message } from '../message-types';

export const createMessage = (input: MessageInput) => api.post<Message>('/messages', messageBody(input));
