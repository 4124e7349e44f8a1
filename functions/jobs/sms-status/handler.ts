import type { CloudWatchLogsEvent } from 'aws-lambda';
import { recordSmsStatus } from '../../domain/reports/sms-status.ts';
import { readLogBatch, smsStatusOf } from './sms-status-log.ts';

/**
 * The `sms-status` job (jobs.ts): CloudWatch Logs subscription filters on SNS's SMS delivery-status
 * log groups invoke it with batches of delivery-status records (AWS only: locally SNS reports
 * nothing, so a text stays 'sent'). Each record names a text by SNS's message id; its delivery
 * records 'delivered', or a bounce with the carrier's reason (docs/reports.md). A line that is not
 * a delivery status is logged and skipped; a failed write throws, so Lambda invokes again (an
 * asynchronous invocation is retried), and a repeated record counts nothing twice.
 */
export async function handler(event: CloudWatchLogsEvent): Promise<{ recorded: number; skipped: number }> {
  let recorded = 0;
  let skipped = 0;
  for (const { id, message } of readLogBatch(event)) {
    const status = smsStatusOf(message);
    if (!status) {
      console.warn(`sms-status: log event ${id} is not an SNS SMS delivery status; skipped`);
      skipped++;
      continue;
    }
    recorded += (await recordSmsStatus(status)).length;
  }
  return { recorded, skipped };
}
