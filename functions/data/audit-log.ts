import { now, nowMillis } from './clock.ts';
import { queryAll } from './query.ts';
import { getItems } from './batch-get.ts';
import { getSetting } from './settings.ts';
import { AUDIT_ENTRY } from './stored-types.ts';
import { withoutKeys } from './stored-type.ts';
import { UnitOfWork, UnitRefused } from './unit-of-work.ts';
import { AUDIT_RETENTION_DAYS_DEFAULT, AUDIT_RETENTION_SETTING, type AuditAction, type AuditAuthor, type AuditChange, type AuditImpact, type AuditParent } from '../../shared/audit.ts';

/**
 * The audit trail's entries (docs/audit.md). An entry is written in the same unit of work as the
 * change it records (unit-of-work.ts: one transaction), so there is an entry exactly when there is
 * a change: a refused change writes neither, a crash leaves both or neither. Entries are keyed by
 * (record, the version the change makes, the entry's own id) and name the entry of the version they
 * replace (`previous`); the record carries the id of the entry of its current version (`auditEntry`).
 * Entries with `state: 'pending'` are from the ordered steps before the store had transactions:
 * they are settled once (migrations/settle-pending-audit-entries.ts) and never counted.
 */
export interface AuditEntry extends AuditAuthor {
  id: number;
  at: number;
  action: AuditAction;
  entityType: string;
  entityId: number;
  entityName: string;
  version: number;
  changes: AuditChange[];
  note?: string;
  /** The entry of the version this change replaced (none for a create, or a record older than the trail). */
  previous?: number;
  /** The record this one belongs to (an item's event): its History lists the entry too (gsi1). */
  parent?: AuditParent;
  /** What the change does to sends, where known. */
  impact?: AuditImpact;
  state: 'pending' | 'done';
  expiresAt: number;
}

/** What a write tells the store about itself: who, what kind of change, and why where it is a step of something else. */
export interface AuditNote {
  author: AuditAuthor;
  action: AuditAction;
  note?: string;
}

/** The attribute a record item carries: the id of the entry that recorded its current version. */
export const AUDIT_POINTER = 'auditEntry';
/** The attribute of a record a former two-step delete left as a tombstone: it reads as gone. */
export const TOMBSTONE = 'deletedAt';

const DAY = 86_400;
const RETENTION_REREAD_MS = 60_000;
let retention: { days: number; readAt: number } | undefined;

/** How long entries are kept (the setting `audit.retentionDays`, 2 years by default), re-read at most once a minute. */
export async function retentionDays(): Promise<number> {
  if (retention && nowMillis() - retention.readAt < RETENTION_REREAD_MS) return retention.days;
  const value = Number((await getSetting(AUDIT_RETENTION_SETTING))?.value);
  const days = Number.isFinite(value) && value >= 1 ? Math.floor(value) : AUDIT_RETENTION_DAYS_DEFAULT;
  retention = { days, readAt: nowMillis() };
  return days;
}
/** Forgets the setting read, so the next entry reads it again (a test that changes it). */
export const forgetRetention = () => void (retention = undefined);

/** Entry ids: time-ordered (milliseconds) with three random digits, so two writers in one millisecond differ. */
export const newEntryId = () => nowMillis() * 1000 + Math.floor(Math.random() * 1000);

const keyOf = (entry: Pick<AuditEntry, 'entityType' | 'entityId' | 'version' | 'id'>) => AUDIT_ENTRY.key({ type: entry.entityType, id: entry.entityId, version: entry.version, entry: entry.id });

/** What the writer of a change says its entry records (the store adds its id, time and expiry). */
export type EntryFields = Omit<AuditEntry, 'id' | 'at' | 'state' | 'expiresAt'>;

/** An entry and its item, ready to be put in the unit of work of its change. */
export async function newEntry(fields: EntryFields): Promise<{ entry: AuditEntry; item: Record<string, unknown> }> {
  const at = now();
  const entry: AuditEntry = { ...fields, id: newEntryId(), at, state: 'done', expiresAt: at + (await retentionDays()) * DAY };
  const parent = entry.parent ? AUDIT_ENTRY.indexKeys('gsi1', { parentType: entry.parent.type, parentId: entry.parent.id, at, entry: entry.id }) : {};
  return { entry, item: { ...keyOf(entry), ...AUDIT_ENTRY.indexKeys('gsi4', { at, entry: entry.id }), ...parent, ...entry } };
}

/** Writes an entry of its own (a step that is no record's write: a sign-in, an import's counts). */
export async function putEntry(fields: EntryFields): Promise<void> {
  await commitWithEntry(fields, () => new UnitOfWork(), () => undefined);
}

/** The name of the entry's step in a unit of work (its put is refused only when two writers drew the same id). */
const ENTRY_STEP = 'audit entry';

/**
 * Commits the unit of work `change(entry)` builds for an entry of `fields` together with that
 * entry: both or neither. Two writers of one record's version in the same millisecond may draw the
 * same entry id (one in a thousand): the unit is then built again with another. Any other refusal
 * (UnitRefused) is the caller's to answer.
 */
export async function commitWithEntry<R>(fields: EntryFields, change: (entry: AuditEntry) => UnitOfWork | Promise<UnitOfWork>, answer: (entry: AuditEntry) => R): Promise<R> {
  for (let attempt = 1; ; attempt++) {
    const { entry, item } = await newEntry(fields);
    const unit = (await change(entry)).put(item, { ifAbsent: true, name: ENTRY_STEP });
    try {
      await unit.commit();
      return answer(entry);
    } catch (error) {
      if (!(error instanceof UnitRefused) || error.refused.length !== 1 || !error.by(ENTRY_STEP) || attempt >= 5) throw error;
    }
  }
}

const fromItem = (item: Record<string, unknown>) => withoutKeys<AuditEntry>(item);

/** Entries count once written whole: those of the former ordered steps left pending are not (module comment). */
const counted = (entry: AuditEntry) => entry.state !== 'pending';

const live = (at: number) => (entry: AuditEntry) => entry.expiresAt > at;

/** The history of one record: its counted entries, newest first. */
export async function recordHistory(type: string, id: number): Promise<AuditEntry[]> {
  const entries = (await queryAll({ key: AUDIT_ENTRY.partition({ type, id }), consistent: true })).map(fromItem);
  return entries.filter(counted).filter(live(now())).sort((a, b) => b.version - a.version || b.id - a.id);
}

/** The entries among `items` that count and are still kept. */
const counting = (items: AuditEntry[]) => items.filter(counted).filter(live(now()));

/**
 * Every counted entry made between `from` and `to` (unix seconds, inclusive), newest first: the
 * time index's range.
 */
export async function entriesBetween(from = 0, to = 9_999_999_999): Promise<AuditEntry[]> {
  const range: [string, string] = [AUDIT_ENTRY.indexSort('gsi4', { at: Math.max(0, from), entry: 0 }), `${AUDIT_ENTRY.indexSort('gsi4', { at: Math.min(to, 9_999_999_999), entry: 0 }).split('#')[0]}#~`];
  return counting((await queryAll({ key: AUDIT_ENTRY.indexPartition('gsi4', {}), index: 'gsi4', range: { between: range }, descending: true })).map(fromItem));
}

/**
 * Every counted entry of the records that belong to `parent` (an event's items), newest first: the
 * keys from its partition of gsi1 (which projects only a few attributes), then the entries by key.
 */
export async function entriesWithin(parent: AuditParent): Promise<AuditEntry[]> {
  const keys = await queryAll({ key: AUDIT_ENTRY.indexPartition('gsi1', { parentType: parent.type, parentId: parent.id }), index: 'gsi1', descending: true, attributes: ['pk', 'sk'] });
  const entries = (await getItems(keys.map(({ pk, sk }) => ({ pk, sk })), { consistent: true })).map(fromItem);
  return counting(entries.sort((a, b) => b.at - a.at || b.id - a.id));
}
