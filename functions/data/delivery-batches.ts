import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { conditionally } from './unit-of-work.ts';
import { DELIVERY_BATCH } from './stored-types.ts';
import { queryAll } from './query.ts';
import { contactSk, getMany, type Delivery } from './deliveries.ts';
import { pushBatch, statusCells, type BatchReport } from './report-ledger.ts';
import { noCounts, type DeliveryCounts } from '../../shared/sending.ts';
import type { FailureFix } from '../../shared/failure-fix.ts';
import { inParallel } from '../../shared/in-parallel.ts';

/**
 * Batch records (docs/sending.md): the frozen audience cut into batches of BATCH_SIZE contacts in
 * contact order, pk `delivery-batch#<owner>`, sk the zero-padded batch number. Each holds its
 * contact ids, the sender copies it owns, and its counts by status, recounted from its own
 * deliveries after every change (never added up): a recount takes the next change number first
 * and writes only if no later recount wrote before it. An owner's counts are the sum of its
 * batches', so a recount of 10,000 deliveries reads 200 records, not 10,000.
 */
export const BATCH_SIZE = 200;

export interface FirstFailure {
  contactId: number;
  reason: string;
  /** The record to fix for it, when staff can (shared/failure-fix.ts). */
  fix?: FailureFix | null;
}

export interface BatchRecord {
  owner: string;
  batch: number;
  contactIds: number[];
  senderCopies: string[];
  counts: DeliveryCounts;
  firstFailure: FirstFailure | null;
}

const key = (owner: string, batch: number) => DELIVERY_BATCH.key({ owner, batch });

const fromItem = (item: Record<string, unknown>): BatchRecord => ({
  owner: String(item.owner),
  batch: Number(item.batch),
  contactIds: (item.contactIds as number[] | undefined) ?? [],
  senderCopies: [...((item.senderCopies as Set<string> | undefined) ?? [])],
  counts: (item.counts as DeliveryCounts | undefined) ?? noCounts(),
  firstFailure: (item.firstFailure as FirstFailure | null | undefined) ?? null,
});

export const cut = (contactIds: number[], size = BATCH_SIZE) =>
  Array.from({ length: Math.ceil(contactIds.length / size) }, (_, batch) => contactIds.slice(batch * size, (batch + 1) * size));

/**
 * Writes the batches of a frozen audience (each if absent: a resumed freeze writes the same ones).
 * With `report`, what they were sent for: the batches count in the reports from then on, their
 * deliveries as pending until their first recount (report-ledger.ts).
 */
export async function writeBatches(owner: string, contactIds: number[], report?: BatchReport): Promise<number> {
  const batches = cut(contactIds);
  await inParallel(batches, 4, async (ids, batch) => {
    const counts = { ...noCounts(), total: ids.length, pending: ids.length };
    const ledger = report ? { report, cells: statusCells(ids.map(() => ({ status: 'pending' })), report.channel), pushSeq: 0 } : {};
    await conditionally(() =>
      db().send(new PutCommand({ TableName: tableName(), Item: { ...key(owner, batch), owner, batch, contactIds: ids, counts, firstFailure: null, ...ledger }, ConditionExpression: 'attribute_not_exists(pk)' })),
    );
    // also when an earlier freeze wrote it: that one may have stopped before it pushed
    if (report) await pushBatch(owner, batch);
  });
  return batches.length;
}

export async function getBatch(owner: string, batch: number): Promise<BatchRecord | undefined> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: key(owner, batch), ConsistentRead: true }));
  return result.Item ? fromItem(result.Item) : undefined;
}

/** Every batch of an owner, in order; `countsOnly` leaves out the contact ids (a settle reads every batch after each one). */
export async function listBatches(owner: string, options: { countsOnly?: boolean } = {}): Promise<BatchRecord[]> {
  const attributes = options.countsOnly ? ['owner', 'batch', 'counts', 'firstFailure'] : undefined;
  return (await queryAll({ key: DELIVERY_BATCH.partition({ owner }), attributes, consistent: true })).map(fromItem);
}

/** Records that the batch owns a sender copy (its key), so the batch's recount reads it. */
export async function addSenderCopy(owner: string, batch: number, sk: string): Promise<void> {
  await db().send(
    new UpdateCommand({ TableName: tableName(), Key: key(owner, batch), UpdateExpression: 'ADD senderCopies :copy', ExpressionAttributeValues: { ':copy': new Set([sk]) } }),
  );
}

/** Counts by status of some deliveries, and the failure of the lowest contact id. */
export function countOf(deliveries: Delivery[]): { counts: DeliveryCounts; firstFailure: FirstFailure | null } {
  const counts = noCounts();
  let firstFailure: FirstFailure | null = null;
  for (const delivery of deliveries) {
    counts.total++;
    counts[delivery.status]++;
    if (delivery.status === 'failed' && (!firstFailure || delivery.contactId < firstFailure.contactId)) firstFailure = { contactId: delivery.contactId, reason: delivery.reason ?? 'no reason given', fix: delivery.fix ?? null };
  }
  return { counts, firstFailure };
}

/** Recounts one batch from its deliveries (docs/sending.md, O1); answers its record as counted. */
export async function recountBatch(owner: string, batch: number): Promise<BatchRecord> {
  const taken = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key(owner, batch),
      UpdateExpression: 'ADD countsChange :one',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'ALL_NEW',
    }),
  );
  const record = fromItem(taken.Attributes!);
  const change = Number(taken.Attributes!.countsChange);
  const deliveries = await getMany(owner, [...record.contactIds.map(contactSk), ...record.senderCopies]);
  const counted = { ...record, ...countOf(deliveries) };
  const report = taken.Attributes!.report as BatchReport | undefined;
  // a failed condition: a later recount already wrote
  await conditionally(() =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key(owner, batch),
        UpdateExpression: `SET counts = :counts, firstFailure = :first, countedChange = :change${report ? ', cells = :cells' : ''}`,
        ConditionExpression: 'attribute_not_exists(countedChange) OR countedChange < :change',
        ExpressionAttributeValues: { ':counts': counted.counts, ':first': counted.firstFailure, ':change': change, ...(report ? { ':cells': statusCells(deliveries, report.channel) } : {}) },
      }),
    ),
  );
  // the report cells follow the batch (what this recount or a later one set)
  if (report) await pushBatch(owner, batch);
  return counted;
}

/** An owner's counts: the sum of its batches' (each recounted), with the first failure in contact order. */
export async function sumBatches(owner: string): Promise<{ counts: DeliveryCounts; firstFailure: FirstFailure | null }> {
  const batches = await listBatches(owner, { countsOnly: true });
  const counts = noCounts();
  let firstFailure: FirstFailure | null = null;
  for (const record of batches) {
    for (const name of Object.keys(counts) as (keyof DeliveryCounts)[]) counts[name] += record.counts[name] ?? 0;
    if (record.firstFailure && (!firstFailure || record.firstFailure.contactId < firstFailure.contactId)) firstFailure = record.firstFailure;
  }
  return { counts, firstFailure };
}

/** Every batch record of an owner as stored, its ledger included (report-ledger.ts), in order. */
export async function ledgersOf(owner: string): Promise<Record<string, unknown>[]> {
  return queryAll({ key: DELIVERY_BATCH.partition({ owner }) });
}

/**
 * An owner's sent deliveries (as last recounted) and how many of them the ledger set `set`
 * (`bouncedBy`, `complainedBy`: report-ledger.ts) holds, summed over its batches: a rate read from
 * one record per 200 deliveries (the alerts' bounce and complaint rates, docs/alerts.md).
 */
export async function sentAndRecorded(owner: string, set: string): Promise<{ sent: number; recorded: number }> {
  const records = await queryAll({ key: DELIVERY_BATCH.partition({ owner }), attributes: ['counts', set], consistent: true });
  let sent = 0;
  let recorded = 0;
  for (const record of records) {
    sent += (record.counts as DeliveryCounts | undefined)?.sent ?? 0;
    recorded += (record[set] as Set<string> | undefined)?.size ?? 0;
  }
  return { sent, recorded };
}
