import { isConditionFailure } from './conflict.ts';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { now } from './clock.ts';
import { SUPPRESSION } from './stored-types.ts';
import { withoutKeys } from './stored-type.ts';
import { getItems } from './batch-get.ts';

/**
 * The suppression list (docs/sending.md, Suppression): one record per address, lower case, that
 * SES reported as bounced for good or complaining. The sender reads it once per batch; the
 * `ses-events` job writes it. pk `suppression#<address>`, sk `suppression`.
 */
export interface Suppression {
  address: string;
  /** What the deliveries to this address show: 'Bounced (Permanent, General) on ...'. */
  reason: string;
  eventType: 'Bounce' | 'Complaint';
  /** When SES saw the bounce or complaint (unix seconds). */
  at: number;
  /** The SES message id of the email that bounced or was complained about. */
  sesMessageId: string;
  /** When this record was written (unix seconds). */
  recordedAt: number;
}

export const normalizeAddress = (address: string) => address.trim().toLowerCase();
const key = (address: string) => SUPPRESSION.key({ address: normalizeAddress(address) });

/** BatchGetItem requests (100 addresses each) in flight at once. */
const CALLS_IN_FLIGHT = 4;

/**
 * Records an address as suppressed. The record keeps the earliest event that suppressed the
 * address: a repeat of that event (SNS and SQS deliver at least once) and any later one write
 * nothing, so repeats, concurrent or not, are harmless and the order events arrive in does not
 * matter. Answers whether this call wrote the record.
 */
export async function suppress(entry: Omit<Suppression, 'recordedAt'>): Promise<boolean> {
  const item = { ...key(entry.address), ...entry, address: normalizeAddress(entry.address), recordedAt: now() };
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: item,
        ConditionExpression: 'attribute_not_exists(pk) OR #at > :at',
        ExpressionAttributeNames: { '#at': 'at' },
        ExpressionAttributeValues: { ':at': entry.at },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The suppressed addresses among `addresses` (matched in lower case), keyed by their lower-case address. */
export async function getSuppressions(addresses: readonly string[]): Promise<Map<string, Suppression>> {
  const found = new Map<string, Suppression>();
  const unique = [...new Set(addresses.map(normalizeAddress))].filter(Boolean);
  for (const item of await getItems(unique.map(key), { inFlight: CALLS_IN_FLIGHT })) {
    const record = withoutKeys<Suppression>(item);
    found.set(record.address, record);
  }
  return found;
}
