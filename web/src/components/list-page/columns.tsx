import { Link } from 'wouter';
import type { BulkAction } from '../bulk-action-bar';
import { LastActionCell, type LastActionFields } from '../last-action';
import { formatAmsterdam } from '@/lib/format';
import { StatusBadge, statusOptions } from '../status-badge';
import type { ListColumn } from './list-types';
import type { FilterOp } from '@shared/list-query';
import { BULK_STATUSES, STATUS_LABELS } from '@shared/status-constants';

/** The SPA path of a record's edit form, e.g. tagEditPath. */
type EditPath = (id: number) => string;

interface TextColumnOptions {
  width?: string;
  /** The text filter's op; left unset, the list page's default (like) applies. */
  op?: FilterOp;
}

/** The sortable 'ID' column linking to the edit form; its text filter is `like` unless told (`eq` for an exact id). */
export function idColumn<T extends { id: number }>(editPath: EditPath, { width = '7rem', op = 'like' }: TextColumnOptions = {}): ListColumn<T> {
  return {
    field: 'id',
    header: 'ID',
    sortable: true,
    width,
    filter: { type: 'text', op },
    body: (item) => <Link href={editPath(item.id)}>{item.id}</Link>,
  };
}

/** The sortable, text-filtered 'Name' column linking to the edit form. */
export function nameColumn<T extends { id: number; name: string }>(editPath: EditPath, { width, op }: TextColumnOptions = {}): ListColumn<T> {
  return {
    field: 'name',
    header: 'Name',
    sortable: true,
    ...(width ? { width } : {}),
    filter: op ? { type: 'text', op } : { type: 'text' },
    body: (item) => <Link href={editPath(item.id)}>{item.name}</Link>,
  };
}

/** The sortable 'Status' column: a badge, filtered by a select of the statuses a record can hold. */
export function statusColumn<T extends { status: number }>({ width = '9rem' }: { width?: string } = {}): ListColumn<T> {
  return {
    field: 'status',
    header: 'Status',
    sortable: true,
    width,
    filter: { type: 'select', options: statusOptions(BULK_STATUSES).map(({ label, value }) => ({ label, value: String(value) })) },
    body: (item) => <StatusBadge status={item.status} />,
  };
}

/** Spec section 4: bulk actions set a status, Active first (the default), then Inactive, Draft and Archived. */
export const statusBulkActions = (update: (ids: number[], status: number) => Promise<unknown>, texts: { doneText: string; failedText: string }): BulkAction[] =>
  BULK_STATUSES.map((status) => ({ value: String(status), label: STATUS_LABELS[status], run: (ids) => update(ids, status), ...texts }));

/** The sortable 'Date' column showing the creation time. */
export function createdDateColumn<T extends { createdAt: number }>(field = 'createdAt'): ListColumn<T> {
  return { field, header: 'Date', sortable: true, width: '12rem', body: (item) => formatAmsterdam(item.createdAt, 'date-time-seconds') };
}

/** The sortable 'Date' column showing the last action ('Edited …' / 'Created …' and by whom). */
export function lastActionColumn<T extends LastActionFields>(field = 'updatedAt'): ListColumn<T> {
  return { field, header: 'Date', sortable: true, width: '12rem', body: (item) => <LastActionCell record={item} /> };
}
