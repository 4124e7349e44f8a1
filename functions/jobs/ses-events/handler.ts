import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { suppress } from '../../data/suppression-store.ts';
import { now } from '../../data/clock.ts';
import { bySystem } from '../../domain/audit/trail.ts';
import { forEachRecord } from '../../adapters/sqs-batch.ts';
import { confirmFromProvider } from '../../domain/sending/provider-events.ts';
import { recordEngagements } from '../../domain/reports/engagement.ts';
import { alertOnEngagement } from '../../domain/alerts/engagement-alerts.ts';
import { confirmationOf, engagementOf, readSesEvent, suppressionsOf } from './ses-event.ts';

/**
 * The `ses-events` job (jobs.ts): fed by its own queue, which the SES events topic delivers the
 * configuration set's events to (locally: the SES stand-in, through the same queue). Each message
 * is one SES event: its permanent bounces and complaints go into the suppression list
 * (docs/sending.md, Suppression), the delivery its message tags name is confirmed as sent
 * (V3), and its delivery, open, click, bounce or complaint is recorded for the reports
 * (docs/reports.md). A message that is not an SES event, or whose records could not be written, is reported
 * alone (forEachRecord), so the queue delivers it again and finally keeps it in its dead-letter
 * queue; the others of the batch are done. The events of a batch are independent (a repeated
 * event changes nothing twice), so they are worked on together.
 */
export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  return forEachRecord(event, 'ses-events', async (record) => {
    const sesEvent = readSesEvent(record.body);
    for (const suppression of suppressionsOf(sesEvent)) await suppress(suppression, bySystem('ses-events', 'suppress', suppression.reason));
    const confirmation = confirmationOf(sesEvent, now());
    // what the recipient did with it, for the reports: once per delivery and kind, in any order;
    // beside the confirmation, so that their reads of the delivery leave together
    const engagement = engagementOf(sesEvent);
    await Promise.all([confirmation && confirmFromProvider(confirmation), engagement && recordEngagements(engagement.delivery, engagement.engagements, engagement.reason)]);
    // a bounce or complaint rate over the limit alerts (docs/alerts.md): also on a repeat of the event, which completes
    // an alert a crash after the recording left unraised; the alert is raised once
    for (const kind of engagement?.engagements ?? []) await alertOnEngagement(engagement!.delivery.owner, kind);
  }, { together: true });
}
