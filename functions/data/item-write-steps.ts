import { COUNT_MOVE, COUNTED, defined, indexKeys, itemKey } from './item-keys.ts';
import { AUDIT_POINTER } from './audit-log.ts';
import type { Condition, UpdateStep } from './unit-of-work.ts';
import type { CountBucket } from './item-counts.ts';
import type { StoredItem } from './event-workflow-item.ts';

/**
 * The item's own write in the unit of work of an item change (item-store.ts `writeItem`): the new
 * item, the replacement, or the delete, each conditional on what was read. The counters' deltas and
 * the audit entry go in the same unit.
 */

/** The item of a create, with its keys, index keys and where the counters hold it. */
export const newItem = (record: StoredItem, counted: CountBucket | null, entry: number | undefined): Record<string, unknown> =>
  defined({ ...record, ...itemKey(record.eventId, record.id), ...indexKeys(record), [COUNTED]: counted ?? undefined, [AUDIT_POINTER]: entry });

/**
 * The condition every change of an item names: the version and the count bucket read, and no count
 * move of the former ordered steps still on it (item-count-recovery.ts completes those).
 */
export function readAs(current: StoredItem, counted: CountBucket | null): Condition {
  return {
    expression: `#version = :expected AND attribute_not_exists(#move) AND ${counted === null ? 'attribute_not_exists(#counted)' : '#counted = :counted'}`,
    names: { '#version': 'version', '#counted': COUNTED, '#move': COUNT_MOVE },
    values: { ':expected': current.version, ...(counted !== null ? { ':counted': counted } : {}) },
  };
}

/** A change: `next`'s fields set (the ones it lacks removed), with its index keys and where the counters now hold it. */
export function replacement(current: StoredItem, counted: CountBucket | null, next: StoredItem, to: CountBucket | null, entry: number | undefined): UpdateStep {
  const extra: Record<string, unknown> = { ...indexKeys(next), [COUNTED]: to ?? undefined, ...(entry !== undefined ? { [AUDIT_POINTER]: entry } : {}) };
  const set = Object.fromEntries(Object.entries({ ...next, ...extra }).filter(([name, value]) => name !== 'id' && value !== undefined));
  const remove = [
    ...Object.keys(current).filter((name) => (next as unknown as Record<string, unknown>)[name] === undefined && !(name in extra)),
    ...Object.keys(extra).filter((name) => extra[name] === undefined),
  ];
  return { set, remove, condition: readAs(current, counted) };
}
