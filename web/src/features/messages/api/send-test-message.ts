import { api } from '@/lib/api-client';

export interface TestMessageInput {
  message: number;
  eventId: number | null;
  masterContactId: number;
  recipient: string;
}

/** What the provider answered: its message id, how it went out and to whom. */
export interface TestMessageResult {
  messageId: string;
  delivery: 'email' | 'sms';
  to: string;
}

/** Renders the saved message for the contact (and event) and delivers it; 422/502 carry the server's text. */
export const sendTestMessage = (input: TestMessageInput) => api.post<TestMessageResult>('/messages/test-message', input);
