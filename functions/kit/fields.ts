import type { FieldSpec } from './list-engine.ts';
import type { Stored } from '../data/entity-store.ts';
import { STATUS, STATUS_NAMES } from '../../shared/status.ts';

/** Column descriptors most resources share. */
export const AUDIT_FIELDS = {
  id: { type: 'number' },
  createdAt: { type: 'number' },
  updatedAt: { type: 'number' },
} satisfies Record<string, FieldSpec<never>>;

export const text = { type: 'string' } as const;
export const number = { type: 'number' } as const;
/** A status column: filter[status] takes 1 or active (the spec's active search), 0 or inactive, ... */
export const status = { type: 'number', names: STATUS_NAMES } as const;

/** filter[have_tags]=1,2: records carrying any of these tag ids. */
export const haveTags = {
  type: 'string',
  match: (record: { tags?: number[] }, filter: { value: string }) => {
    const wanted = filter.value.split(',').map(Number);
    return (record.tags ?? []).some((id) => wanted.includes(id));
  },
} as const;

/** A copy's name: "<name> (copy)", within the name's limit. */
export const copyName = (name: string, max = 200) => `${name.slice(0, max - 7)} (copy)`;

/**
 * The usual copy a clone creates: the record's own fields (no id, stamps or version), the name
 * marked "(copy)", and Draft for the types that have a status.
 */
export function draftCopy<T extends { name: string }>(source: Stored<T>): T {
  const { id: _i, createdAt: _c, updatedAt: _u, createdBy: _cb, updatedBy: _ub, version: _v, ...fields } = source;
  return { ...fields, name: copyName(source.name), ...('status' in fields ? { status: STATUS.draft } : {}) } as unknown as T;
}
