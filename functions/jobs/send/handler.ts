import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { createPacer } from './pacing.ts';
import { sendBatch } from './send-batch.ts';
import { SendBatchSchema } from '../../adapters/send-queue.ts';
import { forEachRecord } from '../../adapters/sqs-batch.ts';
import { settleItem } from '../../domain/sending/item-sending.ts';

/**
 * The `send` job (jobs.ts): fed by its SQS queue, one batch of deliveries per message. Each batch
 * is sent (send-batch.ts) and its item settled (settle.ts). A batch that fails is reported alone
 * (forEachRecord), so the queue delivers it again (and, after maxReceiveCount, keeps it in the
 * dead-letter queue). The batches of one invocation share its pacer, so they go one after the other.
 */
export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const pacer = createPacer();
  return forEachRecord(event, 'send', async (record) => {
    const batch = SendBatchSchema.parse(JSON.parse(record.body));
    await sendBatch(batch, { pacer });
    if (batch.itemId !== null && batch.eventId !== null) await settleItem(batch.eventId, batch.itemId);
  });
}
