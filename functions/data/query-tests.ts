import { createHash } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { now } from './clock.ts';
import { QUERY_TEST } from './stored-types.ts';

/**
 * Successful runs of a query text through POST /v1/graphql. Activating a reference set template
 * needs its exact query to have run successfully recently: "tested since its last edit", enforced
 * on the server without trusting the client.
 */
export const QUERY_TEST_VALID_SECONDS = 24 * 3600;

const key = (query: string) => QUERY_TEST.key({ queryHash: createHash('sha256').update(query.trim()).digest('hex') });

export async function recordQueryTest(query: string): Promise<void> {
  const at = now();
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...key(query), testedAt: at, expiresAt: at + QUERY_TEST_VALID_SECONDS } }));
}

export async function wasQueryTested(query: string): Promise<boolean> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: key(query) }));
  return Boolean(result.Item && now() - Number(result.Item.testedAt) < QUERY_TEST_VALID_SECONDS);
}
