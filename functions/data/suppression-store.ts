import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { AUDIT_POINTER, commitWithEntry, type AuditNote } from './audit-log.ts';
import { conditionally, UnitOfWork, UnitRefused } from './unit-of-work.ts';
import { diffRecords } from '../../shared/audit.ts';
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
 * matter. Answers whether this call wrote the record. The write that adds the address carries
 * its audit entry (`by`; docs/audit.md I9); an earlier event that replaces the reason later keeps it.
 */
export async function suppress(entry: Omit<Suppression, 'recordedAt'>, by?: AuditNote): Promise<boolean> {
  const address = normalizeAddress(entry.address);
  const item = { ...key(address), ...entry, address, recordedAt: now() };
  const later = { ExpressionAttributeNames: { '#at': 'at' }, ExpressionAttributeValues: { ':at': entry.at } };
  const put = (condition: string, extra: Record<string, unknown> = {}) =>
    db().send(new PutCommand({ TableName: tableName(), Item: { ...item, ...extra }, ConditionExpression: condition, ...(condition.includes('#at') ? later : {}) }));
  try {
    const wrote = await conditionally(() =>
      !by
        ? put('attribute_not_exists(pk) OR #at > :at')
        : commitWithEntry(entryFields(item, by), (written) => new UnitOfWork().put({ ...item, [AUDIT_POINTER]: written.id }, { ifAbsent: true, name: 'suppression' }), () => undefined),
    );
    if (wrote) return true;
  } catch (error) {
    if (!(error instanceof UnitRefused && error.by('suppression'))) throw error;
  }
  if (!by) return false;
  // listed already: an earlier event replaces the reason, the record keeping the entry that listed it
  const current = (await db().send(new GetCommand({ TableName: tableName(), Key: key(address), ConsistentRead: true }))).Item;
  if (!current || Number(current.at) <= entry.at) return false;
  return conditionally(() => put('#at > :at', current[AUDIT_POINTER] === undefined ? {} : { [AUDIT_POINTER]: current[AUDIT_POINTER] }));
}

/** An address has no numeric id: its entries are filed under a 31-bit hash of it (FNV-1a), and name it. */
export function addressNumber(address: string): number {
  let hash = 0x811c9dc5;
  for (const char of normalizeAddress(address)) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193) >>> 0;
  return hash & 0x7fffffff;
}

const entryFields = (item: Omit<Suppression, 'recordedAt'>, by: AuditNote) => ({
  ...by.author,
  action: by.action,
  ...(by.note ? { note: by.note } : {}),
  entityType: 'suppression',
  entityId: addressNumber(item.address),
  entityName: item.address,
  version: 1,
  changes: diffRecords(undefined, { address: item.address, reason: item.reason, eventType: item.eventType, at: item.at }),
  impact: { contacts: 1 },
});

/** The suppressed addresses among `addresses` (matched in lower case), keyed by their lower-case address. */
export async function getSuppressions(addresses: readonly string[]): Promise<Map<string, Suppression>> {
  const found = new Map<string, Suppression>();
  const unique = [...new Set(addresses.map(normalizeAddress))].filter(Boolean);
  for (const item of await getItems(unique.map(key), { inFlight: CALLS_IN_FLIGHT })) {
    const { [AUDIT_POINTER]: _entry, ...record } = withoutKeys<Suppression & { [AUDIT_POINTER]?: number }>(item);
    found.set(record.address, record);
  }
  return found;
}
