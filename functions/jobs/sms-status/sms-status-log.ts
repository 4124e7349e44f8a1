import { gunzipSync } from 'node:zlib';
import * as z from 'zod';
import type { CloudWatchLogsEvent } from 'aws-lambda';
import type { SmsStatus } from '../../domain/reports/sms-status.ts';

/**
 * What a CloudWatch Logs subscription brings the `sms-status` job: `awslogs.data`, base64 of the
 * gzipped batch of log events of SNS's SMS delivery-status log groups
 * (sns/<region>/<account>/DirectPublishToPhoneNumber, and .../Failure), each event's message one
 * delivery-status record as JSON.
 */
const LogBatch = z.object({
  messageType: z.enum(['DATA_MESSAGE', 'CONTROL_MESSAGE']),
  logGroup: z.string().optional(),
  logEvents: z.array(z.object({ id: z.string(), message: z.string() })),
});

const DeliveryStatus = z.object({
  notification: z.object({ messageId: z.string().min(1).max(200) }),
  delivery: z.object({ providerResponse: z.string().max(1000).optional() }).optional(),
  status: z.enum(['SUCCESS', 'FAILURE']),
});

export class NotALogBatch extends Error {}

/** The log events of a subscription's payload; none for CloudWatch's control message (sent when the filter is made). */
export function readLogBatch(event: CloudWatchLogsEvent): { id: string; message: string }[] {
  let batch: unknown;
  try {
    batch = JSON.parse(gunzipSync(Buffer.from(event.awslogs.data, 'base64')).toString('utf8'));
  } catch {
    throw new NotALogBatch('the payload is not base64 of gzipped JSON');
  }
  const parsed = LogBatch.safeParse(batch);
  if (!parsed.success) throw new NotALogBatch(`the payload is not a CloudWatch Logs batch: ${z.prettifyError(parsed.error).replace(/\n/g, '; ')}`);
  return parsed.data.messageType === 'DATA_MESSAGE' ? parsed.data.logEvents : [];
}

/** The status a delivery-status record gives, or undefined for a line that is not one. */
export function smsStatusOf(message: string): SmsStatus | undefined {
  let json: unknown;
  try {
    json = JSON.parse(message);
  } catch {
    return undefined;
  }
  const record = DeliveryStatus.safeParse(json);
  if (!record.success) return undefined;
  const { notification, delivery, status } = record.data;
  return { providerMessageId: notification.messageId, delivered: status === 'SUCCESS', reason: delivery?.providerResponse?.trim() ?? '' };
}
