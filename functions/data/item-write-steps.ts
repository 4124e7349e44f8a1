import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure } from './conflict.ts';
import { db, tableName } from './client.ts';
import { COUNT_MOVE, COUNTED, defined, indexKeys, itemKey, moveKeys, NO_MOVE_KEYS } from './item-keys.ts';
import type { CountBucket, CountMove } from './item-counts.ts';
import type { StoredItem } from './event-workflow-item.ts';

/**
 * The single writes `writeItem` (item-store.ts) is made of, each one conditional request: step 1
 * (create, replace, mark a removal, or delete an item the counters do not hold) and step 3 (clear
 * the move, or delete the marked item). Steps 2 and 4 are item-counts.ts's.
 */

/** Step 1 of a create: the item with its keys, index keys and the move (a conflict when it exists). */
export const putNew = (record: StoredItem, move: CountMove | undefined) =>
  db().send(
    new PutCommand({
      TableName: tableName(),
      Item: defined({ ...record, ...itemKey(record.eventId, record.id), ...indexKeys(record), [COUNTED]: move?.to ?? undefined, ...(move ? { [COUNT_MOVE]: move, ...moveKeys(move, record.id) } : {}) }),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );

/** The condition every change of an item names: the version and the count bucket read, and no move under way. */
function readAs(current: StoredItem, counted: CountBucket | null, names: Record<string, string>, values: Record<string, unknown>): string {
  Object.assign(names, { '#version': 'version', '#counted': COUNTED, '#move': COUNT_MOVE });
  values[':expected'] = current.version;
  if (counted !== null) values[':counted'] = counted;
  return `#version = :expected AND attribute_not_exists(#move) AND ${counted === null ? 'attribute_not_exists(#counted)' : '#counted = :counted'}`;
}

/** Step 1 of a change: `next`'s fields set (the ones it lacks removed), with its index keys and the move. */
export async function replace(current: StoredItem, counted: CountBucket | null, next: StoredItem, move: CountMove | undefined): Promise<void> {
  const extra: Record<string, unknown> = { ...indexKeys(next), ...(move ? { [COUNTED]: move.to ?? undefined, [COUNT_MOVE]: move, ...moveKeys(move, next.id) } : {}) };
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const condition = readAs(current, counted, names, values);
  const sets = Object.entries({ ...next, ...extra })
    .filter(([name, value]) => name !== 'id' && value !== undefined)
    .map(([name, value], i) => {
      names[`#f${i}`] = name;
      values[`:f${i}`] = value;
      return `#f${i} = :f${i}`;
    });
  const removed = [
    ...Object.keys(current).filter((name) => (next as unknown as Record<string, unknown>)[name] === undefined && !(name in extra)),
    ...Object.keys(extra).filter((name) => extra[name] === undefined),
  ];
  const removals = removed.map((name, i) => ((names[`#r${i}`] = name), `#r${i}`));
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: itemKey(current.eventId, current.id),
      UpdateExpression: `SET ${sets.join(', ')}${removals.length ? ` REMOVE ${removals.join(', ')}` : ''}`,
      ConditionExpression: condition,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    }),
  );
}

/** Step 1 of a delete of a counted item: it is no longer counted, and carries the move. */
export async function markRemoval(current: StoredItem, counted: CountBucket | null, move: CountMove): Promise<void> {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':move': move };
  const condition = readAs(current, counted, names, values);
  const keys = moveKeys(move, current.id);
  const sets = Object.entries(keys).map(([name, value], i) => ((names[`#k${i}`] = name), (values[`:k${i}`] = value), `#k${i} = :k${i}`));
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: itemKey(current.eventId, current.id),
      UpdateExpression: `SET #move = :move, ${sets.join(', ')} REMOVE #counted`,
      ConditionExpression: condition,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    }),
  );
}

/** A delete of an item the counters do not hold: one conditional delete. */
export async function removeUncounted(current: StoredItem): Promise<void> {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const condition = readAs(current, null, names, values);
  await db().send(new DeleteCommand({ TableName: tableName(), Key: itemKey(current.eventId, current.id), ConditionExpression: condition, ExpressionAttributeNames: names, ExpressionAttributeValues: values }));
}

/** The condition that the move on the item is still this writer's: its token, not taken over. */
const stillMine = (token: string) => ({
  condition: '#move.#token = :token AND attribute_not_exists(#move.#takenBy)',
  names: { '#move': COUNT_MOVE, '#token': 'token', '#takenBy': 'takenBy' },
  values: { ':token': token },
});

/** Step 3 of a change: the move cleared (false: a recovery took it over and clears it). */
export async function clearMove(key: Record<string, unknown>, token: string): Promise<boolean> {
  const mine = stillMine(token);
  const names: Record<string, string> = { ...mine.names };
  const keyNames = Object.keys(NO_MOVE_KEYS).map((name, i) => ((names[`#k${i}`] = name), `#k${i}`));
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: `REMOVE #move, ${keyNames.join(', ')}`,
        ConditionExpression: mine.condition,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: mine.values,
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Step 3 of a delete: the marked item deleted (false: a recovery took the move over). */
export async function deleteMarked(current: StoredItem, token: string): Promise<boolean> {
  const mine = stillMine(token);
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: itemKey(current.eventId, current.id),
        ConditionExpression: `#version = :expected AND ${mine.condition}`,
        ExpressionAttributeNames: { ...mine.names, '#version': 'version' },
        ExpressionAttributeValues: { ...mine.values, ':expected': current.version },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
