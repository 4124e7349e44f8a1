import type { Message } from '../../data/catalogue.ts';
import { Failure, invalid } from '../failure.ts';
import { port } from '../../adapters/adapters.ts';
import { prepareMessage } from '../render/prepare-message.ts';
import { fillPlaceholders, renderBatch, type RenderedMessage } from '../render/render-batch.ts';
import { previewEmailTemplate } from '../catalogue/email-templates.ts';
import type { Stored } from '../../data/entity-store.ts';
import { getContacts, getEvent } from '../../data/directory/store.ts';
import { isSms, TEST_SEND_TEXTS, testTargetError } from '../../../shared/messages.ts';

/**
 * Renders a message for one contact, by the same path as a real send (a batch of one), and
 * delivers it to the address or number the user typed, marked as a test: the subject of an email
 * (the text of an SMS) starts with '[TEST]', and an email ends with a footer naming the contact and
 * the event it was rendered for. To mark it, a test email is composed here from its template
 * (placeholders filled from the same values SES would fill) instead of being rendered by SES.
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
  const footer = await renderedFor(input.masterContactId, input.eventId);
  try {
    // the template is read from its service here: a template gone from the service is the provider's failure, as SES's would be
    const composed = sms ? undefined : await composeTestEmail(message.type, rendered, footer);
    const messageId = composed
      ? await port('email').send({
          from: { email: rendered.sender.email ?? '', name: [rendered.sender.firstName, rendered.sender.lastName].filter(Boolean).join(' ') },
          to: rendered.to,
          ...composed,
        })
      : await port('sms').send({ to: rendered.to, body: `${TEST_SEND_TEXTS.testMark} ${rendered.body ?? ''}`, from: rendered.sender.phoneNumber });
    return { messageId, delivery: rendered.delivery, to: rendered.to, languageId: rendered.languageId };
  } catch (error) {
    console.error(`test send to ${input.recipient} failed: ${(error as Error).name}: ${(error as Error).message}`);
    const detail = (error as Error).message;
    const text = sms ? TEST_SEND_TEXTS.cannotSendSms(input.recipient) : TEST_SEND_TEXTS.cannotSendEmail(input.recipient);
    throw new Failure('provider', `${text}: ${detail || TEST_SEND_TEXTS.failed(what)}`, 502, { recipient: text });
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The footer's words: the contact and the event by id and name. */
async function renderedFor(contactId: number, eventId: number | null): Promise<string> {
  const [contacts, event] = await Promise.all([getContacts([contactId]), eventId ? getEvent(eventId) : undefined]);
  const contact = contacts.get(contactId);
  const contactText = `#${contactId}${contact ? ` ${[contact.firstName, contact.lastName].filter(Boolean).join(' ')}` : ''}`;
  return TEST_SEND_TEXTS.renderedFor(contactText, eventId ? `#${eventId}${event ? ` ${event.name}` : ''}` : null);
}

/** The template filled with the contact's values, its subject marked '[TEST]' and the footer at the end of its body. */
async function composeTestEmail(type: number, rendered: RenderedMessage, footer: string): Promise<{ subject: string; html: string }> {
  const template = await previewEmailTemplate(type, rendered.template!);
  if (!template) throw new Error(`The template ${rendered.template} does not exist.`);
  const html = fillPlaceholders(template.html, rendered.values);
  const note = `<p data-test-footer style="margin-top:24px;padding-top:12px;border-top:1px solid #d1d5db;color:#6b7280;font-size:12px">${escapeHtml(footer)}</p>`;
  const at = html.search(/<\/body>/i);
  return { subject: `${TEST_SEND_TEXTS.testMark} ${fillPlaceholders(template.subject, rendered.values)}`, html: at < 0 ? html + note : html.slice(0, at) + note + html.slice(at) };
}
