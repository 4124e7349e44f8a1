import { fieldErrors } from '../validate.ts';
import { getCompanies, getContacts, getEvents, type Stamped } from '../../data/directory/store.ts';
import { putRecord, removeStaleEventWords, writeEventWords } from '../../data/directory/write.ts';
import { WriteConflict } from '../../data/conflict.ts';
import { syncRosters } from '../../data/directory/rosters.ts';
import { ensureContactFacts, syncContactFacts } from '../../data/directory/contact-facts.ts';
import { clearPendingSync, notePendingSync, sweepPendingSyncs } from '../../data/directory/pending-syncs.ts';
import { now } from '../../data/clock.ts';
import { inParallel } from '../../../shared/in-parallel.ts';
import { detectActions, isLiveEvent, type ContactActions, type DirectoryChanges, type ContactAction } from './changes.ts';
import { CHILD_OF, DirectoryRecordSchema, type DirectoryRecord, type ImportSummary } from '../../../shared/directory/records.ts';
import type { DirectoryType } from '../../data/directory/items.ts';
import type { AuditNote } from '../../data/audit-log.ts';
import { recordEntryOf } from './import-trail.ts';

/**
 * Upserts a batch of directory records by id. Invalid rows and rows that point at unknown
 * records are reported (index, field, message) while the valid rows are kept. Importing the same
 * batch twice changes nothing: a record equal to the stored one is not written again.
 *
 * Order: events, companies and contacts first, then the activity that lives inside them. A
 * contact write also carries the action triggers it causes (a booked meeting, a cancelled
 * registration), found against the stored contact; they run after all rows are written
 * (action-triggers/, docs/sending.md "Action triggers").
 */
type Row = { index: number; record: DirectoryRecord };
type Parent = Record<string, unknown> & Stamped & { id: number };

const PARENT_TYPES: DirectoryType[] = ['event', 'company', 'contact'];
const CHILD_LISTS: Record<DirectoryType, string[]> = { event: [], company: ['participations', 'packages'], contact: ['participations', 'meetings', 'blockedTimes', 'processStates'] };
const LOADERS = { event: (ids: number[]) => getEvents(ids, { withActions: true }), company: (ids: number[]) => getCompanies(ids, { withActions: true }), contact: (ids: number[]) => getContacts(ids, { withActions: true }) } as const;
const CONCURRENCY = 8;

/** JSON with sorted keys, so two records compare equal whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
}
const withoutStamps = ({ version: _v, updatedAt: _u, actionsPending: _a, auditEntry: _e, ...rest }: Parent) => rest;
const actionsOf = (record: Parent | undefined) => (record?.actionsPending ?? {}) as Record<string, ContactAction>;
const sameRecord = (a: Parent, b: Parent) => canonical(withoutStamps(a)) === canonical(withoutStamps(b));

export interface ImportProgress {
  (done: number, total: number): void;
}

/** A record to import and its position in the caller's batch (array index or line number - 1). */
export interface Numbered {
  index: number;
  value: unknown;
}

export const numbered = (values: unknown[]): Numbered[] => values.map((value, index) => ({ index, value }));

/** What an import did (the summary, its actions still to run) and what it changed for the sending side. */
export interface DirectoryImport {
  summary: Omit<ImportSummary, 'actions'>;
  changes: DirectoryChanges;
}

/** `by`: who imports; the records whose participations or deadlines change get their audit entries (import-trail.ts). */
export async function importRecords(input: Numbered[], onProgress: ImportProgress | undefined, by: AuditNote): Promise<DirectoryImport> {
  const summary: DirectoryImport['summary'] = { received: input.length, created: 0, updated: 0, unchanged: 0, failed: 0, errors: [] };
  const fail = (index: number, field: string, message: string) => summary.errors.push({ index, field, message });

  const rows: Row[] = [];
  for (const { index, value } of input) {
    const result = DirectoryRecordSchema.safeParse(value);
    if (result.success) rows.push({ index, record: result.data });
    else for (const [field, message] of Object.entries(fieldErrors(result.error))) fail(index, field, message);
  }

  // What every row refers to must exist in the store or earlier in this batch.
  const wanted: Record<DirectoryType, Set<number>> = { event: new Set(), company: new Set(), contact: new Set() };
  for (const { record } of rows) {
    if (record.type in LOADERS) wanted[record.type as DirectoryType].add(record.id);
    if ('eventId' in record && record.eventId) wanted.event.add(record.eventId);
    if ('companyId' in record && record.companyId) wanted.company.add(record.companyId);
    if ('contactId' in record) wanted.contact.add(record.contactId);
  }
  const stored = Object.fromEntries(
    await Promise.all(PARENT_TYPES.map(async (type) => [type, (await LOADERS[type]([...wanted[type]])) as unknown as Map<number, Parent>] as const)),
  ) as Record<DirectoryType, Map<number, Parent>>;
  const inBatch: Record<DirectoryType, Set<number>> = { event: new Set(), company: new Set(), contact: new Set() };
  for (const { record } of rows) if (record.type in LOADERS) inBatch[record.type as DirectoryType].add(record.id);
  const exists = (type: DirectoryType, id: number) => stored[type].has(id) || inBatch[type].has(id);

  const accepted = rows.filter(({ index, record }) => {
    const missing: [string, DirectoryType, number][] = [];
    if ('eventId' in record && record.eventId && !exists('event', record.eventId)) missing.push(['eventId', 'event', record.eventId]);
    if ('companyId' in record && record.companyId && !exists('company', record.companyId)) missing.push(['companyId', 'company', record.companyId]);
    if ('contactId' in record && !exists('contact', record.contactId)) missing.push(['contactId', 'contact', record.contactId]);
    for (const [field, type, id] of missing) fail(index, field, `There is no ${type} #${id}.`);
    return missing.length === 0;
  });

  // The next state of every parent record touched by the batch, by type and id.
  const recordOf = (type: DirectoryType, id: number) => `${type} ${id}`;
  const next = new Map<string, { type: DirectoryType; record: Parent; indexes: number[] }>();
  const target = (type: DirectoryType, id: number) => {
    const key = recordOf(type, id);
    let entry = next.get(key);
    if (!entry) {
      const current = stored[type].get(id);
      entry = { type, record: structuredClone(current ?? ({ id } as Parent)), indexes: [] };
      next.set(key, entry);
    }
    return entry;
  };
  // The events whose roster each contact's participations in this batch touch (before and after).
  const rosterEvents = new Map<number, Set<number>>();
  const touchRoster = (contactId: number, eventId: number) => rosterEvents.set(contactId, (rosterEvents.get(contactId) ?? new Set()).add(eventId));

  for (const { index, record } of accepted) {
    const { type, ...fields } = record;
    if (type === 'event' || type === 'company' || type === 'contact') {
      const entry = target(type, record.id);
      const children = Object.fromEntries(CHILD_LISTS[type].map((list) => [list, entry.record[list] ?? []]));
      const extra = type === 'contact' ? { fullName: `${record.firstName} ${record.lastName}` } : {};
      entry.record = { ...fields, ...extra, ...children, version: entry.record.version, updatedAt: entry.record.updatedAt } as Parent;
      entry.indexes.push(index);
      continue;
    }
    const { parent, key, list } = CHILD_OF[type];
    const entry = target(parent, (record as unknown as Record<string, number>)[key]);
    const items = ((entry.record[list] as { id: number }[] | undefined) ?? []).filter((item) => item.id !== record.id);
    const previous = ((entry.record[list] as { id: number; eventId?: number }[] | undefined) ?? []).find((item) => item.id === record.id);
    entry.record[list] = [...items, fields].sort((a, b) => a.id - b.id);
    entry.indexes.push(index);
    if (record.type === 'participation') {
      if (previous?.eventId) touchRoster(record.contactId, previous.eventId);
      touchRoster(record.contactId, record.eventId);
    }
  }

  // Rosters and facts follow the contacts after they are written: what this import is about to
  // change is noted first, so that if it dies in between, the next import, the local start-up or a
  // reader of the roster completes it (docs/directory.md, "After a crash"); so are notes left by
  // imports that died before.
  await sweepPendingSyncs();
  const contactRows = accepted.filter(({ record }) => record.type === 'contact').map(({ record }) => record.id);
  const pending = await notePendingSync(rosterEvents, contactRows);

  const at = now();
  // action triggers count only at events people are still coming to (as this batch leaves them)
  const isLive = (eventId: number) => isLiveEvent((next.get(recordOf('event', eventId))?.record ?? stored.event.get(eventId)) as never, at);
  const withActions: ContactActions[] = [];
  const entries = [...next.values()].sort((a, b) => PARENT_TYPES.indexOf(a.type) - PARENT_TYPES.indexOf(b.type));
  let done = 0;
  for (const type of PARENT_TYPES) {
    await inParallel(entries.filter((e) => e.type === type), CONCURRENCY, async ({ record, indexes }) => {
      const current = stored[type].get(record.id);
      const rows = new Set(indexes).size;
      if (current && sameRecord(current, record)) {
        summary.unchanged += rows;
        if (type === 'contact') withActions.push({ contactId: record.id, version: current.version, actions: actionsOf(current) });
      } else {
        try {
          const version = (current?.version ?? 0) + 1;
          const written: Parent = { ...record, version, updatedAt: at };
          // carried over until they ran, and written in the same put as the change that caused them
          const actions = type === 'contact' ? { ...actionsOf(current), ...detectActions(current as never, record as never, version, isLive, at) } : {};
          if (Object.keys(actions).length) written.actionsPending = actions;
          if (type === 'event') await writeEventWords(written as never);
          await putRecord(type, written, current?.version, recordEntryOf(by, type, current, written));
          if (type === 'contact') withActions.push({ contactId: record.id, version, actions });
          if (type === 'event' && current) await removeStaleEventWords(current as never, written as never);
          if (current) summary.updated += rows;
          else summary.created += rows;
        } catch (error) {
          if (!(error instanceof WriteConflict)) throw error;
          for (const index of indexes) fail(index, 'id', `${type} #${record.id} was changed by another import meanwhile; import this row again.`);
        }
      }
      done += rows;
      onProgress?.(done, accepted.length);
    });
  }
  // Rosters and contact facts follow what the contacts hold now, also where a row lost to a concurrent import.
  await syncRosters(rosterEvents, CONCURRENCY);
  if (contactRows.length) {
    await ensureContactFacts();
    await syncContactFacts(contactRows);
  }
  await clearPendingSync(pending);
  summary.failed = new Set(summary.errors.map((e) => e.index)).size;
  summary.errors.sort((a, b) => a.index - b.index);
  // Published last, once the rosters say what the contacts say: the items of every event in the
  // batch follow its dates (also where an earlier import stopped short), and the action triggers
  // run (a cancellation takes the contact out of sends in progress: domain/sending/cancellations.ts).
  const eventIds = accepted.filter(({ record }) => record.type === 'event').map(({ record }) => record.id);
  return { summary, changes: { eventIds, contacts: withActions } };
}
