import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { isConditionFailure } from './conflict.ts';
import { conditionally } from './unit-of-work.ts';
import { LOGIN_FAILURES } from './stored-types.ts';
import { withoutKeys } from './stored-type.ts';

/**
 * The sign-in attempts of a username in its current window (LOGIN_FAILURES in stored-types.ts):
 * the conditional writes behind the throttle, whose rules are domain/users/throttle.ts's.
 */
export interface AttemptWindow {
  /** Attempts counted in the window, minus the successful ones. */
  attempts: number;
  /** Attempts counted but not yet answered. */
  pending: number;
  windowStart: number;
}

const key = (username: string) => LOGIN_FAILURES.key({ username: username.trim().toLowerCase() });

/**
 * Counts an attempt (and one pending) in the window open since after `cutoff`, or opens the
 * first window at `at`, unless the window already holds `max`; answers its start, or undefined.
 */
export async function countInOpenWindow(username: string, at: number, expiresAt: number, cutoff: number, max: number): Promise<number | undefined> {
  try {
    const result = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key(username),
        UpdateExpression: 'SET windowStart = if_not_exists(windowStart, :at), expiresAt = if_not_exists(expiresAt, :expires) ADD attempts :one, pending :one',
        ConditionExpression: 'attribute_not_exists(pk) OR (windowStart > :cutoff AND (attribute_not_exists(attempts) OR attempts < :max))',
        ExpressionAttributeValues: { ':at': at, ':expires': expiresAt, ':one': 1, ':cutoff': cutoff, ':max': max },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return (result.Attributes as AttemptWindow).windowStart;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Replaces the window that started at `overStart` with a new one holding one attempt; false if another write came first. */
export const openWindow = (username: string, overStart: number, at: number, expiresAt: number): Promise<boolean> =>
  conditionally(() =>
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...key(username), attempts: 1, pending: 1, windowStart: at, expiresAt },
        ConditionExpression: 'windowStart = :old',
        ExpressionAttributeValues: { ':old': overStart },
      }),
    ),
  );

export async function readWindow(username: string): Promise<AttemptWindow | undefined> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: key(username), ConsistentRead: true }));
  return result.Item && withoutKeys<AttemptWindow>(result.Item);
}

/** Moves the counts of the window that started at `windowStart` (nothing when it is over or cleared). */
export async function addToWindow(username: string, windowStart: number, change: { attempts?: number; pending?: number }): Promise<void> {
  const names = Object.keys(change);
  await conditionally(() =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key(username),
        UpdateExpression: `ADD ${names.map((name) => `${name} :${name}`).join(', ')}`,
        ConditionExpression: 'windowStart = :start',
        ExpressionAttributeValues: { ':start': windowStart, ...Object.fromEntries(names.map((name) => [`:${name}`, change[name as keyof typeof change]])) },
      }),
    ),
  );
}

/** Deletes the window that started at `windowStart` if just one attempt of it is being answered; false otherwise. */
export const clearWindowIfAlone = (username: string, windowStart: number): Promise<boolean> =>
  conditionally(() =>
    db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: key(username),
        ConditionExpression: 'windowStart = :start AND pending = :one',
        ExpressionAttributeValues: { ':start': windowStart, ':one': 1 },
      }),
    ),
  );
