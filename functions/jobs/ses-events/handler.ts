import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { suppress } from '../../data/suppression-store.ts';
import { forEachRecord } from '../../adapters/sqs-batch.ts';
import { readSesEvent, suppressionsOf } from './ses-event.ts';

/**
 * The `ses-events` job (jobs.ts): fed by its own queue, which the SES events topic delivers
 * bounces and complaints to (locally: the SES stand-in, through the same queue). Each message is
 * one SES event; its permanent bounces and complaints go into the suppression list
 * (docs/sending.md, Suppression). A message that is not an SES event, or whose records could not
 * be written, is reported alone (forEachRecord), so the queue delivers it again and finally keeps
 * it in its dead-letter queue; the others of the batch are done.
 */
export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  return forEachRecord(event, 'ses-events', async (record) => {
    for (const suppression of suppressionsOf(readSesEvent(record.body))) await suppress(suppression);
  });
}
