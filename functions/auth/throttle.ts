import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../data/client.ts';
import { now } from '../data/entity-store.ts';
import { ApiError } from '../kit/errors.ts';
import { AUTH_TEXTS } from '../../shared/auth.ts';

/**
 * Failed sign-ins per username: after MAX_FAILURES within WINDOW_SECONDS, further attempts are
 * refused (429) until the window that started with the first failure has passed.
 */
const MAX_FAILURES = Number(process.env.LOGIN_MAX_FAILURES ?? 5);
const WINDOW_SECONDS = Number(process.env.LOGIN_WINDOW_SECONDS ?? 15 * 60);

interface Failures {
  count: number;
  windowStart: number;
}

const key = (username: string) => ({ pk: `login-failures#${username.trim().toLowerCase()}`, sk: 'login-failures' });

async function read(username: string): Promise<Failures | undefined> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: key(username) }));
  const item = result.Item as Failures | undefined;
  return item && now() < item.windowStart + WINDOW_SECONDS ? item : undefined;
}

export async function assertNotThrottled(username: string): Promise<void> {
  const failures = await read(username);
  if (failures && failures.count >= MAX_FAILURES) {
    const minutes = Math.max(1, Math.ceil((failures.windowStart + WINDOW_SECONDS - now()) / 60));
    throw new ApiError(429, AUTH_TEXTS.throttled(minutes));
  }
}

export async function recordFailure(username: string): Promise<void> {
  const failures = await read(username);
  const next: Failures = failures ? { ...failures, count: failures.count + 1 } : { count: 1, windowStart: now() };
  await db().send(
    new PutCommand({ TableName: tableName(), Item: { ...key(username), ...next, expiresAt: next.windowStart + WINDOW_SECONDS } }),
  );
}

export async function clearFailures(username: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: key(username) }));
}
