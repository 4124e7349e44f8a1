import { isConditionFailure } from './conflict.ts';
import { randomBytes } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { now, nowMillis } from './clock.ts';
import { entityKey, entityStore } from './entity-store.ts';
import { USE } from './stored-types.ts';
import { keyOfItem } from './stored-type.ts';
import { queryAll } from './query.ts';
import { usesOf, type Use } from '../../shared/uses.ts';
import { USAGE_TEXTS, type UsedKind } from '../../shared/message-usage.ts';

/**
 * Delete guards that stay exact under concurrent requests and crashes, without transactions.
 *
 * A use is an item `usage#<kind>#<usedId>` / `<userType>#<userId>#<token>` with the version of
 * the user record that the save writing it produces (`userVersion`) and when (`at`). Each save
 * writes its own items (the token), so no request can delete another's.
 *
 * Saving a user record: (1) write items for the uses it adds, (2) check each newly used record
 * exists and is not being deleted (consistent read), (3) write the record (conditional on its
 * version), (4) delete the items of uses it dropped, up to its own version. A refused step 2 or 3
 * deletes the items of step 1, so a refused save writes nothing.
 *
 * Deleting a used record: (1) mark it (`deletingAt`), which makes step 2 of any later save fail;
 * (2) count its users: an item counts when its user still uses the record, or while a save that
 * wrote it may still be on its way (the user is below `userVersion` and the item is younger than
 * LEASE_SECONDS); other items are leftovers of refused or crashed saves and are removed;
 * (3) above zero, unmark and refuse; at zero, delete it, conditional on its own mark.
 *
 * Every interleaving either counts the new use or refuses the save: a save's items are written
 * before its step-2 read, and the mark before the count.
 */
export const LEASE_SECONDS = 60;

const userPrefix = (userType: string, userId: number) => USE.sortPrefix({ userType, userId });

export class UseRefused extends Error {
  constructor(readonly errors: Record<string, string>) {
    super(Object.values(errors)[0]);
  }
}

export interface WrittenUses {
  /** Deletes exactly the items this save wrote (its own token). */
  undo(): Promise<void>;
}

/** Steps 1 and 2 of a save: writes the added uses and checks the records they point at. */
export async function claimUses(userType: string, userId: number, userVersion: number, uses: Use[]): Promise<WrittenUses> {
  const token = randomBytes(6).toString('hex');
  const keys = uses.map((use) => USE.key({ kind: use.kind, id: use.id, userType, userId, token }));
  const undo = async () => void (await Promise.all(keys.map((Key) => db().send(new DeleteCommand({ TableName: tableName(), Key })))));
  if (!uses.length) return { undo };
  const at = now();
  await Promise.all(keys.map((key) => db().send(new PutCommand({ TableName: tableName(), Item: { ...key, userVersion, at } }))));
  const errors: Record<string, string> = {};
  await Promise.all(
    uses.map(async (use) => {
      const result = await db().send(new GetCommand({ TableName: tableName(), Key: entityKey(use.kind, use.id), ConsistentRead: true }));
      if (!result.Item) errors[use.field] = USAGE_TEXTS.missing(use.kind, use.id);
      else if (isMarked(result.Item.deletingAt)) errors[use.field] = USAGE_TEXTS.beingDeleted(use.kind, use.id);
    }),
  );
  if (Object.keys(errors).length) {
    await undo();
    throw new UseRefused(errors);
  }
  return { undo };
}

/** Step 4 of a save (and the cleanup after a delete): the items of uses a user no longer has, up to its version. */
export async function releaseUses(userType: string, userId: number, upToVersion: number, uses: Use[]): Promise<void> {
  await Promise.all(
    uses.map(async (use) => {
      for (const item of await usageItems(use.kind, use.id, userPrefix(userType, userId))) {
        await db()
          .send(
            new DeleteCommand({
              TableName: tableName(),
              Key: keyOfItem(item),
              ConditionExpression: 'userVersion <= :version',
              ExpressionAttributeValues: { ':version': upToVersion },
            }),
          )
          .catch((error) => {
            if (!isConditionFailure(error)) throw error;
          });
      }
    }),
  );
}

interface UsageItem {
  pk: string;
  sk: string;
  userVersion?: number;
  at?: number;
}

function usageItems(kind: UsedKind, id: number, prefix = ''): Promise<UsageItem[]> {
  return queryAll<UsageItem>({ key: USE.partition({ kind, id }), ...(prefix ? { range: { beginsWith: prefix } } : {}), consistent: true });
}

/**
 * How the users of each type are read back (consistent reads). Entity types are read by id from
 * their partition; types kept elsewhere register their reader, and counting their uses without
 * one is an error (it would take real uses for leftovers).
 */
type UserLoader = (ids: number[]) => Promise<Map<number, { version: number }>>;
const loaders = new Map<string, UserLoader>();
const KEPT_ELSEWHERE = new Set(['event-message-workflow']);

export function registerUserLoader(userType: string, loader: UserLoader): void {
  loaders.set(userType, loader);
}

function loadUsers(userType: string, ids: number[]): Promise<Map<number, { version: number }>> {
  const loader = loaders.get(userType);
  if (loader) return loader(ids);
  if (KEPT_ELSEWHERE.has(userType)) throw new Error(`no reader registered for users of type ${userType}`);
  return entityStore<{ version: number }>(userType).getMany(ids, { consistent: true });
}

/** How many records use `kind` #id now (saves on their way included); removes leftovers it finds. */
export async function countUses(kind: UsedKind, id: number): Promise<number> {
  const items = await usageItems(kind, id);
  const byType = new Map<string, Map<number, UsageItem[]>>();
  for (const item of items) {
    const [userType, userId] = item.sk.split('#');
    const users = byType.get(userType) ?? byType.set(userType, new Map()).get(userType)!;
    users.set(Number(userId), [...(users.get(Number(userId)) ?? []), item]);
  }
  let count = 0;
  const leftovers: UsageItem[] = [];
  for (const [userType, users] of byType) {
    const records = await loadUsers(userType, [...users.keys()]);
    for (const [userId, userItems] of users) {
      const record = records.get(userId);
      const uses = record ? usesOf(userType, record).some((use) => use.kind === kind && use.id === id) : false;
      const inFlight = userItems.some((item) => (!record || record.version < Number(item.userVersion ?? 0)) && now() - Number(item.at ?? 0) < LEASE_SECONDS);
      if (uses || inFlight) count++;
      else leftovers.push(...userItems);
    }
  }
  await Promise.all(leftovers.map((item) => db().send(new DeleteCommand({ TableName: tableName(), Key: keyOfItem(item) }))));
  return count;
}

const isMarked = (deletingAt: unknown) => typeof deletingAt === 'number' && nowMillis() - deletingAt < LEASE_SECONDS * 1000;

export type GuardedRemoval<T> =
  | { outcome: 'removed'; record: T }
  /** Nothing was deleted: others use it (count), it was gone, or another request is deleting it. */
  | { outcome: 'blocked'; count: number }
  | { outcome: 'gone' }
  | { outcome: 'busy' };

/**
 * Deletes `kind` #id unless something uses it. `remove` deletes the record under the given
 * condition (the item still carries this request's mark) and answers it, or undefined.
 */
export async function removeUnlessUsed<T>(
  kind: UsedKind,
  id: number,
  remove: (onlyIf: { expression: string; names: Record<string, string>; values: Record<string, unknown> }) => Promise<T | undefined>,
): Promise<GuardedRemoval<T>> {
  const mark = nowMillis() + Math.random() / 2;
  const names = { '#mark': 'deletingAt' };
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: entityKey(kind, id),
        UpdateExpression: 'SET #mark = :mark',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(#mark) OR #mark < :expired)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ':mark': mark, ':expired': nowMillis() - LEASE_SECONDS * 1000 },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const item = await db().send(new GetCommand({ TableName: tableName(), Key: entityKey(kind, id), ConsistentRead: true }));
    return item.Item ? { outcome: 'busy' } : { outcome: 'gone' };
  }
  const count = await countUses(kind, id);
  if (count > 0) {
    await db()
      .send(
        new UpdateCommand({
          TableName: tableName(),
          Key: entityKey(kind, id),
          UpdateExpression: 'REMOVE #mark',
          ConditionExpression: '#mark = :mark',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: { ':mark': mark },
        }),
      )
      .catch((error) => {
        if (!isConditionFailure(error)) throw error;
      });
    return { outcome: 'blocked', count };
  }
  const record = await remove({ expression: '#mark = :mark', names, values: { ':mark': mark } });
  return record === undefined ? { outcome: 'gone' } : { outcome: 'removed', record };
}
