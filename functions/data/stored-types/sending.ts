import { storedType } from '../stored-type.ts';

/** Stored types: sending (deliveries, batches, marks and caps), and the report cells it fills. */

export const DELIVERY = storedType({
  name: 'delivery',
  pk: 'delivery#{owner}',
  sk: '{contactId:12}',
  module: 'deliveries.ts',
  usedBy: 'the sender (BatchGet), the freeze, resume and reactivate, the delivery log (Query pk)',
});

export const SENDER_COPY = storedType({
  name: 'delivery to the sender',
  pk: 'delivery#{owner}',
  sk: 'sender#{address}',
  module: 'deliveries.ts',
  usedBy: 'the copy to the sender, after the contacts in the same partition',
});

export const DELIVERY_BATCH = storedType({
  name: 'delivery batch',
  pk: 'delivery-batch#{owner}',
  sk: '{batch:12}',
  counters: ['countsChange', 'ev:<figure>:<cell>'],
  module: 'delivery-batches.ts',
  usedBy: "an item's counts (Query pk: one record per 200 deliveries); the ledger of its SES events and what it pushed to the report cells (report-ledger.ts)",
});

export const CANCELLATION = storedType({
  name: 'cancellation mark',
  pk: 'registration-cancelled#{eventId}',
  sk: '{contactId:12}',
  module: 'cancellations.ts',
  usedBy: 'the freeze skips cancelled contacts (Query pk)',
});

export const SUPPRESSION = storedType({
  name: 'suppressed address',
  pk: 'suppression#{address}',
  sk: 'suppression',
  module: 'suppression-store.ts',
  usedBy: 'the sender (BatchGet, 100 a call); the ses-events job (conditional Put: earliest)',
});

export const SMS_MESSAGE = storedType({
  name: 'text sent through SNS',
  pk: 'sms-message#{providerMessageId}',
  sk: 'sms-message',
  expires: 'expiresAt',
  module: 'sms-messages.ts',
  usedBy: "the sender, with a text's sent record (BatchWrite); the sms-status job: the delivery an SNS delivery status names (GetItem)",
});

export const CONTACT_SENDS = storedType({
  name: 'contact sends',
  pk: 'contact-sends#{channel}#{contactId}',
  sk: 'sends',
  version: 'version',
  expires: 'expiresAt',
  module: 'contact-sends.ts',
  usedBy: 'frequency caps: the sender, per contact delivery while caps are set (consistent GetItem, conditional Put on its version)',
});

export const READINESS_RESULT = storedType({
  name: 'readiness check result',
  pk: 'readiness#{eventId}',
  sk: '{itemId:12}',
  module: 'readiness-results.ts',
  usedBy: "an item's last readiness check: the badges of the timeline (Query pk) and the dashboard (BatchGet), the 30 % comparison; a scheduled check's firing (conditional Put)",
});

export const REPORT_CELL = storedType({
  name: 'report cell',
  pk: 'report#{month}',
  sk: '{day}#{eventId:12}#{workflowId:12}#{messageId:12}#{channel}',
  counters: ['<language>:<figure>'],
  module: 'report-cells.ts',
  usedBy: 'reports and the deliveries behind them (Query pk per month, sk range of days); batch ledgers push to it (UpdateItem ADD, once per push)',
});
