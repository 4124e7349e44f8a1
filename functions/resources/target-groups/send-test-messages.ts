import { messageStore } from '../../data/catalogue.ts';
import { invalid } from '../../domain/failure.ts';
import { getContacts, getEvent } from '../../data/directory/store.ts';
import { testSend, type TestSendResult } from '../../domain/sending/test-send.ts';
import { withinTestSendLimit } from '../../domain/sending/test-send-limit.ts';
import { DIRECTORY_TEXTS } from '../../../shared/directory/texts.ts';
import { isSms, MESSAGE_TEXTS, TEST_SEND_TEXTS } from '../../../shared/messages.ts';
import type { SendTestMessagesSchema } from '../../../shared/target-groups/test-panel.ts';
import { testTargetError } from '../../../shared/messages.ts';
import type { z } from 'zod';

/**
 * Test messages of a workflow's message for chosen contacts of its target group: each is rendered
 * for that contact and the event and delivered to the address or number typed in the prompt.
 * Everything named is checked before the first message goes out; all of them are taken from the
 * user's test send limit at once (domain/sending/test-send-limit.ts).
 */
const refuse = (field: string, text: string) => invalid({ [field]: text }, text);

export async function sendTestMessages(input: z.infer<typeof SendTestMessagesSchema>, userId: number): Promise<{ sent: (TestSendResult & { masterContactId: number })[]; message: string }> {
  const [message, event, contacts] = await Promise.all([messageStore.get(input.messageId), getEvent(input.eventId), getContacts(input.masterContactIds)]);
  if (!message) throw refuse('messageId', MESSAGE_TEXTS.notFound(input.messageId));
  const sms = isSms(message.type);
  const targetError = testTargetError(input.target, sms);
  if (targetError) throw refuse('target', targetError);
  if (!event) throw refuse('eventId', DIRECTORY_TEXTS.eventNotFound(input.eventId));
  const missing = input.masterContactIds.find((id) => !contacts.has(id));
  if (missing !== undefined) throw refuse('masterContactIds', DIRECTORY_TEXTS.contactNotFound(missing));

  const sent = await withinTestSendLimit(
    userId,
    input.masterContactIds.map((masterContactId) => async () => ({ masterContactId, ...(await testSend(message, { eventId: event.id, masterContactId, recipient: input.target })) })),
  );
  return { sent, message: TEST_SEND_TEXTS.sent(sms ? 'SMS' : 'email') };
}
