import * as z from 'zod';

/** Common status values (spec: 0 inactive, 1 active, 2 draft, 3 archived, 4-7 for sends). */
export const STATUS = { inactive: 0, active: 1, draft: 2, archived: 3, processing: 4, completed: 5, error: 6, outOfDate: 7 } as const;

/** The names list filters accept for each status (filter[status]=active). */
export const STATUS_NAMES: Record<string, number> = {
  inactive: 0,
  active: 1,
  draft: 2,
  archived: 3,
  processing: 4,
  completed: 5,
  error: 6,
  out_of_date: 7,
};

export const STATUS_LABELS: Record<number, string> = {
  0: 'Inactive',
  1: 'Active',
  2: 'Draft',
  3: 'Archived',
  4: 'Processing',
  5: 'Completed',
  6: 'Error occurred',
  7: 'Out of date',
};

/** What a form offers, and what bulk actions may set. */
export const FORM_STATUSES = [STATUS.active, STATUS.draft, STATUS.archived] as const;
export const BULK_STATUSES = [STATUS.active, STATUS.inactive, STATUS.draft, STATUS.archived] as const;

/** A record's status: forms offer Active, Draft and Archived; bulk actions can also make it Inactive, which a form then keeps. */
export const StatusSchema = z.union(
  BULK_STATUSES.map((value) => z.literal(value)),
  { error: 'Status must be Active, Inactive, Draft or Archived.' },
);
export const BulkStatusSchema = StatusSchema;

/** Active or Archived records cannot go back to Draft. */
export const canMoveTo = (from: number | undefined, to: number): boolean =>
  !(to === STATUS.draft && (from === STATUS.active || from === STATUS.archived));

export const cannotDraft = (what: string) => `Can't Draft an Active/Archived ${what}`;

/** `{ attributes: { status }, <idsField>: [...] }`, the bulk status update of a list. */
export const bulkStatusSchema = (idsField: string) =>
  z.object({
    attributes: z.object({ status: BulkStatusSchema }, { error: 'attributes.status is required.' }),
    [idsField]: z.array(z.number().int().positive(), { error: `${idsField} must be a list of ids.` }).min(1, 'Select at least one row.'),
  });

/** Optional tag ids on a record. */
export const TagIdsSchema = z.array(z.number().int().positive(), { error: 'Tags must be a list of tag ids.' }).default([]);
