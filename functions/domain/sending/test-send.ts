import type { Message } from '../../data/catalogue.ts';
import { Failure, invalid } from '../failure.ts';
import { port } from '../../adapters/adapters.ts';
import { prepareMessage } from '../render/prepare-message.ts';
import { renderBatch } from '../render/render-batch.ts';
import type { Stored } from '../../data/entity-store.ts';
import { isSms, TEST_SEND_TEXTS, testTargetError } from '../../../shared/messages.ts';

/**
 * Renders a message for one contact, by the same path as a real send (a batch of one), and
 * delivers it to the address or number the user typed.
 */
export interface TestSendResult {
  messageId: string;
  delivery: 'email' | 'sms';
  to: string;
  languageId: number;
}

export async function testSend(message: Stored<Message>, input: { eventId: number | null; masterContactId: number; recipient: string }): Promise<TestSendResult> {
  const sms = isSms(message.type);
  const targetError = testTargetError(input.recipient, sms);
  if (targetError) throw invalid({ recipient: targetError }, targetError);
  if (message.isEventBased && !input.eventId) throw invalid({ eventId: TEST_SEND_TEXTS.eventRequired }, TEST_SEND_TEXTS.eventRequired);

  const prepared = await prepareMessage(message);
  const outcome = (await renderBatch(prepared, [input.masterContactId], input.eventId, { recipient: input.recipient })).get(input.masterContactId)!;
  if (!outcome.ok) throw invalid({ [outcome.field]: outcome.reason }, outcome.reason);
  const rendered = outcome.message;
  const what = sms ? 'SMS' : 'email';
  try {
    const messageId = sms
      ? await port('sms').send({ to: rendered.to, body: rendered.body ?? '', from: rendered.sender.phoneNumber })
      : await port('email').send({
          from: { email: rendered.sender.email ?? '', name: [rendered.sender.firstName, rendered.sender.lastName].filter(Boolean).join(' ') },
          to: rendered.to,
          template: rendered.template!,
          data: rendered.values,
        });
    return { messageId, delivery: rendered.delivery, to: rendered.to, languageId: rendered.languageId };
  } catch (error) {
    console.error(`test send to ${input.recipient} failed: ${(error as Error).name}: ${(error as Error).message}`);
    const detail = (error as Error).message;
    const text = sms ? TEST_SEND_TEXTS.cannotSendSms(input.recipient) : TEST_SEND_TEXTS.cannotSendEmail(input.recipient);
    throw new Failure('provider', `${text}: ${detail || TEST_SEND_TEXTS.failed(what)}`, 502, { recipient: text });
  }
}
