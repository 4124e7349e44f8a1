import { api } from '@/lib/api-client';
import { messageBody } from './message-body';
import type { MessageInput } from '@shared/messages';
import type { Message } from '../message-types';

/** Sends the version the form loaded; a newer one on the server answers 409 and changes nothing. */
export const updateMessage = (id: number, input: MessageInput, version: number) => api.put<Message>(`/messages/${id}`, { ...messageBody(input), version });
