import { randomUUID } from 'node:crypto';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { queryAll, query } from './query.ts';
import { REPLAN_RECORD } from './stored-types.ts';
import { REPLANS_KEPT, type ReplanRecord } from '../../shared/change-preview.ts';

/**
 * What imports moved on an event (REPLAN_RECORD in stored-types.ts; docs/change-previews.md R1-R3):
 * one record per item an import re-planned, newest first, at most REPLANS_KEPT per event (the
 * writer trims the older ones) and each kept for a year at most (the store's expiry).
 */
const KEEP_SECONDS = 365 * 86_400;

export async function recordReplans(eventId: number, records: ReplanRecord[]): Promise<void> {
  for (const record of records) {
    const key = REPLAN_RECORD.key({ eventId, at: record.at, eventVersion: record.eventVersion, itemId: record.itemId, token: randomUUID().slice(0, 8) });
    await db().send(new PutCommand({ TableName: tableName(), Item: { ...key, ...record, eventId, expiresAt: record.at + KEEP_SECONDS } }));
  }
  if (records.length) await trim(eventId);
}

/** Removes all but the newest REPLANS_KEPT of the event (an import's records, or two imports at once: each trims). */
async function trim(eventId: number): Promise<void> {
  const keys = await queryAll<{ sk: string }>({ key: REPLAN_RECORD.partition({ eventId }), descending: true, attributes: ['sk'] });
  for (const old of keys.slice(REPLANS_KEPT)) await db().send(new DeleteCommand({ TableName: tableName(), Key: REPLAN_RECORD.keyAt({ eventId }, old.sk) }));
}

/** The event's re-plans, newest first. */
export async function listReplans(eventId: number, at: number): Promise<ReplanRecord[]> {
  const page = await query<ReplanRecord & { expiresAt: number }>({ key: REPLAN_RECORD.partition({ eventId }), descending: true, limit: REPLANS_KEPT });
  return page.items
    .filter((item) => Number(item.expiresAt) > at)
    .map(({ itemId, messageWorkflowId, from, to, statusBefore, statusAfter, note, at: when, importId, eventVersion }) => ({ itemId, messageWorkflowId, from, to, statusBefore, statusAfter, note, at: when, importId, eventVersion }));
}
