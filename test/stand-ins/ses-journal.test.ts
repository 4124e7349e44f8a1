import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { startSes, type SesEvent } from '../../infra/local/ses.ts';
import { startSmsOutbox } from '../../infra/local/sns-outbox.ts';
import { waitFor } from '../support/wait-for.ts';

/** The SES and SMS stand-ins keep what they accepted across a restart; the mailbox simulator's addresses make SES events. */
const dir = mkdtempSync(join(tmpdir(), 'ses-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
const email = (to: string, configurationSet?: string) =>
  new SendEmailCommand({
    FromEmailAddress: 'events@example.com',
    Destination: { ToAddresses: [to] },
    Content: { Simple: { Subject: { Data: 'Hello' }, Body: { Text: { Data: 'Hi' } } } },
    ConfigurationSetName: configurationSet,
  });

describe('the SES v2 stand-in', () => {
  it('journals every email it accepted and shows it again after a restart', async () => {
    const first = await startSes(0, join(dir, 'ses'));
    const ses = new SESv2Client({ endpoint: first.url, region: 'eu-west-1', credentials });
    const { MessageId } = await ses.send(email('kept.after.restart@example.com'));
    await first.stop();
    const second = await startSes(0, join(dir, 'ses'));
    const stored = (await (await fetch(`${second.url}/store`)).json()).emails;
    expect(stored.filter((e: { messageId: string }) => e.messageId === MessageId)).toHaveLength(1);
    await second.stop();
  });

  it('accepts mail to the mailbox simulator and publishes the bounce or complaint SES would, for mail sent with a configuration set', async () => {
    const ses = await startSes(0, join(dir, 'simulator'));
    const published: SesEvent[] = [];
    ses.onEvent(async (event) => void published.push(event));
    const client = new SESv2Client({ endpoint: ses.url, region: 'eu-west-1', credentials });
    const bounce = await client.send(email('bounce@simulator.amazonses.com', 'events'));
    // handed over before SendEmail answered
    expect(published.filter((event) => event.eventType === 'Bounce')).toHaveLength(1);
    const complaint = await client.send(email('complaint+label@simulator.amazonses.com', 'events'));
    await client.send(email('success@simulator.amazonses.com', 'events'));
    await client.send(email('bounce@simulator.amazonses.com')); // no configuration set: SES publishes nothing
    const { events } = await (await fetch(`${ses.url}/events`)).json();
    // the simulator's success address is delivered; its bounce and complaint addresses are not
    expect(events.filter((event: SesEvent) => event.eventType === 'Delivery').map((event: SesEvent) => event.mail.destination)).toEqual([['success@simulator.amazonses.com']]);
    expect(events.filter((event: SesEvent) => event.eventType !== 'Send' && event.eventType !== 'Delivery')).toEqual([
      expect.objectContaining({
        eventType: 'Bounce',
        mail: expect.objectContaining({ messageId: bounce.MessageId, tags: { 'ses:configuration-set': ['events'] } }),
        bounce: expect.objectContaining({ bounceType: 'Permanent', bouncedRecipients: [{ emailAddress: 'bounce@simulator.amazonses.com' }] }),
      }),
      expect.objectContaining({ eventType: 'Complaint', mail: expect.objectContaining({ messageId: complaint.MessageId }) }),
    ]);
    await waitFor('every event to be handed on', () => published.length === events.length);
    expect(new Set(published)).toEqual(new Set(events));
    await ses.stop();
  });

  it('publishes a Send and a Delivery event with the message tags for each email sent with a configuration set (V2)', async () => {
    const ses = await startSes(0, join(dir, 'send-events'));
    const published: SesEvent[] = [];
    ses.onEvent(async (event) => void published.push(event));
    const client = new SESv2Client({ endpoint: ses.url, region: 'eu-west-1', credentials });
    const tagged = new SendEmailCommand({ ...email('tagged@example.com', 'events').input, EmailTags: [{ Name: 'delivery', Value: '42' }, { Name: 'contact', Value: '7' }] });
    const { MessageId } = await client.send(tagged);
    await client.send(email('untagged.without.set@example.com'));
    await waitFor('the Send and Delivery events', () => published.length === 2);
    const mail = expect.objectContaining({ messageId: MessageId, destination: ['tagged@example.com'], tags: { delivery: ['42'], contact: ['7'], 'ses:configuration-set': ['events'] } });
    expect(published).toEqual([
      { eventType: 'Send', mail, send: {} },
      { eventType: 'Delivery', mail, delivery: expect.objectContaining({ recipients: ['tagged@example.com'] }) },
    ]);
    await ses.stop();
  });

  it('hands on again at start the events it journaled and had not handed on (a stop before they went)', async () => {
    const first = await startSes(0, join(dir, 'unhanded'));
    // nobody listens: the events wait
    const client = new SESv2Client({ endpoint: first.url, region: 'eu-west-1', credentials });
    const { MessageId } = await client.send(email('waiting@example.com', 'events'));
    await first.stop();
    const second = await startSes(0, join(dir, 'unhanded'));
    const published: SesEvent[] = [];
    second.onEvent(async (event) => void published.push(event));
    await waitFor('the unhanded Send and Delivery events', () => published.length === 2);
    expect(published).toMatchObject([{ eventType: 'Send', mail: { messageId: MessageId } }, { eventType: 'Delivery', mail: { messageId: MessageId } }]);
    await second.stop();
    // handed on once: the next start has nothing left to hand on
    const third = await startSes(0, join(dir, 'unhanded'));
    const again: SesEvent[] = [];
    third.onEvent(async (event) => void again.push(event));
    const probe = await new SESv2Client({ endpoint: third.url, region: 'eu-west-1', credentials }).send(email('probe@example.com', 'events'));
    await waitFor('the probe', () => again.length === 2);
    expect(again.map((event) => event.mail.messageId)).toEqual([probe.MessageId, probe.MessageId]);
    await third.stop();
  });
});

describe('open and click tracking of the SES stand-in (docs/reports.md)', () => {
  const html = (to: string, links: string[]) =>
    new SendEmailCommand({
      FromEmailAddress: 'events@example.com',
      Destination: { ToAddresses: [to] },
      Content: { Simple: { Subject: { Data: 'Tracked' }, Body: { Html: { Data: `<html><body><p>${links.map((link, i) => `<a href="${link}">link ${i}</a>`).join(' ')}</p><a ses:no-track href="https://example.com/untracked">untracked</a></body></html>` } } } },
      ConfigurationSetName: 'events',
      EmailTags: [{ Name: 'delivery', Value: '9' }],
    });

  it('delivers the HTML with its links through the stand-in and a pixel; showing the pixel is an Open, following a link a Click and a redirect to it', async () => {
    const ses = await startSes(0, join(dir, 'tracking'));
    const published: SesEvent[] = [];
    ses.onEvent(async (event) => void published.push(event));
    const client = new SESv2Client({ endpoint: ses.url, region: 'eu-west-1', credentials });
    const { MessageId } = await client.send(html('reader@example.com', ['https://example.com/agenda?day=1&lang=en', 'mailto:someone@example.com']));
    const [stored] = (await (await fetch(`${ses.url}/store`)).json()).emails.filter((e: { messageId: string }) => e.messageId === MessageId);
    const body: string = stored.body.html;
    const tracked = [...body.matchAll(/href="([^"]+)"/g)].map((match) => match[1].replace(/&amp;/g, '&'));
    expect(tracked[0]).toBe(`${ses.url}/awstrack/click/${MessageId}/1?u=${encodeURIComponent('https://example.com/agenda?day=1&lang=en')}`);
    expect(tracked.slice(1)).toEqual(['mailto:someone@example.com', 'https://example.com/untracked']);
    const pixel = /<img src="([^"]+)"/.exec(body)![1];
    expect(pixel).toBe(`${ses.url}/awstrack/open/${MessageId}`);

    // the viewer shows the email: its pixel loads; the reader follows the link twice
    const image = await fetch(pixel);
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/gif']);
    for (let i = 0; i < 2; i++) {
      const click = await fetch(tracked[0], { redirect: 'manual' });
      expect([click.status, click.headers.get('location')]).toEqual([302, 'https://example.com/agenda?day=1&lang=en']);
    }
    expect((await fetch(`${ses.url}/awstrack/click/${MessageId}/7`, { redirect: 'manual' })).status).toBe(404);
    await waitFor('the Open and the two Clicks', () => published.filter((e) => e.eventType === 'Open' || e.eventType === 'Click').length === 3);
    const mail = expect.objectContaining({ messageId: MessageId, tags: { delivery: ['9'], 'ses:configuration-set': ['events'] } });
    expect(published.filter((e) => e.eventType === 'Open' || e.eventType === 'Click')).toEqual([
      { eventType: 'Open', mail, open: expect.objectContaining({ timestamp: expect.any(String) }) },
      { eventType: 'Click', mail, click: expect.objectContaining({ link: 'https://example.com/agenda?day=1&lang=en' }) },
      { eventType: 'Click', mail, click: expect.objectContaining({ link: 'https://example.com/agenda?day=1&lang=en' }) },
    ]);
    await ses.stop();
  });

  it('tracks nothing of mail sent without a configuration set', async () => {
    const ses = await startSes(0, join(dir, 'untracked'));
    const client = new SESv2Client({ endpoint: ses.url, region: 'eu-west-1', credentials });
    const { MessageId } = await client.send(new SendEmailCommand({ ...html('plain@example.com', ['https://example.com/']).input, ConfigurationSetName: undefined }));
    const [stored] = (await (await fetch(`${ses.url}/store`)).json()).emails.filter((e: { messageId: string }) => e.messageId === MessageId);
    expect(stored.body.html).toContain('href="https://example.com/"');
    expect(stored.body.html).not.toContain('awstrack');
    expect((await fetch(`${ses.url}/awstrack/open/${MessageId}`)).status).toBe(404);
    await ses.stop();
  });
});

describe('the SMS outbox', () => {
  it('journals every text and shows it again after a restart', async () => {
    const first = await startSmsOutbox(0, join(dir, 'sms'));
    const sns = new SNSClient({ endpoint: first.url, region: 'eu-west-1', credentials });
    const { MessageId } = await sns.send(new PublishCommand({ PhoneNumber: '+31600000001', Message: 'Kept' }));
    await first.stop();
    const second = await startSmsOutbox(0, join(dir, 'sms'));
    expect(second.messages).toEqual([expect.objectContaining({ messageId: MessageId, phoneNumber: '+31600000001', message: 'Kept' })]);
    await second.stop();
  });
});
