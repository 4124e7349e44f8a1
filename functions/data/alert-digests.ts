import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { conditionally } from './unit-of-work.ts';
import { query } from './query.ts';
import { ALERT_DIGEST } from './stored-types.ts';
import { withoutKeys } from './stored-type.ts';

/**
 * The hourly alert digests (docs/alerts.md): one record per hour that a digest was claimed in, pk
 * `alert-digest`, sk the hour's first second. The claim is a put if absent, so of two firings in
 * one hour one claims and the other finds it; the record holds the window of alerts it mails (the
 * time keys after the previous digest's `upTo`, up to its own) and what became of it.
 */
export type DigestStatus = 'claimed' | 'sent' | 'empty';

export interface DigestRecord {
  hour: number;
  /** The window: alerts whose time key is after `from`, up to and with `upTo`. */
  from: string;
  upTo: string;
  status: DigestStatus;
  claimedAt: number;
  /** The mail's SES message id, once sent; how many alerts it listed. */
  messageId?: string;
  alerts?: number;
}

const key = (hour: number) => ALERT_DIGEST.key({ hour });

/** The newest digest record (the previous window's end), if any. */
export async function lastDigest(): Promise<DigestRecord | undefined> {
  const page = await query({ key: ALERT_DIGEST.partition({}), descending: true, limit: 1, consistent: true });
  return page.items[0] && withoutKeys<DigestRecord>(page.items[0]);
}

export async function getDigest(hour: number): Promise<DigestRecord | undefined> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: key(hour), ConsistentRead: true }));
  return result.Item && withoutKeys<DigestRecord>(result.Item);
}

/** Claims the hour's digest; false when another firing claimed it first. */
export async function claimDigest(record: DigestRecord): Promise<boolean> {
  return conditionally(() => db().send(new PutCommand({ TableName: tableName(), Item: { ...key(record.hour), ...record }, ConditionExpression: 'attribute_not_exists(pk)' })));
}

/** Takes over a claim whose holder stopped (its claim is as old as `claimedAt` says); false when another took it. */
export async function takeOverDigest(hour: number, claimedAt: number, at: number): Promise<boolean> {
  return conditionally(() =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key(hour),
        UpdateExpression: 'SET claimedAt = :at',
        ConditionExpression: '#status = :claimed AND claimedAt = :was',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':at': at, ':claimed': 'claimed', ':was': claimedAt },
      }),
    ),
  );
}

/** Records what became of the hour's digest. */
export async function finishDigest(hour: number, outcome: { status: Exclude<DigestStatus, 'claimed'>; messageId?: string; alerts: number }): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key(hour),
      UpdateExpression: 'SET #status = :status, alerts = :alerts' + (outcome.messageId ? ', messageId = :id' : ''),
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':status': outcome.status, ':alerts': outcome.alerts, ...(outcome.messageId ? { ':id': outcome.messageId } : {}) },
    }),
  );
}
