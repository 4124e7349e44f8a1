import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { CloudWatchLogsEvent } from 'aws-lambda';
import { useEmbeddedStore } from '../support/embedded-store.ts';
import { handler } from '../../functions/jobs/sms-status/handler.ts';
import { contactSk, getDelivery, getMany, putMissingPending, recordSent, take, type Delivery } from '../../functions/data/deliveries.ts';
import { recountBatch, writeBatches } from '../../functions/data/delivery-batches.ts';
import { cellsBetween } from '../../functions/data/report-cells.ts';
import type { BatchReport } from '../../functions/data/report-ledger.ts';
import { addCounts, noReportCounts, type ReportCounts } from '../../shared/reports.ts';

/**
 * docs/reports.md, SMS: SNS's delivery-status records, as a CloudWatch Logs subscription delivers
 * them (base64 of gzipped JSON), through the sms-status job, on the embedded store. The texts are
 * sent as the sender records them (recordSent), which keeps SNS's message id findable.
 */
useEmbeddedStore('sms-status-test');

const ACCOUNT = '123456789012';
let days = 0;

/** `count` texts of one item, frozen in one batch on a day of their own and sent through SNS (message ids `sns-<owner>-<contact>`). */
async function textsSent(count: number): Promise<{ owner: string; report: BatchReport; texts: Delivery[] }> {
  const day = `2026-03-${String(++days).padStart(2, '0')}`;
  const owner = String(900 + days);
  const report: BatchReport = { day, eventId: 9, workflowId: 90 + days, messageId: 900, channel: 'sms' };
  const ids = Array.from({ length: count }, (_, i) => i + 1);
  await putMissingPending(owner, ids, () => true);
  await writeBatches(owner, ids, report);
  const sent = [];
  for (const delivery of await getMany(owner, ids.map(contactSk))) {
    const to = `+3161234${String(delivery.contactId).padStart(4, '0')}`;
    const taken = await take(delivery, { sender: 's', sendingAt: 1_781_420_000, channel: 'sms', languageId: 1, batch: 0, to });
    sent.push({ taken: taken!, providerMessageId: `sns-${owner}-${delivery.contactId}`, sentAt: 1_781_420_001 });
  }
  await recordSent(sent);
  await recountBatch(owner, 0);
  return { owner, report, texts: await getMany(owner, ids.map(contactSk)) };
}

/** One delivery-status record as SNS logs it (the success and failure examples of the SNS documentation). */
const statusRecord = (text: Delivery, status: 'SUCCESS' | 'FAILURE', providerResponse: string) =>
  JSON.stringify({
    notification: { messageId: text.providerMessageId, timestamp: '2026-03-14 07:00:34.558' },
    delivery: { phoneCarrier: 'A Carrier', mnc: 8, numberOfMessageParts: 1, destination: text.to, priceInUSD: 0.0751, smsType: 'Transactional', mcc: 204, providerResponse, dwellTimeMs: 599, dwellTimeMsUntilDeviceAck: 1344 },
    status,
  });

let n = 0;
/** A CloudWatch Logs subscription's invocation: base64 of the gzipped batch of the log group's events. */
function subscriptionEvent(logGroup: 'DirectPublishToPhoneNumber' | 'DirectPublishToPhoneNumber/Failure', messages: string[], messageType = 'DATA_MESSAGE'): CloudWatchLogsEvent {
  const batch = {
    messageType,
    owner: ACCOUNT,
    logGroup: `sns/eu-west-1/${ACCOUNT}/${logGroup}`,
    logStream: 'c2e6a8f1-0000-4000-8000-000000000000',
    subscriptionFilters: ['DeliveredToJob'],
    logEvents: messages.map((message) => ({ id: String(++n).padStart(56, '0'), timestamp: 1_781_420_034_558, message })),
  };
  return { awslogs: { data: gzipSync(JSON.stringify(batch)).toString('base64') } };
}

async function totalsOf(day: string): Promise<ReportCounts> {
  return (await cellsBetween(day, day)).reduce((sum, cell) => addCounts(sum, cell.counts), noReportCounts());
}
const counts = (figures: Partial<ReportCounts>) => ({ ...noReportCounts(), ...figures });

describe('the sms-status job', () => {
  it('counts a text SNS logged as delivered once, however often the record comes', async () => {
    const { report, texts } = await textsSent(2);
    const delivered = statusRecord(texts[0], 'SUCCESS', 'Message has been accepted by phone carrier');
    expect(await handler(subscriptionEvent('DirectPublishToPhoneNumber', [delivered, delivered]))).toEqual({ recorded: 1, skipped: 0 });
    expect(await handler(subscriptionEvent('DirectPublishToPhoneNumber', [delivered]))).toEqual({ recorded: 0, skipped: 0 });
    await Promise.all(Array.from({ length: 4 }, () => handler(subscriptionEvent('DirectPublishToPhoneNumber', [delivered]))));
    expect(await totalsOf(report.day)).toEqual(counts({ total: 2, sent: 2, delivered: 1 }));
  });

  it("records a failed text as a bounce, once, with the carrier's reason on its delivery (which stays sent)", async () => {
    const { owner, report, texts } = await textsSent(2);
    const failed = statusRecord(texts[1], 'FAILURE', 'Phone carrier has blocked this message');
    expect(await handler(subscriptionEvent('DirectPublishToPhoneNumber/Failure', [failed]))).toEqual({ recorded: 1, skipped: 0 });
    expect(await handler(subscriptionEvent('DirectPublishToPhoneNumber/Failure', [failed]))).toEqual({ recorded: 0, skipped: 0 });
    expect(await totalsOf(report.day)).toEqual(counts({ total: 2, sent: 2, bounced: 1 }));
    expect(await getDelivery(owner, contactSk(texts[1].contactId))).toMatchObject({ status: 'sent', reason: 'Phone carrier has blocked this message', providerMessageId: `sns-${owner}-${texts[1].contactId}` });
    expect((await getDelivery(owner, contactSk(texts[0].contactId)))?.reason).toBeNull();
  });

  it('skips lines that are not delivery statuses and texts no delivery sent, and reads the control message as nothing', async () => {
    const { report, texts } = await textsSent(1);
    const unknown = statusRecord({ ...texts[0], providerMessageId: 'sns-a-test-send' }, 'SUCCESS', 'Message has been accepted by phone carrier');
    expect(await handler(subscriptionEvent('DirectPublishToPhoneNumber', ['not json', '{"status":"SUCCESS"}', unknown]))).toEqual({ recorded: 0, skipped: 2 });
    expect(await handler(subscriptionEvent('DirectPublishToPhoneNumber', ['CWL CONTROL MESSAGE: Checking health of destination Lambda function.'], 'CONTROL_MESSAGE'))).toEqual({ recorded: 0, skipped: 0 });
    expect(await totalsOf(report.day)).toEqual(counts({ total: 1, sent: 1 }));
    await expect(handler({ awslogs: { data: 'not gzip' } })).rejects.toThrow(/not base64 of gzipped JSON/);
  });
});
