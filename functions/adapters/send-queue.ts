import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import * as z from 'zod';
import { queueUrlVariable } from '../rights.ts';
import type { SendQueue } from './ports.ts';

/**
 * The fan-out port: dispatch hands batches of deliveries to the `send` job. In AWS the adapter
 * speaks to the job's SQS queue (SEND_QUEUE_URL); locally the same adapter speaks to the SQS
 * stand-in (infra/local/queue/), whose URL the runtime puts in the same variable and whose
 * endpoint is SQS_ENDPOINT. The code above the port is the same in both.
 */
export const SendBatchSchema = z.object({
  /** Whose deliveries: an item's id, or the caller's key of a one-off send. */
  owner: z.string().min(1).max(200),
  /** The item they belong to (its outcome is settled after the batch); none for one-off sends. */
  itemId: z.number().int().positive().nullable(),
  eventId: z.number().int().positive().nullable(),
  messageId: z.number().int().positive().nullable(),
  copyToSender: z.boolean(),
  batch: z.number().int().min(0),
  contactIds: z.array(z.number().int().positive()).min(1).max(500),
});
export type SendBatch = z.infer<typeof SendBatchSchema>;

let client: SQSClient | undefined;
const sqs = () => (client ??= new SQSClient({ endpoint: process.env.SQS_ENDPOINT || undefined, maxAttempts: 5 }));

export class SqsSendQueue implements SendQueue {
  constructor(private readonly queueUrl = process.env[queueUrlVariable('send')]) {}

  /** Ten messages a call; entries the queue refused are sent again, a few times, before giving up. */
  async send(batches: SendBatch[]): Promise<void> {
    if (!this.queueUrl) throw new Error(`${queueUrlVariable('send')} is not set`);
    for (let start = 0; start < batches.length; start += 10) {
      let entries = batches.slice(start, start + 10).map((batch, i) => ({ Id: String(i), MessageBody: JSON.stringify(batch) }));
      for (let attempt = 0; entries.length; attempt++) {
        const result = await sqs().send(new SendMessageBatchCommand({ QueueUrl: this.queueUrl, Entries: entries }));
        const failed = new Set((result.Failed ?? []).map((entry) => entry.Id));
        if (failed.size && attempt >= 4) throw new Error(`the send queue refused ${failed.size} batches: ${result.Failed?.[0]?.Message}`);
        entries = entries.filter((entry) => failed.has(entry.Id));
        if (entries.length) await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt));
      }
    }
  }
}
