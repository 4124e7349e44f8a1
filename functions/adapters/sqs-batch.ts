import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';

/**
 * The one way a job fed by an SQS queue answers its batch (docs/decisions/019-sqs-partial-batches.md):
 * each record is worked on in turn; a record whose work throws is logged with the job's name and
 * reported alone as a batch item failure, so the queue delivers it again (and, after
 * maxReceiveCount, keeps it in the job's dead-letter queue) while the others of the batch are done.
 * The event source mapping has ReportBatchItemFailures on (infra/aws/job-queue.ts).
 */
export async function forEachRecord(event: SQSEvent, job: string, work: (record: SQSRecord) => Promise<void>): Promise<SQSBatchResponse> {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    try {
      await work(record);
    } catch (error) {
      console.error(`${job}: message ${record.messageId} failed: ${(error as Error)?.stack ?? error}`);
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
}
