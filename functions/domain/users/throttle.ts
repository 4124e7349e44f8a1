import { isConditionFailure } from '../../data/conflict.ts';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../data/client.ts';
import { now } from '../../data/clock.ts';
import { throttled as refusal, type Failure } from '../failure.ts';
import { AUTH_TEXTS } from '../../../shared/auth.ts';

/**
 * Sign-in attempts per username. Every attempt is counted, atomically, BEFORE its password is
 * checked: once MAX_ATTEMPTS are counted in a window (which starts with its first attempt and
 * lasts WINDOW_SECONDS), further attempts are refused (429) without evaluating the password, so
 * at most MAX_ATTEMPTS wrong passwords are tried per window however many arrive at once.
 * A successful sign-in gives its own attempt back, and clears the window when no other attempt
 * is being evaluated at the same time (so a user's earlier typos do not linger).
 */
const MAX_ATTEMPTS = Number(process.env.LOGIN_MAX_FAILURES ?? 5);
const WINDOW_SECONDS = Number(process.env.LOGIN_WINDOW_SECONDS ?? 15 * 60);

interface Window {
  /** Attempts counted in the window, minus the successful ones. */
  attempts: number;
  /** Attempts counted but not yet answered. */
  pending: number;
  windowStart: number;
}

/** A counted attempt: which window it belongs to. */
export interface Attempt {
  username: string;
  windowStart: number;
}

const key = (username: string) => ({ pk: `login-failures#${username.trim().toLowerCase()}`, sk: 'login-failures' });

function throttled(windowStart: number): Failure {
  const minutes = Math.max(1, Math.ceil((windowStart + WINDOW_SECONDS - now()) / 60));
  return refusal(AUTH_TEXTS.throttled(minutes));
}

/** Adds the attempt to the open window if it has room; false when the window is full or over. */
async function addToOpenWindow(username: string, at: number): Promise<Attempt | false> {
  try {
    const result = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key(username),
        UpdateExpression: 'SET windowStart = if_not_exists(windowStart, :at), expiresAt = if_not_exists(expiresAt, :expires) ADD attempts :one, pending :one',
        ConditionExpression: 'attribute_not_exists(pk) OR (windowStart > :cutoff AND (attribute_not_exists(attempts) OR attempts < :max))',
        ExpressionAttributeValues: { ':at': at, ':expires': at + WINDOW_SECONDS, ':one': 1, ':cutoff': at - WINDOW_SECONDS, ':max': MAX_ATTEMPTS },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return { username, windowStart: (result.Attributes as Window).windowStart };
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Replaces a window that is over with a new one holding this attempt; false if another attempt did first. */
async function openNewWindow(username: string, over: Window, at: number): Promise<Attempt | false> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...key(username), attempts: 1, pending: 1, windowStart: at, expiresAt: at + WINDOW_SECONDS },
        ConditionExpression: 'windowStart = :old',
        ExpressionAttributeValues: { ':old': over.windowStart },
      }),
    );
    return { username, windowStart: at };
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Counts an attempt before its password is checked; throws 429 when the window is full. */
export async function countAttempt(username: string): Promise<Attempt> {
  // Each round either counts the attempt or sees a state another attempt just changed.
  for (let round = 0; round < 8; round++) {
    const at = now();
    const counted = await addToOpenWindow(username, at);
    if (counted) return counted;
    const current = (await db().send(new GetCommand({ TableName: tableName(), Key: key(username), ConsistentRead: true }))).Item as Window | undefined;
    if (!current) continue; // cleared in between
    if (current.windowStart > at - WINDOW_SECONDS) {
      if ((current.attempts ?? 0) >= MAX_ATTEMPTS) throw throttled(current.windowStart);
      continue;
    }
    const opened = await openNewWindow(username, current, at);
    if (opened) return opened;
  }
  throw throttled(now());
}

async function updateWindow(attempt: Attempt, expression: string, values: Record<string, number>): Promise<void> {
  await db()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key(attempt.username),
        UpdateExpression: expression,
        ConditionExpression: 'windowStart = :start',
        ExpressionAttributeValues: { ':start': attempt.windowStart, ...values },
      }),
    )
    .catch((error) => {
      if (!isConditionFailure(error)) throw error; // the window is over or cleared: nothing to do
    });
}

/** The attempt's password was wrong: it stays counted. */
export const recordFailure = (attempt: Attempt) => updateWindow(attempt, 'ADD pending :minus', { ':minus': -1 });

/** The attempt signed in: clear the window if it is the only one under evaluation, else give its attempt back. */
export async function recordSuccess(attempt: Attempt): Promise<void> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: key(attempt.username),
        ConditionExpression: 'windowStart = :start AND pending = :one',
        ExpressionAttributeValues: { ':start': attempt.windowStart, ':one': 1 },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    await updateWindow(attempt, 'ADD attempts :minus, pending :minus', { ':minus': -1 });
  }
}
