import * as z from 'zod';
import { BULK_STATUSES } from './status-constants.ts';

export * from './status-constants.ts';

/** A record's status: forms offer Active, Draft and Archived; bulk actions can also make it Inactive, which a form then keeps. */
export const StatusSchema = z.union(
  BULK_STATUSES.map((value) => z.literal(value)),
  { error: 'Status must be Active, Inactive, Draft or Archived.' },
);
export const BulkStatusSchema = StatusSchema;

/** `{ attributes: { status }, <idsField>: [...] }`, the bulk status update of a list. */
export const bulkStatusSchema = (idsField: string) =>
  z.object({
    attributes: z.object({ status: BulkStatusSchema }, { error: 'attributes.status is required.' }),
    [idsField]: z.array(z.number().int().positive(), { error: `${idsField} must be a list of ids.` }).min(1, 'Select at least one row.'),
  });

/** Optional tag ids on a record. */
export const TagIdsSchema = z.array(z.number().int().positive(), { error: 'Tags must be a list of tag ids.' }).default([]);
