import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../client.ts';
import { idKey } from '../table.ts';
import { fromItem } from './items.ts';
import { storeCalls, type StoredContact } from './store.ts';

/**
 * Reads every contact: the `contact` partition in parallel segments, each a Query on a range of
 * the sort key (the zero-padded id), never a table Scan. The id range comes from the first and
 * last key of the partition (ids come from the CRM, so there is no counter to read). Without
 * `withActivity` only the contact's own properties travel (a projection), and its activity
 * lists are empty.
 */
const PROPERTIES = [
  'id', 'firstName', 'lastName', 'fullName', 'email', 'phoneNumber', 'languageId', 'companyId', 'functionId', 'jobTitle', 'vipRoleIds',
  'mobileServiceAccount', 'offeringsCount', 'offeringsStatus', 'investmentsCount', 'investmentsStatus', 'investmentDataUpdatedAt', 'personalInfoKnown',
];
const projection = {
  ProjectionExpression: PROPERTIES.map((_, i) => `#p${i}`).join(','),
  ExpressionAttributeNames: Object.fromEntries(PROPERTIES.map((name, i) => [`#p${i}`, name])),
};

async function edgeId(forward: boolean): Promise<number | undefined> {
  storeCalls.count++;
  const result = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': 'contact' },
      ProjectionExpression: 'sk',
      ScanIndexForward: forward,
      Limit: 1,
    }),
  );
  const sk = result.Items?.[0]?.sk;
  return sk === undefined ? undefined : Number(sk);
}

/** Splits [first, last] into `count` contiguous id ranges. */
export function idRanges(first: number, last: number, count: number): [number, number][] {
  const span = last - first + 1;
  const parts = Math.max(1, Math.min(count, span));
  return Array.from({ length: parts }, (_, i) => [first + Math.floor((i * span) / parts), first + Math.floor(((i + 1) * span) / parts) - 1]);
}

export interface PartitionReadOptions {
  segments: number;
  withActivity: boolean;
  /** Called for each page as it arrives; pages of different segments may be handled concurrently. */
  onPage: (contacts: StoredContact[]) => Promise<void> | void;
}

export async function readAllContacts(options: PartitionReadOptions): Promise<{ contacts: number; pages: number; segments: number }> {
  const [first, last] = await Promise.all([edgeId(true), edgeId(false)]);
  if (first === undefined || last === undefined) return { contacts: 0, pages: 0, segments: 0 };
  const ranges = idRanges(first, last, options.segments);
  let contacts = 0;
  let pages = 0;
  await Promise.all(
    ranges.map(async ([from, to]) => {
      let startKey: Record<string, unknown> | undefined;
      do {
        storeCalls.count++;
        const page = await db().send(
          new QueryCommand({
            TableName: tableName(),
            KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
            ExpressionAttributeValues: { ':pk': 'contact', ':from': idKey(from), ':to': idKey(to) },
            ...(options.withActivity ? {} : projection),
            ExclusiveStartKey: startKey,
          }),
        );
        startKey = page.LastEvaluatedKey;
        const batch = (page.Items ?? []).map((item) => {
          const contact = fromItem<StoredContact>(item);
          return options.withActivity ? contact : { ...contact, participations: [], meetings: [], blockedTimes: [], processStates: [] };
        });
        contacts += batch.length;
        pages++;
        if (batch.length) await options.onPage(batch);
      } while (startKey);
    }),
  );
  return { contacts, pages, segments: ranges.length };
}
