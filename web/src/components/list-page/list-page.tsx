import { useEffect, useMemo, useState, type HTMLAttributes, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Column } from 'primereact/column';
import { DataTable, type DataTableSortEvent } from 'primereact/datatable';
import { BulkActionBar } from '../bulk-action-bar';
import { ConfirmDialog } from '../confirm-dialog';
import { PageHeader } from '../page-header';
import { ColumnFilterCell } from './column-filter';
import { ListPaginator } from './list-paginator';
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
  const sort = query.sort[0];
  const bulk = superAdmin && resource.bulkActions?.length ? resource.bulkActions : undefined;

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
          <BulkActionBar actions={bulk} selected={selection} rowName={resource.rowName ?? ((item) => `#${item.id}`)} onDone={() => setSelection([])} />
        )}
        <DataTable
          value={items}
          dataKey="id"
          lazy
          loading={isLoading}
          emptyMessage={resource.emptyText}
          sortField={sort?.field}
          sortOrder={sort ? (sort.desc ? -1 : 1) : 0}
          onSort={(e: DataTableSortEvent) => state.toggleSort(e.sortField)}
          filterDisplay={resource.columns.some((c) => c.filter) ? 'row' : undefined}
          // Rows are selected only through the checkbox column, which exists for super-admins only.
          selectionMode="checkbox"
          selection={selection}
          onSelectionChange={(e) => setSelection(e.value as T[])}
          size="small"
          stripedRows
          rowClassName={resource.rowClassName ? (item: T) => resource.rowClassName!(item) ?? '' : undefined}
          tableClassName="list-table"
        >
          {bulk && <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} />}
          {resource.columns.map((column) => (
            <Column
              key={column.field}
              field={column.field}
              header={column.header}
              sortable={column.sortable}
              body={column.body ? (item: T) => column.body!(item) : undefined}
              // A sized column gives way down to its content's minimum when the window is narrow;
              // an unsized one (the name, a description) is the list's text and keeps room to be read.
              style={emptyColumns.has(column.field) ? EMPTY_COLUMN : column.width ? { width: column.width } : { minWidth: UNSIZED_MIN_WIDTH }}
              headerClassName={emptyColumns.has(column.field) ? 'list-table__empty-column' : undefined}
              filter={!!column.filter}
              showFilterMenu={false}
              // Its own clear button would take a button's width from every filter, even hidden:
              // a text filter clears by emptying it, a select by its own clear icon.
              showClearButton={false}
              filterElement={column.filter && <ColumnFilterCell column={column} filter={column.filter} state={state} />}
              // Each cell (and filter) names its column, which a phone shows when rows stack into cards.
              pt={{ root: { 'data-label': column.header } as HTMLAttributes<HTMLElement> }}
            />
          ))}
          {withActions && (
            <Column
              header="Actions"
              headerClassName="list-table__actions"
              bodyClassName="list-table__actions"
              body={(item: T) => (
                <RowActions
                  onClone={resource.clone && (() => clone(item))}
                  cloning={cloning === item.id}
                  onDelete={deletable(item) ? () => confirmDelete(item) : undefined}
                >
                  {resource.rowActions?.(item)}
                </RowActions>
              )}
            />
          )}
        </DataTable>
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
