import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { startSes, type SesEvent } from '../../infra/local/ses.ts';
import { startSmsOutbox } from '../../infra/local/sns-outbox.ts';

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
    const complaint = await client.send(email('complaint+label@simulator.amazonses.com', 'events'));
    await client.send(email('success@simulator.amazonses.com', 'events'));
    await client.send(email('bounce@simulator.amazonses.com')); // no configuration set: SES publishes nothing
    const { events } = await (await fetch(`${ses.url}/events`)).json();
    expect(events).toEqual([
      expect.objectContaining({
        eventType: 'Bounce',
        mail: expect.objectContaining({ messageId: bounce.MessageId, tags: { 'ses:configuration-set': ['events'] } }),
        bounce: expect.objectContaining({ bounceType: 'Permanent', bouncedRecipients: [{ emailAddress: 'bounce@simulator.amazonses.com' }] }),
      }),
      expect.objectContaining({ eventType: 'Complaint', mail: expect.objectContaining({ messageId: complaint.MessageId }) }),
    ]);
    // handed over before SendEmail answered
    expect(published).toEqual(events);
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
