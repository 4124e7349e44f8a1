import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { conditionally } from './unit-of-work.ts';
import { isConditionFailure } from './conflict.ts';
import { now } from './clock.ts';
import { RATE_WINDOW } from './stored-types.ts';

/**
 * Counters for rate limits: how much a subject (a user) used in its current window of a given
 * length. One item per subject and window length (`rate#<scope>#<subject>` / `<seconds>`) holding
 * the window's start and what it used. A window opens with the first use after the previous one is
 * over. Every use is counted by one conditional write, so however many arrive at once, a window
 * never holds more than its maximum.
 */
export interface RateWindow {
  seconds: number;
  max: number;
}

interface StoredWindow {
  windowStart: number;
  used: number;
}

/** What a take answers: whether it fitted, and the window it was counted in (or that refused it). */
export interface Taken {
  taken: boolean;
  windowStart: number;
  /** When the window is over (unix seconds). */
  endsAt: number;
}

const ROUNDS = 10;

const key = (scope: string, subject: string | number, window: RateWindow) => RATE_WINDOW.key({ scope, subject, seconds: window.seconds });

/** Adds `count` to the open window if it has room; false when it is full, over or missing. */
async function addToOpenWindow(itemKey: Record<string, string>, window: RateWindow, count: number, at: number): Promise<number | false> {
  try {
    const result = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: itemKey,
        UpdateExpression: 'ADD used :count',
        ConditionExpression: 'windowStart > :cutoff AND used <= :room',
        ExpressionAttributeValues: { ':count': count, ':cutoff': at - window.seconds, ':room': window.max - count },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return (result.Attributes as StoredWindow).windowStart;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Opens a new window holding `count`, in place of the one seen (or none); false if another use did first. */
async function openWindow(itemKey: Record<string, string>, window: RateWindow, count: number, at: number, seen: StoredWindow | undefined): Promise<boolean> {
  return conditionally(() =>
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...itemKey, windowStart: at, used: count, expiresAt: at + window.seconds },
        ...(seen
          ? { ConditionExpression: 'windowStart = :seen', ExpressionAttributeValues: { ':seen': seen.windowStart } }
          : { ConditionExpression: 'attribute_not_exists(pk)' }),
      }),
    ),
  );
}

/** Counts `count` uses in the subject's window, or answers that they do not fit. */
export async function takeFromWindow(scope: string, subject: string | number, window: RateWindow, count: number): Promise<Taken> {
  const itemKey = key(scope, subject, window);
  // Each round either counts the uses or sees a window another use just changed; after
  // ROUNDS of that the uses are refused, never counted past the maximum.
  let seen: StoredWindow | undefined;
  for (let round = 0; round < ROUNDS; round++) {
    const at = now();
    const counted = count <= window.max && (await addToOpenWindow(itemKey, window, count, at));
    if (counted !== false) return { taken: true, windowStart: counted, endsAt: counted + window.seconds };
    seen = (await db().send(new GetCommand({ TableName: tableName(), Key: itemKey, ConsistentRead: true }))).Item as StoredWindow | undefined;
    if (seen && seen.windowStart > at - window.seconds) {
      if (seen.used + count > window.max) return { taken: false, windowStart: seen.windowStart, endsAt: seen.windowStart + window.seconds };
      continue; // room was given back meanwhile
    }
    if (count > window.max) return { taken: false, windowStart: at, endsAt: at + window.seconds };
    if (await openWindow(itemKey, window, count, at, seen)) return { taken: true, windowStart: at, endsAt: at + window.seconds };
  }
  const windowStart = seen?.windowStart ?? now();
  return { taken: false, windowStart, endsAt: windowStart + window.seconds };
}

/** Gives back uses counted in a window that never happened; nothing when that window is over. */
export async function giveBackToWindow(scope: string, subject: string | number, window: RateWindow, count: number, windowStart: number): Promise<void> {
  await conditionally(() =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key(scope, subject, window),
        UpdateExpression: 'ADD used :minus',
        ConditionExpression: 'windowStart = :start',
        ExpressionAttributeValues: { ':minus': -count, ':start': windowStart },
      }),
    ),
  );
}
