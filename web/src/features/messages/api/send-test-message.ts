import { api } from '@/lib/api-client';
import { TestMessageResultSchema } from '@shared/messages';

export interface TestMessageInput {
  message: number;
  eventId: number | null;
  masterContactId: number;
  recipient: string;
}

/** Renders the saved message for the contact (and event) and delivers it; 422/502 carry the server's text. */
export const sendTestMessage = (input: TestMessageInput) => api.post('/messages/test-message', TestMessageResultSchema, input);
