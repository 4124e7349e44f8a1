import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { conditionally } from './unit-of-work.ts';
import { now } from './clock.ts';
import { queryAll, query } from './query.ts';
import { ALERT, ALERT_READS } from './stored-types.ts';
import { withoutKeys } from './stored-type.ts';
import { ALERT_KEEP_SECONDS, type Alert } from '../../shared/alerts.ts';

/**
 * Alerts (docs/alerts.md): one record per (kind, item), pk `alert`, sk its id, written once by a
 * put if absent; gsi4 orders them by time (`alert-time`, `<createdAt:10>#<id>`: the alert's time
 * key). A user's read state is one record: everything up to a time key (Mark all as read), and
 * the time keys of alerts read one by one after it.
 */
/** An alert as kept: what the API answers of it (shared/alerts.ts) but the reader's read state, and where it is in time. */
export interface StoredAlert extends Omit<Alert, 'read'> {
  /** gsi4's sort key: where the alert is in time order. */
  timeKey: string;
  expiresAt: number;
}

export type NewAlert = Omit<StoredAlert, 'timeKey' | 'expiresAt' | 'createdAt'>;

const INDEX = 'gsi4';
const TIME_PARTITION = ALERT.indexPartition(INDEX, {});
const live = (alert: StoredAlert, at = now()) => alert.expiresAt > at;
const fromItem = (item: Record<string, unknown>): StoredAlert => withoutKeys<StoredAlert>(item);

/** Writes the alert unless one with its id exists; answers whether this call wrote it. */
export async function putAlertOnce(alert: NewAlert, at = now()): Promise<boolean> {
  const timeKey = ALERT.indexSort(INDEX, { at, id: alert.id });
  const stored: StoredAlert = { ...alert, createdAt: at, timeKey, expiresAt: at + ALERT_KEEP_SECONDS };
  return conditionally(() =>
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...ALERT.key({ id: alert.id }), ...ALERT.indexKeys(INDEX, { at, id: alert.id }), ...stored },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    ),
  );
}

export async function getAlert(id: string): Promise<StoredAlert | undefined> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: ALERT.key({ id }), ConsistentRead: true }));
  return result.Item && live(fromItem(result.Item)) ? fromItem(result.Item) : undefined;
}

/** Every alert kept, newest first. */
export async function listAlerts(): Promise<StoredAlert[]> {
  const at = now();
  return (await queryAll({ key: TIME_PARTITION, index: INDEX, descending: true })).map(fromItem).filter((alert) => live(alert, at));
}

/** The time keys of the alerts after `timeKey` (all when empty), newest first, at most `limit`: what the unread count reads. */
export async function timeKeysAfter(timeKey: string, limit: number): Promise<string[]> {
  const page = await query({ key: TIME_PARTITION, index: INDEX, range: { above: timeKey }, descending: true, limit, attributes: ['timeKey', 'expiresAt'] });
  const at = now();
  return page.items.filter((item) => Number(item.expiresAt) > at).map((item) => String(item.timeKey));
}

/** The alerts after `from` up to `to` (time keys), oldest first: a digest's window. */
export async function alertsBetween(from: string, to: string): Promise<StoredAlert[]> {
  const items = await queryAll({ key: TIME_PARTITION, index: INDEX, range: { between: [from, to] } });
  return items.map(fromItem).filter((alert) => alert.timeKey > from);
}

/** The time key bound of everything created up to `at` (an alert's key at `at` sorts before it). */
export const timeKeyUpTo = (at: number) => `${ALERT.indexSort(INDEX, { at, id: '' })}~`;

export interface AlertReads {
  /** Every alert up to this time key is read ('' : none). */
  readUpTo: string;
  /** Time keys of alerts after readUpTo read one by one. */
  read: Set<string>;
}

export async function getReads(userId: number): Promise<AlertReads> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: ALERT_READS.key({ userId }), ConsistentRead: true }));
  return { readUpTo: String(result.Item?.readUpTo ?? ''), read: (result.Item?.read as Set<string> | undefined) ?? new Set() };
}

/** Marks one alert read (an ADD to a set: a repeat changes nothing). */
export async function markRead(userId: number, timeKey: string): Promise<void> {
  await db().send(
    new UpdateCommand({ TableName: tableName(), Key: ALERT_READS.key({ userId }), UpdateExpression: 'ADD #read :key', ExpressionAttributeNames: { '#read': 'read' }, ExpressionAttributeValues: { ':key': new Set([timeKey]) } }),
  );
}

/**
 * Marks every alert up to `upTo` read, and the alerts `after` it (those of the click's own second,
 * which `upTo` does not cover: an alert raised later in that second stays unread) one by one: the
 * earlier one-by-one reads are replaced. Never moves the mark back; behind a later mark, the alerts
 * `after` are added one by one.
 */
export async function markAllRead(userId: number, upTo: string, after: string[]): Promise<void> {
  const marked = await conditionally(() =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: ALERT_READS.key({ userId }),
        UpdateExpression: after.length ? 'SET readUpTo = :upTo, #read = :after' : 'SET readUpTo = :upTo REMOVE #read',
        ConditionExpression: 'attribute_not_exists(readUpTo) OR readUpTo < :upTo',
        ExpressionAttributeNames: { '#read': 'read' },
        ExpressionAttributeValues: { ':upTo': upTo, ...(after.length ? { ':after': new Set(after) } : {}) },
      }),
    ),
  );
  // a later mark is there already: what it does not cover is read one by one
  if (!marked) for (const key of after) await markRead(userId, key);
}
