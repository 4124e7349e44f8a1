/*
 * The statuses of records, their labels and the moves between them, without zod: the SPA's lists
 * take them on their first load without the schemas, which are in status.ts (it re-exports these;
 * docs/decisions/024-spa-weight-and-serving.md).
 */

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

/** Active or Archived records cannot go back to Draft. */
export const canMoveTo = (from: number | undefined, to: number): boolean =>
  !(to === STATUS.draft && (from === STATUS.active || from === STATUS.archived));

export const cannotDraft = (what: string) => `Can't Draft an Active/Archived ${what}`;
