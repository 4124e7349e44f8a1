import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { TABLE_DEFINITION } from './table.ts';
import type { IndexName } from './stored-type.ts';

/**
 * The one Query of the data layer. `key` is the partition (of the table, or of `index`), `range`
 * a condition on its sort key. `query` answers one page and the cursor to the next (undefined
 * after the last); `pages` and `queryAll` follow the cursor until the store gives none, since the
 * embedded store may answer an empty page that still carries one.
 */
export type Range =
  | { equals: string }
  | { beginsWith: string }
  | { between: [string, string] }
  | { below: string }
  | { atMost: string }
  | { above: string }
  | { atLeast: string };

export type Cursor = Record<string, unknown>;
export type Item = Record<string, unknown>;

export interface QueryRequest {
  key: string;
  range?: Range;
  index?: IndexName;
  /** Items a page holds at most (the store's own limit of 1 MB applies as well). */
  limit?: number;
  cursor?: Cursor;
  /** Strongly consistent (the table only: indexes are eventually consistent). */
  consistent?: boolean;
  /** Only these attributes (a projection). */
  attributes?: readonly string[];
  /** Sort key descending. */
  descending?: boolean;
}

export interface Page<T = Item> {
  items: T[];
  cursor?: Cursor;
}

function keyCondition(request: QueryRequest): { expression: string; values: Record<string, unknown> } {
  const definition = request.index ? TABLE_DEFINITION.indexes.find((i) => i.name === request.index)! : TABLE_DEFINITION;
  const [pk, sk] = [definition.partitionKey, definition.sortKey];
  const values: Record<string, unknown> = { ':pk': request.key };
  const range = request.range;
  if (!range) return { expression: `${pk} = :pk`, values };
  const [operator, bound] = Object.entries(range)[0] as [string, string | [string, string]];
  if (operator === 'between') {
    const [from, to] = bound as [string, string];
    return { expression: `${pk} = :pk AND ${sk} BETWEEN :from AND :to`, values: { ...values, ':from': from, ':to': to } };
  }
  values[':sk'] = bound;
  if (operator === 'beginsWith') return { expression: `${pk} = :pk AND begins_with(${sk}, :sk)`, values };
  const comparison = { equals: '=', below: '<', atMost: '<=', above: '>', atLeast: '>=' }[operator];
  if (!comparison) throw new Error(`Unknown range ${operator}.`);
  return { expression: `${pk} = :pk AND ${sk} ${comparison} :sk`, values };
}

/** One page of a partition. */
export async function query<T = Item>(request: QueryRequest): Promise<Page<T>> {
  const { expression, values } = keyCondition(request);
  const names = request.attributes && Object.fromEntries(request.attributes.map((a, i) => [`#a${i}`, a]));
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: request.index,
      KeyConditionExpression: expression,
      ExpressionAttributeValues: values,
      ...(names ? { ProjectionExpression: Object.keys(names).join(','), ExpressionAttributeNames: names } : {}),
      ...(request.consistent ? { ConsistentRead: true } : {}),
      ...(request.descending ? { ScanIndexForward: false } : {}),
      ...(request.limit ? { Limit: request.limit } : {}),
      ExclusiveStartKey: request.cursor,
    }),
  );
  return { items: (answer.Items ?? []) as T[], cursor: answer.LastEvaluatedKey };
}

/** Pages read by `read` from `cursor` on, until the store answers no cursor: the one place that follows LastEvaluatedKey. */
export async function* follow<T>(read: (cursor: Cursor | undefined) => Promise<Page<T>>, cursor?: Cursor): AsyncGenerator<T[]> {
  do {
    const page = await read(cursor);
    yield page.items;
    cursor = page.cursor;
  } while (cursor);
}

/** Every page of a partition, in order, as the store answers them. */
export const pages = <T = Item>(request: QueryRequest): AsyncGenerator<T[]> => follow((cursor) => query<T>({ ...request, cursor }), request.cursor);

/** Every item of a partition (or of its range). */
export async function queryAll<T = Item>(request: Omit<QueryRequest, 'cursor'>): Promise<T[]> {
  const items: T[] = [];
  for await (const page of pages<T>(request)) items.push(...page);
  return items;
}
