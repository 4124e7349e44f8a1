import { Link } from 'wouter';
import { LastActionCell, type LastActionFields } from '../last-action';
import { formatDateTime } from '@/lib/format';
import type { ListColumn } from './list-types';
import type { FilterOp } from '@shared/list-query';

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

/** The sortable 'Date' column showing the creation time. */
export function createdDateColumn<T extends { createdAt: number }>(field = 'createdAt'): ListColumn<T> {
  return { field, header: 'Date', sortable: true, width: '12rem', body: (item) => formatDateTime(item.createdAt) };
}

/** The sortable 'Date' column showing the last action ('Edited …' / 'Created …' and by whom). */
export function lastActionColumn<T extends LastActionFields>(field = 'updatedAt'): ListColumn<T> {
  return { field, header: 'Date', sortable: true, width: '12rem', body: (item) => <LastActionCell record={item} /> };
}
