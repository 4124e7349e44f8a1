import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateEmailTemplateCommand, DeleteEmailTemplateCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { startTestApi, type TestApi } from '../support/api.ts';
import { messagingWorld } from '../support/messaging.ts';
import { sentEmails, sentSms } from '../support/sending.ts';
import { activeEmail, createMessage, createReferenceSetTemplate, createSenderInfo, unique } from '../support/test-data/index.ts';
import { STATUS } from '../../shared/status.ts';

let api: TestApi;
let world: Awaited<ReturnType<typeof messagingWorld>>;
beforeAll(async () => {
  api = await startTestApi();
  world = await messagingWorld(api.admin, api.staff);
});
afterAll(() => api.stop());

/** An Active service email of the world (its sender the account manager), as overridden. */
const message = (overrides: Record<string, unknown>) => createMessage(api.staff, { ...activeEmail(world), ...overrides });

describe('test sends', () => {
  it('renders an email for the contact and delivers it through SES', async () => {
    const email = await message({ messageTranslations: [{ languageId: 2, templateId: 'service-practical-info' }] });
    const answer = await api.staff.post('/v1/messages/test-message', { message: email.id, masterContactId: 1, eventId: null, recipient: 'me@example.com' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ delivery: 'email', to: 'me@example.com', languageId: 1 });
    const sent = (await sentEmails(api)).find((e) => e.messageId === answer.body.data.messageId)!;
    expect(sent.destination.to).toEqual(['me@example.com']);
    expect(sent.from).toContain('alex.manager@example.com');
    expect(sent.body.html).toContain('Hello Emma,');
    expect(sent.body.html).toContain('Sent by Alex Manager');
    // it looks like a test: the subject is marked, and a footer names the contact it was rendered for
    expect(sent.subject).toMatch(/^\[TEST\] /);
    // (the last thing in the body but for the pixel SES's open tracking adds)
    expect(sent.body.html).toMatch(/Test message, rendered for contact #1 Emma \S+ without an event\. It was not sent to them\.<\/p>\s*(<img [^>]*awstrack[^>]*>)?<\/body>/);
  });

  it('names the event a test email was rendered for in its footer', async () => {
    const email = await message({});
    const answer = await api.staff.post('/v1/messages/test-message', { message: email.id, masterContactId: 2, eventId: 1, recipient: 'me@example.com' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const sent = (await sentEmails(api)).find((e) => e.messageId === answer.body.data.messageId)!;
    const event = (await api.staff.get('/v1/events/1')).body.data;
    expect(sent.subject).toMatch(/^\[TEST\] Your meetings at/);
    expect(sent.body.html).toContain(`Test message, rendered for contact #2 Greta`);
    expect(sent.body.html).toContain(`at event #1 ${event.name}. It was not sent to them.`);
  });

  it("picks the contact's language and renders custom references through their layouts", async () => {
    const email = await message({ type: 2, templateId: 'marketing-invitation', messageTranslations: [{ languageId: 2, templateId: 'marketing-follow-up' }] });
    const answer = await api.staff.post('/v1/messages/test-message', { message: email.id, masterContactId: 2, recipient: 'greta.test@example.com' });
    expect(answer.body.data.languageId).toBe(2);
    const sent = (await sentEmails(api)).find((e) => e.messageId === answer.body.data.messageId)!;
    expect(sent.subject).toBe('[TEST] Following up, Greta');
    expect(sent.body.html).toContain('<b>Dear Greta</b>');
  });

  it("uses the sender 'Other' fields", async () => {
    const email = await message({ senderId: null, senderEmail: 'events@example.com', senderFirstName: 'Event', senderLastName: 'Team' });
    const answer = await api.staff.post('/v1/messages/test-message', { message: email.id, masterContactId: 1, recipient: 'me@example.com' });
    const sent = (await sentEmails(api)).find((e) => e.messageId === answer.body.data.messageId)!;
    expect(sent.from).toContain('events@example.com');
    expect(sent.body.html).toContain('Sent by Event Team');
  });

  it('sends an SMS in the contact language through SNS', async () => {
    const sms = await message({ type: 11, templateId: String(world.smsTemplate.id) });
    const answer = await api.staff.post('/v1/messages/test-message', { message: sms.id, masterContactId: 2, recipient: '+31 6 5555 5555' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const sent = (await sentSms(api)).find((m) => m.messageId === answer.body.data.messageId)!;
    // marked as a test at its start
    expect(sent).toMatchObject({ phoneNumber: '+31655555555', message: '[TEST] Hallo Greta, bis bald! Alex', from: '+31611111111' });
  });

  it("never renders one contact with another contact's values", async () => {
    // queries that ignore $contactIds and always answer contact 1 (Emma)
    const onlyEmma = `query { contacts(ids: [1]) { id firstName email company { accountManager { email firstName lastName phoneNumber } } } }`;
    const mapping = [
      { field: 'ContactId', mapping: 'contacts[].id' },
      { field: 'ContactFirstName', mapping: 'contacts[].firstName' },
    ];
    const fixedSet = await createReferenceSetTemplate(api.staff, { name: unique('only Emma'), status: STATUS.active, graphQuery: onlyEmma, variables: '', referencesSetMapping: mapping });
    const email = await message({ referenceSetTemplateId: fixedSet.id });
    const forGreta = await api.staff.post('/v1/messages/test-message', { message: email.id, masterContactId: 2, recipient: 'never.rendered@example.com' });
    expect(forGreta.status).toBe(422);
    expect(forGreta.body.error.message).toBe('The reference set query gave no values for master contact #2.');
    expect(JSON.stringify(await sentEmails(api))).not.toContain('never.rendered@example.com');

    const fixedSender = await createSenderInfo(api.staff, {
      name: unique('Emma manager'),
      graphQuery: onlyEmma,
      senderReferences: [
        { field: 'masterContactId', mapping: 'contacts[].id' },
        { field: 'senderEmail', mapping: 'contacts[].company.accountManager.email' },
      ],
    });
    const withSender = await message({ senderId: fixedSender.id });
    const senderForGreta = await api.staff.post('/v1/messages/test-message', { message: withSender.id, masterContactId: 2, recipient: 'never.rendered@example.com' });
    expect(senderForGreta.status).toBe(422);
    expect(senderForGreta.body.error.message).toBe('The sender info query gave no values for master contact #2.');
    // the same message renders for the contact the query does answer
    expect((await api.staff.post('/v1/messages/test-message', { message: withSender.id, masterContactId: 1, recipient: 'me@example.com' })).status).toBe(200);
  });

  it('refuses bad input with the spec texts', async () => {
    const email = await message({});
    const sms = await message({ type: 11, templateId: String(world.smsTemplate.id) });
    const send = (body: Record<string, unknown>) => api.staff.post('/v1/messages/test-message', body);
    expect((await send({ masterContactId: 1, recipient: 'a@b.c' })).body.error.errors.message).toBe('Please select a message in order to send test mails/SMSes.');
    expect((await send({ message: email.id, recipient: 'a@b.c' })).body.error.errors.masterContactId).toBe('Please select at least a master contact ...');
    expect((await send({ message: email.id, masterContactId: 1, recipient: 'not-an-email' })).body.error.errors.recipient).toBe('You do not enter a valid email address!');
    expect((await send({ message: sms.id, masterContactId: 1, recipient: 'call me' })).body.error.errors.recipient).toBe('You do not enter a valid phone number!');
    const eventBased = await message({ isEventBased: true });
    expect((await send({ message: eventBased.id, masterContactId: 1, recipient: 'a@example.com' })).body.error.errors.eventId).toBe('Please select an event ...');
    const unknownContact = await send({ message: email.id, masterContactId: 999999, recipient: 'a@example.com' });
    expect(unknownContact.status).toBe(422);
    expect((await send({ message: 999999, masterContactId: 1, recipient: 'a@example.com' })).status).toBe(404);
  });

  it('answers the provider failure with the spec text, never a 500', async () => {
    // a template of its own that disappears from the service after the message was saved; the
    // lists are read again both times, so no test works on a list that no longer matches SES
    const ses = new SESv2Client({ endpoint: api.sesUrl, region: 'eu-west-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    const name = `service-${unique('gone').replace(/\W+/g, '-')}`;
    await ses.send(new CreateEmailTemplateCommand({ TemplateName: name, TemplateContent: { Subject: 'Gone', Html: '<p>Gone</p>', Text: 'Gone' } }));
    expect((await api.staff.get('/v1/email-templates?type=1&clear_cache=true')).body.data.items.map((t: { id: string }) => t.id)).toContain(name);
    const email = await message({ senderId: null, senderEmail: 'events@example.com', templateId: name });
    await ses.send(new DeleteEmailTemplateCommand({ TemplateName: name }));
    expect((await api.staff.get('/v1/email-templates?type=1&clear_cache=true')).body.data.items.map((t: { id: string }) => t.id)).not.toContain(name);
    const answer = await api.staff.post('/v1/messages/test-message', { message: email.id, masterContactId: 1, recipient: 'me@example.com' });
    expect(answer.status).toBe(502);
    expect(answer.body.error.message).toMatch(/^Can not send test emails to me@example\.com/);
  });
});

describe('templates, translations and action triggers', () => {
  // read the template lists from the service, not from a copy an earlier test left in the table
  beforeAll(async () => {
    for (const type of [1, 2]) expect((await api.staff.get(`/v1/email-templates?type=${type}&clear_cache=true`)).status).toBe(200);
  });

  it('lists the email templates of each service and previews one', async () => {
    const service = await api.staff.get('/v1/email-templates?type=1');
    expect(service.body.data.items.map((t: { id: string }) => t.id)).toEqual(expect.arrayContaining(['service-practical-info']));
    expect(service.body.data.items.every((t: { id: string }) => t.id.startsWith('service-'))).toBe(true);
    const marketing = await api.staff.get('/v1/email-templates?type=3&clear_cache=true');
    expect(marketing.body.data.items.map((t: { id: string }) => t.id)).toEqual(['marketing-follow-up', 'marketing-invitation', 'marketing-meeting-booked', 'marketing-registration-cancelled']);
    expect((await api.staff.get('/v1/email-templates?type=11')).status).toBe(400);
    const preview = await api.staff.get('/v1/email-templates/marketing-invitation/preview?type=2');
    expect(preview.body.data).toMatchObject({ subject: '{{ContactFirstName}}, you are invited' });
    expect((await api.staff.get('/v1/email-templates/service-practical-info/preview?type=2')).status).toBe(404);
  });

  it('lists translations flat with their message and deletes one (super-admin)', async () => {
    const email = await message({ messageTranslations: [{ languageId: 3, templateId: 'service-practical-info' }] });
    const list = await api.staff.get(`/v1/message-translations?filter[message.name:like]=${encodeURIComponent(email.name)}&include=message`);
    expect(list.body.data.items).toEqual([expect.objectContaining({ id: email.messageTranslations[0].id, messageId: email.id, message: expect.objectContaining({ name: email.name }), languageId: 3 })]);
    expect((await api.staff.get('/v1/message-translations?filter[language_id]=3&sort=-created_at')).body.data.total).toBeGreaterThan(0);
    const id = email.messageTranslations[0].id;
    expect((await api.staff.delete(`/v1/message-translations/${id}`)).status).toBe(403);
    expect((await api.admin.delete(`/v1/message-translations/${id}`)).status).toBe(200);
    expect((await api.staff.get(`/v1/messages/${email.id}`)).body.data.messageTranslations).toEqual([]);
    expect((await api.admin.delete(`/v1/message-translations/${id}`)).status).toBe(404);
  });

  it('has the two action triggers and points them at action trigger or manual service emails', async () => {
    const list = await api.staff.get('/v1/action-trigger-messages?include=message&sort=id');
    expect(list.body.data.items.map((t: { id: number; name: string }) => [t.id, t.name])).toEqual([[1, 'Booked meeting'], [2, 'Cancelled registration']]);
    const service = await message({});
    const wrong = await api.staff.put('/v1/action-trigger-messages/1', { messageId: service.id });
    expect(wrong.body.error).toMatchObject({ message: 'Could not update action trigger message.' });
    const trigger = await message({ type: 4, templateId: 'marketing-invitation' });
    const saved = await api.staff.put('/v1/action-trigger-messages/1', { messageId: trigger.id });
    expect(saved.body.data).toMatchObject({ id: 1, messageId: trigger.id, message: { id: trigger.id, name: trigger.name } });
    expect((await api.staff.put('/v1/action-trigger-messages/1', { messageId: null })).body.data.messageId).toBeNull();
  });
});

describe('local links', () => {
  it('points at the stand-ins locally', async () => {
    const links = (await api.staff.get('/v1/local-links')).body.data;
    expect(links).toEqual({ sesViewer: api.sesUrl, smsOutbox: api.smsOutboxUrl, scheduler: api.schedulerUrl });
    expect(await (await fetch(links.smsOutbox)).text()).toContain('SMS outbox (local)');
    expect(await (await fetch(links.scheduler)).text()).toContain('Scheduler (local)');
  });
});
