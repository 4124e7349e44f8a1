import { api } from '@/lib/api-client';

export interface SendTestMessagesInput {
  /** The email address, or the phone number for an SMS message. */
  target: string;
  messageId: number;
  eventId: number;
  masterContactIds: number[];
}

export interface SendTestMessagesResult {
  sent: { masterContactId: number; messageId: string; delivery: 'email' | 'sms'; to: string }[];
  /** 'The email was sent successfully.' */
  message: string;
}

/** Renders the workflow's message for each chosen contact and the event, and sends each to the target. */
export const sendTestMessages = (input: SendTestMessagesInput) => api.post<SendTestMessagesResult>('/target-groups/send-test-messages', input);
