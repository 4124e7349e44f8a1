import { api } from '@/lib/api-client';
import { SendTestMessagesResultSchema } from '@shared/target-groups/test-panel';

export interface SendTestMessagesInput {
  /** The email address, or the phone number for an SMS message. */
  target: string;
  messageId: number;
  eventId: number;
  masterContactIds: number[];
}

/** Renders the workflow's message for each chosen contact and the event, and sends each to the target. */
export const sendTestMessages = (input: SendTestMessagesInput) => api.post('/target-groups/send-test-messages', SendTestMessagesResultSchema, input);
