import * as z from 'zod';
import { ApiError, invalid } from '../kit/errors.ts';
import { sendTemplatedEmail } from '../delivery/email.ts';
import { sendSms } from '../delivery/sms.ts';
import { renderMessage } from './render-message.ts';
import type { Stored } from '../data/entity-store.ts';
import type { Message } from './messages.ts';
import { isSms, TEST_SEND_TEXTS } from '../../shared/messages.ts';

/** Renders a message for one contact and delivers it to the address or number the user typed. */
export interface TestSendResult {
  messageId: string;
  delivery: 'email' | 'sms';
  to: string;
  languageId: number;
}

const PHONE = /^\+?[0-9][0-9 ()-]{5,19}$/;

export async function testSend(message: Stored<Message>, input: { eventId: number | null; masterContactId: number; recipient: string }): Promise<TestSendResult> {
  const sms = isSms(message.type);
  if (sms && !PHONE.test(input.recipient)) throw invalid({ recipient: TEST_SEND_TEXTS.phoneRequired }, TEST_SEND_TEXTS.phoneRequired);
  if (!sms && !z.email().safeParse(input.recipient).success) throw invalid({ recipient: TEST_SEND_TEXTS.emailInvalid }, TEST_SEND_TEXTS.emailInvalid);
  if (message.isEventBased && !input.eventId) throw invalid({ eventId: TEST_SEND_TEXTS.eventRequired }, TEST_SEND_TEXTS.eventRequired);

  const rendered = await renderMessage(message, input.masterContactId, input.eventId);
  const what = sms ? 'SMS' : 'email';
  try {
    const messageId = sms
      ? await sendSms({ to: input.recipient, body: rendered.body ?? '', from: rendered.sender.phoneNumber })
      : await sendTemplatedEmail({
          from: { email: rendered.sender.email ?? '', name: [rendered.sender.firstName, rendered.sender.lastName].filter(Boolean).join(' ') },
          to: input.recipient,
          template: rendered.template!,
          data: rendered.values,
        });
    return { messageId, delivery: rendered.delivery, to: input.recipient, languageId: rendered.languageId };
  } catch (error) {
    console.error(`test send to ${input.recipient} failed: ${(error as Error).name}: ${(error as Error).message}`);
    const detail = (error as Error).message;
    const text = sms ? TEST_SEND_TEXTS.cannotSendSms(input.recipient) : TEST_SEND_TEXTS.cannotSendEmail(input.recipient);
    throw new ApiError(502, `${text}: ${detail || TEST_SEND_TEXTS.failed(what)}`, 502, { recipient: text });
  }
}

