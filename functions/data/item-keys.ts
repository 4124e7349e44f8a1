import { withEntry } from './entity-store.ts';
import { AUDIT_POINTER } from './audit-log.ts';
import { ATTACH_CLAIM, ITEM, ITEM_POINTER } from './stored-types.ts';
import { withoutKeys } from './stored-type.ts';
import { bucketOf, type CountBucket } from './item-counts.ts';
import { civilDateAt } from '../../shared/amsterdam-time.ts';
import type { StoredItem } from './event-workflow-item.ts';

/**
 * How the table holds an item. Items are unbounded (every event, every workflow), so they do not
 * use the catalogue's whole-partition lists; their keys follow the screens that read them (ITEM,
 * ATTACH_CLAIM and ITEM_POINTER in stored-types.ts).
 *
 * The send month is the Amsterdam month of `scheduledTime`, so a dashboard window reads one or two
 * month partitions with a key range, of every item (the time index), of one status (the status
 * index) or of one workflow (the workflow index, item-send-index.ts), or in the order of their last
 * change (the update index, item-update-index.ts). Items without a time (unresolvable) are in none, nor counted.
 *
 * Besides its fields and keys, the store keeps on an item where the counters hold it and a count
 * move under way (item-store.ts); a record read back sheds both (`fromItem`).
 */
export const itemKey = (eventId: number, id: number) => ITEM.key({ eventId, id });
export const claimKey = (eventId: number, workflowId: number) => ATTACH_CLAIM.key({ eventId, workflowId });
export const pointerKey = (id: number) => ITEM_POINTER.key({ id });
/** The Amsterdam calendar month (`YYYY-MM`) of a send time: the partition of the dashboard's index. */
export const monthOf = (unix: number) => {
  const { year, month } = civilDateAt(unix);
  return `${year}-${String(month).padStart(2, '0')}`;
};
const sendKeys = (unix: number, id: number) => ITEM.indexKeys('gsi4', { month: monthOf(unix), at: Math.max(0, unix), id });
const statusKeys = (unix: number, status: number, id: number) => ITEM.indexKeys('gsi1', { status, month: monthOf(unix), at: Math.max(0, unix), id });
const workflowKeys = (unix: number, workflowId: number, id: number) => ITEM.indexKeys('gsi3', { workflowId, month: monthOf(unix), at: Math.max(0, unix), id });
const updateKeys = (unix: number, updatedAt: number, id: number) => ITEM.indexKeys('gsi5', { month: monthOf(unix), updatedAt: Math.max(0, updatedAt), id });
/** A count move the ordered steps before transactions left on an item (migrations/complete-former-count-moves.ts), on the index of moves (gsi2). */
export interface FormerCountMove {
  token: string;
  from: CountBucket | null;
  to: CountBucket | null;
  at: number;
}
export const moveKeys = (move: FormerCountMove, id: number) => ITEM.indexKeys('gsi2', { at: move.at, id });
const noKeys = (keys: Record<string, string>): Record<string, undefined> => Object.fromEntries(Object.keys(keys).map((name) => [name, undefined]));
export const NO_SEND_KEYS = { ...noKeys(sendKeys(0, 0)), ...noKeys(statusKeys(0, 0, 0)), ...noKeys(workflowKeys(0, 0, 0)), ...noKeys(updateKeys(0, 0, 0)) };
export const NO_MOVE_KEYS = noKeys(moveKeys({ token: '', from: null, to: null, at: 0 }, 0));

/** What the store keeps on an item for itself: where the counters hold it, and a count move under way. */
export const COUNTED = 'counted';
export const COUNT_MOVE = 'countMove';
/** Where the counters held each record as it was read (the version it was read at): what its next write moves it from. */
export const countedAt = new WeakMap<object, CountBucket | null>();

/** A record read from the store: its fields, without the keys and what the store keeps on the item for itself; it remembers where the counters held it. */
export const fromItem = (item: Record<string, unknown>): StoredItem => {
  const { [COUNTED]: counted, [COUNT_MOVE]: _move, [AUDIT_POINTER]: entry, ...record } = withoutKeys<Record<string, unknown>>(item);
  const stored = withEntry(record, entry === undefined ? undefined : Number(entry)) as unknown as StoredItem; // its audit entry (item-audit.ts)
  countedAt.set(stored, (counted as CountBucket | undefined) ?? null);
  return stored;
};

/** The index keys an item carries for the dashboard (none without a time: undefined removes them). */
export const indexKeys = (item: StoredItem): Record<string, string | undefined> =>
  item.scheduledTime === null
    ? NO_SEND_KEYS
    : {
        ...sendKeys(item.scheduledTime, item.id),
        ...statusKeys(item.scheduledTime, item.status, item.id),
        ...workflowKeys(item.scheduledTime, item.messageWorkflowId, item.id),
        ...updateKeys(item.scheduledTime, item.updatedAt, item.id),
      };

/** A raw item without its undefined attributes (a Put writes no absent field). */
export const defined = (record: Record<string, unknown>) => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));

/** The raw items of a bulk load (benchmarks), with their keys and index keys, counted where they belong (item-counts.ts `addLoadedItems` adds them up). */
export const toStoreItems = (item: StoredItem) => [
  defined({ ...item, ...itemKey(item.eventId, item.id), ...indexKeys(item), [COUNTED]: bucketOf(item) ?? undefined }),
  { ...claimKey(item.eventId, item.messageWorkflowId), itemId: item.id, at: item.createdAt },
  { ...pointerKey(item.id), eventId: item.eventId },
];
