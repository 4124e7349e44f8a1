import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import type { SmsSender } from './ports.ts';

/** SMS goes out through the SNS Publish API (locally the SMS outbox stand-in: only the endpoint differs). */
let client: SNSClient | undefined;
const sns = () => (client ??= new SNSClient({ endpoint: process.env.SNS_ENDPOINT || undefined, maxAttempts: 3 }));

export interface Sms {
  to: string;
  body: string;
  /** The sender's number, where the destination country allows it. */
  from?: string | null;
}

/** Sends one text message; answers the provider's message id. */
export const snsSmsSender = (): SmsSender => ({ send: sendSms });

async function sendSms(sms: Sms): Promise<string> {
  const result = await sns().send(
    new PublishCommand({
      PhoneNumber: sms.to.replace(/[\s()-]/g, ''),
      Message: sms.body,
      MessageAttributes: {
        'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' },
        ...(sms.from ? { 'AWS.MM.SMS.OriginationNumber': { DataType: 'String', StringValue: sms.from.replace(/[\s()-]/g, '') } } : {}),
      },
    }),
  );
  if (!result.MessageId) throw new Error('SNS answered without a message id');
  return result.MessageId;
}
