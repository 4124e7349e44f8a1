import type { ReactNode } from 'react';
import type { SWRResponse } from 'swr';
import type { BulkAction } from '../bulk-action-bar';
import type { ConfirmGuard } from '../confirm-dialog';
import type { FilterOp, ListPage } from '@shared/list-query';

/** A column's filter; `field` defaults to the column's field, `op` to like (text) or eq (select). */
export type ColumnFilter =
  | { type: 'text'; field?: string; op?: FilterOp }
  | { type: 'select'; field?: string; op?: FilterOp; options: { label: string; value: string }[] }
  | { type: 'custom'; field?: string; op?: FilterOp; render: (value: string, change: (value: string) => void) => ReactNode };

export interface ListColumn<T> {
  /** The sort key and the default filter field (an API list parameter name). */
  field: string;
  header: string;
  sortable?: boolean;
  filter?: ColumnFilter;
  body?: (item: T) => ReactNode;
  width?: string;
  /** Whether the item has nothing to show here: a column empty on the whole page takes no more width than its header. */
  empty?: (item: T) => boolean;
}

/** Everything a list screen needs to know about its resource; the ListPage does the rest. */
export interface ListResource<T extends { id: number }> {
  title: string;
  /** A heading over the table when the page is more than the list (the dashboard). */
  tableTitle?: string;
  /** The SPA path of the list; the create form is `${path}/form`. */
  path: string;
  defaultSort: string;
  columns: ListColumn<T>[];
  /** SWR hook for one page of items (the answer may carry more than the page); its argument is the list query string (the URL's). */
  useItems: (queryString: string) => Pick<SWRResponse<ListPage<T>>, 'data' | 'error' | 'isLoading' | 'isValidating'>;
  /**
   * Parameters the screen keeps in the URL beside the list's own, with their defaults (read when
   * the page opens); they end the query string `useItems` gets.
   */
  extraParams?: () => Record<string, string>;
  emptyText: string;
  loadFailedText: string;
  /** Label of the create button ('Create new tag'); no button without it. */
  createLabel?: string;
  /** Clone is offered to every signed-in user. */
  clone?: { run: (item: T) => Promise<unknown>; doneText: string; failedText: string };
  /** Delete is offered to super-admins only. */
  remove?: {
    run: (item: T) => Promise<unknown>;
    /** Rows that may be deleted (all when absent). */
    allowed?: (item: T) => boolean;
    question: (item: T) => string;
    guard?: (item: T) => ConfirmGuard;
    doneText: string;
    failedText: string;
  };
  /** Actions of a row beside clone and delete, offered to everyone (links to what the row leads to). */
  rowActions?: (item: T) => ReactNode;
  /** A class for rows that look different (a cancelled event). */
  rowClassName?: (item: T) => string | undefined;
  /** Bulk actions on selected rows, super-admin only; the first is the default. */
  bulkActions?: BulkAction<T>[];
  /** How a row is named where it must be told apart ('#12' when absent). */
  rowName?: (item: T) => string;
}
