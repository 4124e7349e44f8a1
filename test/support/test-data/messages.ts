import { MESSAGE_TYPE, type MessageInput } from '../../../shared/messages.ts';
import { STATUS } from '../../../shared/status.ts';
import { postData, unique, type Created, type Poster } from './client.ts';

/**
 * Messages. `messageBody` is a Draft service email, which needs nothing else; an Active message
 * points at a recipient, a template and an Active reference set, and has a sender: spread
 * `activeEmail(links)` into the overrides for those, and override the rest (type, template,
 * translations) as the test needs.
 */
export const messageBody = (overrides: Record<string, unknown> = {}) => ({
  name: unique('Message'),
  type: MESSAGE_TYPE.serviceEmail as number,
  status: STATUS.draft as number,
  ...overrides,
});

export type Message = Created<MessageInput>;
export const createMessage = (client: Poster, overrides: Record<string, unknown> = {}) => postData<Message>(client, '/v1/messages', messageBody(overrides));

/** The sender 'Other' of an email: no sender info, the address (and name) on the message itself. */
export const otherSender = { senderId: null, senderEmail: 'events@example.com', senderFirstName: 'Event', senderLastName: 'Team' };

/** What an Active message points at; without `sender` it is sent by `otherSender`. */
export interface MessageLinks {
  recipient: { id: number };
  referenceSet: { id: number };
  sender?: { id: number };
}

/** The fields that make a message an Active service email with the demo template 'service-meeting-reminder'. */
export const activeEmail = ({ recipient, referenceSet, sender }: MessageLinks) => ({
  type: MESSAGE_TYPE.serviceEmail as number,
  status: STATUS.active as number,
  ...(sender ? { senderId: sender.id } : otherSender),
  recipientId: recipient.id,
  templateId: 'service-meeting-reminder',
  referenceSetTemplateId: referenceSet.id,
});
