import { api } from '@/lib/api-client';
import { messageBody } from './message-body';
import { type MessageInput, MessageSchema } from '@shared/messages';

/** Sends the version the form loaded; a newer one on the server answers 409 and changes nothing. */
export const updateMessage = (id: number, input: MessageInput, version: number) => api.put(`/messages/${id}`, MessageSchema, { ...messageBody(input), version });
