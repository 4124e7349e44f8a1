import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';

/**
 * The one way a job fed by an SQS queue answers its batch (docs/decisions/019-sqs-partial-batches.md):
 * each record is worked on in turn; a record whose work throws is logged with the job's name and
 * reported alone as a batch item failure, so the queue delivers it again (and, after
 * maxReceiveCount, keeps it in the job's dead-letter queue) while the others of the batch are done.
 * The event source mapping has ReportBatchItemFailures on (infra/aws/job-queue.ts).
 * `together`: the records are worked on at once (for work whose records do not depend on each
 * other's order; their reads then leave together: functions/data/get-item.ts).
 */
export async function forEachRecord(event: SQSEvent, job: string, work: (record: SQSRecord) => Promise<void>, options: { together?: boolean } = {}): Promise<SQSBatchResponse> {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  const attempt = async (record: SQSRecord) => {
    try {
      await work(record);
    } catch (error) {
      console.error(`${job}: message ${record.messageId} failed: ${(error as Error)?.stack ?? error}`);
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  };
  if (options.together) await Promise.all(event.Records.map(attempt));
  else for (const record of event.Records) await attempt(record);
  // in the order of the batch, whichever way they ran
  const order = new Map(event.Records.map((record, index) => [record.messageId, index]));
  return { batchItemFailures: batchItemFailures.sort((a, b) => order.get(a.itemIdentifier)! - order.get(b.itemIdentifier)!) };
}
