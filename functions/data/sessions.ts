import { createHash } from 'node:crypto';
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { conditionally } from './unit-of-work.ts';
import { getItem } from './get-item.ts';
import { SESSION } from './stored-types.ts';
import { withoutKeys } from './stored-type.ts';

/**
 * Stored sessions (SESSION in stored-types.ts). The store keeps only the SHA-256 of a token, so a
 * read of the table gives no one a session. When a session ends is the domain's rule
 * (domain/users/sessions.ts); `expiresAt` lets AWS delete it eventually.
 */
export interface SessionRecord {
  userId: number;
  /** Which password the session was opened with. */
  credential: string;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
}

const key = (token: string) => SESSION.key({ tokenHash: createHash('sha256').update(token).digest('hex') });

export async function putSession(token: string, session: SessionRecord): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...key(token), ...session } }));
}

export async function getSession(token: string): Promise<SessionRecord | undefined> {
  const item = await getItem(key(token));
  return item && withoutKeys<SessionRecord>(item);
}

/** Moves an existing session to another credential; a session that is gone stays gone (WriteConflict is not thrown: answers false). */
export async function setSessionCredential(token: string, credential: string): Promise<boolean> {
  return updateExisting(token, 'SET credential = :credential', { ':credential': credential });
}

/** Notes a request on an existing session and moves its expiry. */
export function touchSession(token: string, lastSeenAt: number, expiresAt: number): Promise<boolean> {
  return updateExisting(token, 'SET lastSeenAt = :at, expiresAt = :expires', { ':at': lastSeenAt, ':expires': expiresAt });
}

export async function deleteSession(token: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: key(token) }));
}

async function updateExisting(token: string, expression: string, values: Record<string, unknown>): Promise<boolean> {
  return conditionally(() =>
    db().send(new UpdateCommand({ TableName: tableName(), Key: key(token), UpdateExpression: expression, ConditionExpression: 'attribute_exists(pk)', ExpressionAttributeValues: values })),
  );
}
