import { isConditionFailure } from './conflict.ts';
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { now, nowMillis } from './clock.ts';
import { UnitRefused, type UnitOfWork } from './unit-of-work.ts';
import { entityKey, entityStore } from './entity-store.ts';
import { USE } from './stored-types.ts';
import { keyOfItem } from './stored-type.ts';
import { queryAll } from './query.ts';
import { usesOf, type Use } from '../../shared/uses.ts';
import { USAGE_TEXTS, type UsedKind } from '../../shared/message-usage.ts';

/**
 * Delete guards that stay exact under concurrent requests and crashes (docs/decisions/007-delete-guards.md).
 *
 * A use is an item `usage#<kind>#<usedId>` / `<userType>#<userId>#u`, written and deleted in the
 * unit of work of the user record's own write (unit-of-work.ts): a save that adds a use puts its
 * item and checks, in the same transaction, that the used record is there and no delete of it is
 * deciding; a save that drops one deletes its item. So a use item exists exactly when the user's
 * committed record uses the record (items of the former ordered steps carry a random token instead
 * of `u`; the count still reads each user, and removes those it does not use).
 *
 * Deleting a used record: (1) mark it (`deletingAt`), from which moment no save can add a use of
 * it (its check fails); (2) count its users (the use items, each confirmed by its user); (3) above
 * zero, unmark and refuse; at zero, delete it, conditional on its own mark. A save that meets a
 * mark waits for the decision (holding nothing) and then tries again, or is refused when the
 * record went. A mark whose delete died expires after LEASE_SECONDS.
 */
export const LEASE_SECONDS = 60;
/** How long a save waits for a delete to decide (longer than a decision takes) before it is refused. */
export const WAITING_MS = 10_000;
const POLL_MS = 25;
/** The sort key's last part of a use written in its user's unit of work. */
const UNIT_TOKEN = 'u';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));


export class UseRefused extends Error {
  constructor(readonly errors: Record<string, string>) {
    super(Object.values(errors)[0]);
  }
}

/** The steps a user record's unit of work takes for its uses: what it adds and what it drops. */
export type UseSteps = (unit: UnitOfWork) => void;

const useStep = (use: Use) => `use of ${use.kind} #${use.id} (${use.field})`;

function stepsFor(userType: string, userId: number, added: Use[], dropped: Use[]): UseSteps {
  return (unit) => {
    const at = now();
    for (const use of added) {
      unit.put({ ...USE.key({ kind: use.kind, id: use.id, userType, userId, token: UNIT_TOKEN }), at });
      unit.check(entityKey(use.kind, use.id), { expression: 'attribute_exists(pk) AND (attribute_not_exists(#mark) OR #mark < :expired)', names: { '#mark': 'deletingAt' }, values: { ':expired': nowMillis() - LEASE_SECONDS * 1000 } }, useStep(use));
    }
    for (const use of dropped) unit.delete(USE.key({ kind: use.kind, id: use.id, userType, userId, token: UNIT_TOKEN }));
  };
}

/** What each used record is now (consistent read). */
async function usedStates(uses: Use[]): Promise<('there' | 'missing' | 'marked')[]> {
  return Promise.all(
    uses.map(async (use) => {
      const result = await db().send(new GetCommand({ TableName: tableName(), Key: entityKey(use.kind, use.id), ConsistentRead: true }));
      if (!result.Item) return 'missing';
      return isMarked(result.Item.deletingAt) ? 'marked' : 'there';
    }),
  );
}

/**
 * Runs a user record's write (`write`, given the steps its unit of work must take) with the uses
 * it adds and drops. When a used record is being deleted, waits for the decision without holding
 * anything and writes again; refused (UseRefused) when a record it uses is gone, or the decision
 * takes too long. (An item the former ordered steps wrote, with a token, for a use since dropped is
 * a leftover the next count removes.)
 */
export async function withUses<R>(userType: string, userId: number, added: Use[], dropped: Use[], write: (steps: UseSteps) => Promise<R>): Promise<R> {
  // waits are measured in elapsed time, not on the product's clock (which tests move)
  const deadline = performance.now() + WAITING_MS;
  for (;;) {
    try {
      return await write(stepsFor(userType, userId, added, dropped));
    } catch (error) {
      if (!(error instanceof UnitRefused) || !added.some((use) => error.by(useStep(use)))) throw error;
    }
    for (;;) {
      const states = await usedStates(added);
      const errors: Record<string, string> = {};
      states.forEach((state, i) => {
        if (state === 'missing') errors[added[i].field] = USAGE_TEXTS.missing(added[i].kind, added[i].id);
        else if (state === 'marked' && performance.now() >= deadline) errors[added[i].field] = USAGE_TEXTS.beingDeleted(added[i].kind, added[i].id);
      });
      if (Object.keys(errors).length) throw new UseRefused(errors);
      if (!states.includes('marked')) break;
      await pause(POLL_MS);
    }
  }
}

interface UsageItem {
  pk: string;
  sk: string;
  userVersion?: number;
  at?: number;
}

function usageItems(kind: UsedKind, id: number): Promise<UsageItem[]> {
  return queryAll<UsageItem>({ key: USE.partition({ kind, id }), consistent: true });
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

/** The users of `kind` #id: those that use it (and which), and leftover items (their user does not use it). */
async function tally(kind: UsedKind, id: number): Promise<{ users: { type: string; id: number }[]; leftovers: UsageItem[] }> {
  const items = await usageItems(kind, id);
  const byType = new Map<string, Map<number, UsageItem[]>>();
  for (const item of items) {
    const [userType, userId] = item.sk.split('#');
    const users = byType.get(userType) ?? byType.set(userType, new Map()).get(userType)!;
    users.set(Number(userId), [...(users.get(Number(userId)) ?? []), item]);
  }
  const result = { users: [] as { type: string; id: number }[], leftovers: [] as UsageItem[] };
  for (const [userType, users] of byType) {
    const records = await loadUsers(userType, [...users.keys()]);
    for (const [userId, userItems] of users) {
      const record = records.get(userId);
      if (record && usesOf(userType, record).some((use) => use.kind === kind && use.id === id)) result.users.push({ type: userType, id: userId });
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

/** The records that use `kind` #id now, by type and id (what a blocked delete names). */
export async function usersOf(kind: UsedKind, id: number): Promise<{ type: string; id: number }[]> {
  return (await tally(kind, id)).users;
}

/** How many records use `kind` #id now; removes the leftovers it finds. */
export async function countUses(kind: UsedKind, id: number): Promise<number> {
  const { users, leftovers } = await tally(kind, id);
  await removeItems(leftovers);
  return users.length;
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
  // marked: no save can add a use any more, so the count is final
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
