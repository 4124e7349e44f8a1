import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure, WriteConflict } from './conflict.ts';
import { db, tableName } from './client.ts';
import { now } from './clock.ts';
import { getItem } from './get-item.ts';
import { bumpRevision } from './partition-cache.ts';
import { AUDIT_POINTER, auditStep, dropPendingEntry, markEntryDone, putPendingEntry, TOMBSTONE, type AuditEntry } from './audit-log.ts';

/** A condition a delete holds to besides the record existing (a delete mark: uses.ts). */
export interface RemoveCondition {
  expression: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}

/** The record an audited delete removes (entity-store.ts): its type, id and key, how its item reads, and what the delete's entry records. */
export interface DeleteTarget<R extends { version: number }> {
  type: string;
  id: number;
  key: Record<string, unknown>;
  /** The record an item holds; undefined when it is gone (a tombstone reads as gone). */
  read: (item: Record<string, unknown> | undefined) => R | undefined;
  /** The fields of the delete's entry, for the record as read and the version its tombstone takes. */
  entryFields: (current: R, version: number) => Omit<AuditEntry, 'id' | 'at' | 'state' | 'expiresAt'>;
}

/**
 * A delete with its entry (audit-log.ts): 1. the entry, pending; 2. the record's next version, as a
 * tombstone pointing at the entry; 3. the entry done; then the item itself goes. Answers the
 * deleted record, or undefined when it was already gone (or, with `onlyIf`, no longer matches it).
 */
export async function removeWithEntry<R extends { version: number }>(target: DeleteTarget<R>, onlyIf?: RemoveCondition): Promise<R | undefined> {
  // a concurrent edit moves the version under the delete: read again and retry, a few times
  for (let attempt = 0; attempt < 3; attempt++) {
    const current = target.read(await getItem(target.key, { consistent: true }));
    if (!current) return undefined;
    const entry = await putPendingEntry(target.entryFields(current, current.version + 1));
    await auditStep('entry-pending', entry);
    if (!(await bury(target.key, current, entry, onlyIf))) {
      await dropPendingEntry(entry);
      if (onlyIf) return undefined; // the caller's condition (its delete mark) no longer holds
      continue;
    }
    await bumpRevision(target.type, [{ id: target.id, deletedVersion: entry.version }]);
    await auditStep('record-written', entry);
    await markEntryDone(entry);
    await db()
      .send(new DeleteCommand({ TableName: tableName(), Key: target.key, ConditionExpression: '#version = :v', ExpressionAttributeNames: { '#version': 'version' }, ExpressionAttributeValues: { ':v': entry.version } }))
      .catch((error) => {
        if (!isConditionFailure(error)) throw error;
      });
    return current;
  }
  throw new WriteConflict();
}

/** Step 2: the record's next version, as a tombstone pointing at the entry (false: the record moved on, or `onlyIf` no longer holds). */
async function bury(key: Record<string, unknown>, current: { version: number }, entry: AuditEntry, onlyIf?: RemoveCondition): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET #tomb = :at, #pointer = :entry, #version = :next',
        ConditionExpression: `attribute_exists(pk) AND #version = :expected AND attribute_not_exists(#tomb)${onlyIf ? ` AND (${onlyIf.expression})` : ''}`,
        ExpressionAttributeNames: { '#tomb': TOMBSTONE, '#pointer': AUDIT_POINTER, '#version': 'version', ...onlyIf?.names },
        ExpressionAttributeValues: { ':at': now(), ':entry': entry.id, ':next': entry.version, ':expected': current.version, ...onlyIf?.values },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
