import { pages, query } from '../query.ts';
import { CONTACT } from '../stored-types.ts';
import { fromItem } from './items.ts';
import type { StoredContact } from './store.ts';

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
const PARTITION = CONTACT.partition({});

/** The lowest (or highest) contact id: the first key of the partition from one end. */
async function edgeId(forward: boolean): Promise<number | undefined> {
  const page = await query({ key: PARTITION, attributes: ['id'], descending: !forward, limit: 1 });
  const id = page.items[0]?.id;
  return id === undefined ? undefined : Number(id);
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
  let pageCount = 0;
  await Promise.all(
    ranges.map(async ([from, to]) => {
      const range = { between: [CONTACT.sort({ id: from }), CONTACT.sort({ id: to })] as [string, string] };
      for await (const page of pages({ key: PARTITION, range, attributes: options.withActivity ? undefined : PROPERTIES })) {
        const batch = page.map((item) => {
          const contact = fromItem<StoredContact>(item);
          return options.withActivity ? contact : { ...contact, participations: [], meetings: [], blockedTimes: [], processStates: [] };
        });
        contacts += batch.length;
        pageCount++;
        if (batch.length) await options.onPage(batch);
      }
    }),
  );
  return { contacts, pages: pageCount, segments: ranges.length };
}
