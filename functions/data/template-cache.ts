import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { TEMPLATE_CACHE } from './stored-types.ts';

/**
 * The email templates of a template service as last fetched (TEMPLATE_CACHE in stored-types.ts),
 * so the message form does not call the service on every search. How old a list may be is
 * domain/catalogue/email-templates.ts's rule.
 */
export interface CachedTemplates<T> {
  items: T[];
  fetchedAt: number;
}

const key = (service: string) => TEMPLATE_CACHE.key({ service });

export async function readCachedTemplates<T>(service: string): Promise<CachedTemplates<T> | undefined> {
  const cached = (await db().send(new GetCommand({ TableName: tableName(), Key: key(service) }))).Item;
  return cached && { items: cached.items as T[], fetchedAt: Number(cached.fetchedAt) };
}

export async function cacheTemplates<T>(service: string, list: CachedTemplates<T>): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...key(service), items: list.items, fetchedAt: list.fetchedAt } }));
}
