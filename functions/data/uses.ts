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
 * Delete guards that stay exact under concurrent requests and crashes, without transactions
 * (docs/decisions/007-delete-guards.md).
 *
 * A use is an item `usage#<kind>#<usedId>` / `<userType>#<userId>#<token>` with the version of
 * the user record that the save writing it produces (`userVersion`) and when (`at`). Each save
 * writes its own items (the token), so no request can delete another's.
 *
 * Saving a user record: (1) write items for the uses it adds, (2) check each newly used record
 * exists and is not being deleted (consistent read), (3) write the record (conditional on its
 * version), (4) delete the items of uses it dropped, up to its own version. A refused step 2 or 3
 * deletes the items of step 1, so a refused save writes nothing. When step 2 finds a delete
 * deciding, the save takes its items back and waits for the decision: a refused delete lets it
 * start again from step 1, a delete that went through refuses it (the record is gone).
 *
 * Deleting a used record: (1) mark it (`deletingAt`), which makes step 2 of any later save wait;
 * (2) count its users: an item counts when its user uses the record; while a save that wrote an
 * item may still be on its way (the user is below `userVersion` and the item is younger than
 * LEASE_SECONDS), the delete waits for it to land or give up, for up to DECIDING_MS, after which
 * it counts; other items are leftovers of refused or crashed saves and are removed; (3) above
 * zero, unmark and refuse; at zero, delete it, conditional on its own mark.
 *
 * Every interleaving either counts the new use or keeps the save from writing it: a save's items
 * are written before its step-2 read, and the mark before the count. No save waits while it holds
 * an item, so a delete waiting for saves and saves waiting for a delete never wait for each other.
 */
export const LEASE_SECONDS = 60;
/** How long a delete waits for saves on their way before it counts them as uses. */
export const DECIDING_MS = 5_000;
/** How long a save waits for a delete to decide (longer than a decision takes) before it is refused. */
export const WAITING_MS = 10_000;
const POLL_MS = 25;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

/** Step 1: one item per use, this save's own (its token). */
async function writeUses(userType: string, userId: number, userVersion: number, uses: Use[]): Promise<WrittenUses> {
  const token = randomBytes(6).toString('hex');
  const keys = uses.map((use) => USE.key({ kind: use.kind, id: use.id, userType, userId, token }));
  const at = now();
  await Promise.all(keys.map((key) => db().send(new PutCommand({ TableName: tableName(), Item: { ...key, userVersion, at } }))));
  return { undo: async () => void (await Promise.all(keys.map((Key) => db().send(new DeleteCommand({ TableName: tableName(), Key }))))) };
}

/** Step 2: what each used record is now (consistent read). */
async function usedStates(uses: Use[]): Promise<('there' | 'missing' | 'marked')[]> {
  return Promise.all(
    uses.map(async (use) => {
      const result = await db().send(new GetCommand({ TableName: tableName(), Key: entityKey(use.kind, use.id), ConsistentRead: true }));
      if (!result.Item) return 'missing';
      return isMarked(result.Item.deletingAt) ? 'marked' : 'there';
    }),
  );
}

/** Waits, holding no use, until no delete of these records is deciding; answers the refusals for those that were deleted. */
async function untilDecided(uses: Use[], deadline: number): Promise<Record<string, string>> {
  for (;;) {
    const states = await usedStates(uses);
    const errors: Record<string, string> = {};
    states.forEach((state, i) => {
      if (state === 'missing') errors[uses[i].field] = USAGE_TEXTS.missing(uses[i].kind, uses[i].id);
      else if (state === 'marked' && performance.now() >= deadline) errors[uses[i].field] = USAGE_TEXTS.beingDeleted(uses[i].kind, uses[i].id);
    });
    if (Object.keys(errors).length || !states.includes('marked')) return errors;
    await pause(POLL_MS);
  }
}

/**
 * Steps 1 and 2 of a save: writes the added uses and checks the records they point at. A record
 * being deleted makes the save wait for the delete's decision without holding its uses, then
 * start again; it is refused only if a record it uses is gone (or the decision takes too long).
 */
export async function claimUses(userType: string, userId: number, userVersion: number, uses: Use[]): Promise<WrittenUses> {
  if (!uses.length) return { undo: async () => undefined };
  // waits are measured in elapsed time, not on the product's clock (which tests move)
  const deadline = performance.now() + WAITING_MS;
  for (;;) {
    const written = await writeUses(userType, userId, userVersion, uses);
    const states = await usedStates(uses);
    if (states.every((state) => state === 'there')) return written;
    await written.undo();
    const errors: Record<string, string> = {};
    states.forEach((state, i) => {
      if (state === 'missing') errors[uses[i].field] = USAGE_TEXTS.missing(uses[i].kind, uses[i].id);
    });
    if (!Object.keys(errors).length) Object.assign(errors, await untilDecided(uses, deadline));
    if (Object.keys(errors).length) throw new UseRefused(errors);
  }
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

/** The users of `kind` #id: those that use it (and which), saves still on their way, and leftover items. */
async function tally(kind: UsedKind, id: number): Promise<{ using: number; users: { type: string; id: number }[]; onTheirWay: number; leftovers: UsageItem[] }> {
  const items = await usageItems(kind, id);
  const byType = new Map<string, Map<number, UsageItem[]>>();
  for (const item of items) {
    const [userType, userId] = item.sk.split('#');
    const users = byType.get(userType) ?? byType.set(userType, new Map()).get(userType)!;
    users.set(Number(userId), [...(users.get(Number(userId)) ?? []), item]);
  }
  const result = { using: 0, users: [] as { type: string; id: number }[], onTheirWay: 0, leftovers: [] as UsageItem[] };
  for (const [userType, users] of byType) {
    const records = await loadUsers(userType, [...users.keys()]);
    for (const [userId, userItems] of users) {
      const record = records.get(userId);
      const uses = record ? usesOf(userType, record).some((use) => use.kind === kind && use.id === id) : false;
      const onItsWay = userItems.some((item) => (!record || record.version < Number(item.userVersion ?? 0)) && now() - Number(item.at ?? 0) < LEASE_SECONDS);
      if (uses) {
        result.using++;
        result.users.push({ type: userType, id: userId });
      } else if (onItsWay) result.onTheirWay++;
      else result.leftovers.push(...userItems);
    }
  }
  return result;
}

const removeItems = (items: UsageItem[]) => Promise.all(items.map((item) => db().send(new DeleteCommand({ TableName: tableName(), Key: keyOfItem(item) }))));

/** Every use item of a record as stored, leftovers included (what a test or a tool inspects). */
export const useItemsOf = (kind: UsedKind, id: number) => usageItems(kind, id);

/** Whether a delete of the record is deciding now (its mark is set and not yet expired). */
export async function isBeingDeleted(kind: UsedKind, id: number): Promise<boolean> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: entityKey(kind, id), ConsistentRead: true }));
  return isMarked(result.Item?.deletingAt);
}

/** How many records use `kind` #id now (saves on their way included); removes leftovers it finds. */
/** The records that use `kind` #id now, by type and id (what a blocked delete names). */
export async function usersOf(kind: UsedKind, id: number): Promise<{ type: string; id: number }[]> {
  return (await tally(kind, id)).users;
}

export async function countUses(kind: UsedKind, id: number): Promise<number> {
  const { using, onTheirWay, leftovers } = await tally(kind, id);
  await removeItems(leftovers);
  return using + onTheirWay;
}

/**
 * Step 2 of a delete, with the record marked: the uses once the saves on their way have landed or
 * given up. Saves that start meanwhile wait for the decision and hold no use, so this settles; a
 * save that stays on its way past DECIDING_MS (its process died) counts, as the lease says.
 */
async function settledUses(kind: UsedKind, id: number): Promise<number> {
  const deadline = performance.now() + DECIDING_MS;
  for (;;) {
    const { using, onTheirWay, leftovers } = await tally(kind, id);
    if (!onTheirWay || performance.now() >= deadline) {
      await removeItems(leftovers);
      return using + onTheirWay;
    }
    await pause(POLL_MS);
  }
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
  const count = await settledUses(kind, id);
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
