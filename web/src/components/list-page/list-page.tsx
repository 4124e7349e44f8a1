import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { BulkActionBar } from '../bulk-action-bar';
import { ConfirmDialog } from '../confirm-dialog';
import { PageHeader } from '../page-header';
import { ColumnFilterCell } from './column-filter';
import { ListPaginator } from './list-paginator';
import { ListTable, type TableColumn } from './list-table';
import { RowActions } from './row-actions';
import type { ListResource } from './list-types';
import { toastFailure } from '@/lib/api-client';
import { useIsSuperAdmin } from '@/lib/auth-store';
import { lastPage, useListState, type ListState } from '@/lib/list-state';
import { toast } from '@/lib/toast';
import type { ListRules } from '@shared/list-query';

const UNSIZED_MIN_WIDTH = '12rem';
/** A column with nothing to show on the page: as narrow as its header, which may wrap. */
const EMPTY_COLUMN = { width: '1%' };

/** A column without a body shows its field's value ('country.name' reads a nested one). */
const fieldText = (item: object, field: string) => {
  const value = field.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], item);
  return value === undefined || value === null ? '' : String(value);
};

/**
 * The list screen of any resource (spec section 2, shared list behaviour): URL-backed sort,
 * filters and paging, checkbox column and bulk bar for super-admins, clone and delete actions.
 */
interface ListPageProps<T extends { id: number }> {
  resource: ListResource<T>;
  headerActions?: ReactNode;
  /** Between the page header and the table (the dashboard's panels), with the list state. */
  above?: (state: ListState) => ReactNode;
}

export function ListPage<T extends { id: number }>({ resource, headerActions, above }: ListPageProps<T>) {
  const superAdmin = useIsSuperAdmin();
  const rules = useMemo<ListRules>(
    () => ({
      sortable: [...new Set([...resource.columns.filter((c) => c.sortable).map((c) => c.field), resource.defaultSort.replace(/^-/, '')])],
      filterable: resource.columns.filter((c) => c.filter).map((c) => c.filter?.field ?? c.field),
      defaultSort: resource.defaultSort,
    }),
    [resource],
  );
  const extraDefaults = useMemo(() => resource.extraParams?.(), [resource]);
  const state = useListState(rules, extraDefaults);
  const { query } = state;
  // Writes through the API client refresh this list by themselves (lib/api-client.ts).
  const { data, error, isLoading, isValidating } = resource.useItems(state.queryString);
  const [selection, setSelection] = useState<T[]>([]);
  // The row being deleted stays set while the dialog animates closed, so its text does not blank out.
  const [deleting, setDeleting] = useState<T | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [cloning, setCloning] = useState<number | null>(null);

  useEffect(() => {
    if (error) toastFailure(resource.loadFailedText, error);
  }, [error, resource.loadFailedText]);

  // A selection belongs to the rows on screen: a new page, filter or sort clears it.
  useEffect(() => setSelection([]), [state.queryString]);

  // When the total shrinks below the current page (rows deleted elsewhere), go to the last page.
  // Only with an answer for this very query: while loading, `data` is the previous query's.
  useEffect(() => {
    if (data && !isValidating && query.page.number > lastPage(data.total, query.page.size))
      state.setPage(lastPage(data.total, query.page.size), true);
  }, [data, isValidating, query.page.number, query.page.size, state]);

  const clone = async (item: T) => {
    if (!resource.clone) return;
    setCloning(item.id);
    try {
      await resource.clone.run(item);
      toast.success(resource.clone.doneText);
    } catch (failure) {
      toastFailure(resource.clone.failedText, failure);
    } finally {
      setCloning(null);
    }
  };

  const remove = async (item: T) => {
    if (!resource.remove) return;
    try {
      await resource.remove.run(item);
      toast.success(resource.remove.doneText);
    } catch (failure) {
      toastFailure(resource.remove.failedText, failure);
    }
  };

  const confirmDelete = (item: T) => {
    setDeleting(item);
    setConfirmOpen(true);
  };

  const canDelete = superAdmin && !!resource.remove;
  const deletable = (item: T) => canDelete && (resource.remove?.allowed?.(item) ?? true);
  // The Actions column is there only when a row on the page has one (staff on the dashboard have none to take).
  const items = data?.items ?? [];
  const withActions = items.some((item) => resource.clone || deletable(item) || resource.rowActions?.(item));
  const emptyColumns = new Set(resource.columns.filter((column) => column.empty && items.length && items.every(column.empty)).map((column) => column.field));
  const bulk = superAdmin && resource.bulkActions?.length ? resource.bulkActions : undefined;
  const rowName = resource.rowName ?? ((item: T) => `#${item.id}`);
  const columns: TableColumn<T>[] = resource.columns.map((column) => ({
    field: column.field,
    header: column.header,
    sortable: column.sortable,
    body: column.body ?? ((item: T) => fieldText(item, column.field)),
    // A sized column gives way down to its content's minimum when the window is narrow;
    // an unsized one (the name, a description) is the list's text and keeps room to be read.
    style: emptyColumns.has(column.field) ? EMPTY_COLUMN : column.width ? { width: column.width } : { minWidth: UNSIZED_MIN_WIDTH },
    headerClassName: emptyColumns.has(column.field) ? 'list-table__empty-column' : undefined,
    // Each cell (and filter) names its column, which a phone shows when rows stack into cards.
    label: column.header,
    filter: column.filter && <ColumnFilterCell column={column} filter={column.filter} state={state} />,
  }));
  if (withActions)
    columns.push({
      field: 'actions',
      header: 'Actions',
      headerClassName: 'list-table__actions',
      bodyClassName: 'list-table__actions',
      body: (item) => (
        <RowActions onClone={resource.clone && (() => clone(item))} cloning={cloning === item.id} onDelete={deletable(item) ? () => confirmDelete(item) : undefined}>
          {resource.rowActions?.(item)}
        </RowActions>
      ),
    });

  return (
    <section className="list-page">
      <PageHeader title={resource.title}>
        {headerActions}
        {resource.createLabel && (
          <Link href={`${resource.path}/form`} className="p-button p-component">
            <i className="pi pi-plus p-button-icon-left" aria-hidden="true" />
            <span className="p-button-label">{resource.createLabel}</span>
          </Link>
        )}
      </PageHeader>
      {above?.(state)}
      <div className="card list-page__table">
        {resource.tableTitle && <h2 className="list-page__table-title">{resource.tableTitle}</h2>}
        {bulk && (
          <BulkActionBar actions={bulk} selected={selection} rowName={rowName} onDone={() => setSelection([])} />
        )}
        <ListTable
          items={items}
          columns={columns}
          sort={query.sort[0]}
          onSort={state.toggleSort}
          loading={isLoading}
          emptyText={resource.emptyText}
          // Rows are selected only through the checkbox column, which exists for super-admins only.
          selection={bulk && { selected: selection, onChange: setSelection, rowName }}
          rowClassName={resource.rowClassName}
          tableClassName="list-table"
        />
        <ListPaginator
          page={query.page.number}
          size={query.page.size}
          total={data?.total ?? 0}
          onPage={(page) => state.setPage(page)}
          onSize={(size) => state.setPageSize(size, data?.total ?? 0)}
        />
      </div>
      {resource.remove && (
        <ConfirmDialog
          open={confirmOpen}
          header="Delete"
          message={deleting ? resource.remove.question(deleting) : ''}
          guard={deleting && resource.remove.guard ? resource.remove.guard(deleting) : undefined}
          onConfirm={() => (deleting ? remove(deleting) : undefined)}
          onClose={() => setConfirmOpen(false)}
        />
      )}
    </section>
  );
}
