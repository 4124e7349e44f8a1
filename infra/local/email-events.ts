import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { SesEvent } from './ses-simulator.ts';

/**
 * The local SES events topic: what SNS does in AWS with the topic's raw subscriptions
 * (infra/aws/email-events.ts), each SES event goes, as its JSON, to the queue of every job with
 * trigger 'topic', through the SQS API of the local queues. The job then reads it as it would in
 * AWS.
 */
export function localEmailEvents(endpoint: string, queueUrls: string[]) {
  const sqs = new SQSClient({ endpoint, maxAttempts: 5 });
  return {
    publish: async (event: SesEvent) => {
      const body = JSON.stringify(event);
      await Promise.all(queueUrls.map((url) => sqs.send(new SendMessageCommand({ QueueUrl: url, MessageBody: body }))));
    },
    stop: () => sqs.destroy(),
  };
}
