import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api.ts';
import { messagingWorld } from '../support/messaging.ts';
import { sentEmails, sentSms } from '../support/sending.ts';
import { activeEmail, createMessage } from '../support/test-data/index.ts';

/** Test messages from the Test Target Group panel, read back from the SES and SMS stand-ins. */
let api: TestApi;
let world: Awaited<ReturnType<typeof messagingWorld>>;
beforeAll(async () => {
  api = await startTestApi();
  world = await messagingWorld(api.admin, api.staff);
});
afterAll(() => api.stop());

/** An Active service email of the world with a German translation, as overridden. */
const message = (overrides: Record<string, unknown> = {}) =>
  createMessage(api.staff, { ...activeEmail(world), messageTranslations: [{ languageId: 2, templateId: 'service-practical-info' }], ...overrides });

const send = (body: Record<string, unknown>) => api.staff.post('/v1/target-groups/send-test-messages', body);

describe('send-test-messages', () => {
  it('renders the message for each chosen contact and delivers every one to the given address', async () => {
    const email = await message();
    const answer = await send({ target: 'tester@example.com', messageId: email.id, eventId: 1, masterContactIds: [1, 2] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.message).toBe('The email was sent successfully.');
    expect(answer.body.data.sent.map((s: { masterContactId: number; languageId: number }) => [s.masterContactId, s.languageId])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    const mails = await sentEmails(api);
    const [emma, greta] = answer.body.data.sent.map((s: { messageId: string }) => mails.find((m) => m.messageId === s.messageId)!);
    expect(emma.destination.to).toEqual(['tester@example.com']);
    expect(emma.body.html).toContain('Hello Emma,');
    expect(greta.destination.to).toEqual(['tester@example.com']);
    expect(greta.body.html).toContain('Greta');
    // each marked as a test, its footer naming its own contact and the event
    for (const [mail, contactId] of [[emma, 1], [greta, 2]] as const) {
      expect(mail.subject).toMatch(/^\[TEST\] /);
      expect(mail.body.html).toMatch(new RegExp(`rendered for contact #${contactId} \\S+ \\S+ at event #1 `));
    }
  });

  it('sends SMS messages to the given phone number', async () => {
    const sms = await message({ type: 11, templateId: String(world.smsTemplate.id), messageTranslations: [] });
    const answer = await send({ target: '+31 6 1234 5678', messageId: sms.id, eventId: 1, masterContactIds: [2] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.message).toBe('The SMS was sent successfully.');
    const sent = (await sentSms(api)).find((m) => m.messageId === answer.body.data.sent[0].messageId)!;
    expect(sent).toMatchObject({ phoneNumber: '+31612345678', message: '[TEST] Hallo Greta, bis bald! Alex' });
  });

  it('refuses with the spec texts and sends nothing', async () => {
    const email = await message();
    const sms = await message({ type: 11, templateId: String(world.smsTemplate.id), messageTranslations: [] });
    const before = (await sentEmails(api)).length + (await sentSms(api)).length;
    const field = async (body: Record<string, unknown>) => {
      const answer = await send(body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(422);
      return answer.body.error.errors;
    };
    expect(await field({ target: 'a@example.com', eventId: 1, masterContactIds: [1] })).toEqual({ messageId: 'Please select a message in order to send test mails/SMSes.' });
    expect(await field({ target: 'a@example.com', messageId: email.id, masterContactIds: [1] })).toEqual({ eventId: 'Please select an event ...' });
    expect(await field({ target: 'a@example.com', messageId: email.id, eventId: 1, masterContactIds: [] })).toEqual({ masterContactIds: 'Please select at least a master contact ...' });
    expect(await field({ target: '', messageId: email.id, eventId: 1, masterContactIds: [1] })).toEqual({ target: 'Please input an email address!' });
    expect(await field({ target: 'not-an-email', messageId: email.id, eventId: 1, masterContactIds: [1] })).toEqual({ target: 'You do not enter a valid email address!' });
    expect(await field({ target: 'call me', messageId: sms.id, eventId: 1, masterContactIds: [1] })).toEqual({ target: 'You do not enter a valid phone number!' });
    expect(await field({ messageId: sms.id, eventId: 1, masterContactIds: [1] })).toEqual({ target: 'Please input phone number!' });
    expect(await field({ target: 'a@example.com', messageId: 99999, eventId: 1, masterContactIds: [1] })).toEqual({ messageId: 'The message with #99999 can not be found.' });
    expect(await field({ target: 'a@example.com', messageId: email.id, eventId: 999, masterContactIds: [1] })).toEqual({ eventId: 'The event with #999 can not be found.' });
    // the first contact exists, the second does not: nobody gets a message
    expect(await field({ target: 'a@example.com', messageId: email.id, eventId: 1, masterContactIds: [1, 999] })).toEqual({ masterContactIds: 'The master contact with #999 can not be found.' });
    expect((await sentEmails(api)).length + (await sentSms(api)).length).toBe(before);
  });
});
