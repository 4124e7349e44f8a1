import type { CSSProperties, KeyboardEvent, ReactNode } from 'react';
import type { SortKey } from '@shared/list-query';

/**
 * The table of a list screen (spec section 2, shared list behaviour): sortable headers, a filter
 * row, a checkbox column, a loading state and an empty text. It renders the DOM and classes of
 * PrimeReact's DataTable (p-datatable, p-sortable-column, p-column-filter-row, p-checkbox ...) so
 * the theme styles it as before, without the DataTable's code: the lists use a small part of that
 * component, which weighed about 59 KB gzip (decision 024).
 */
export interface TableColumn<T> {
  /** The column's key, and the sort key passed to `onSort`. */
  field: string;
  header: string;
  sortable?: boolean;
  body: (item: T) => ReactNode;
  /** Given to the header and to every cell of the column (a width). */
  style?: CSSProperties;
  headerClassName?: string;
  bodyClassName?: string;
  /** The column's name as a phone shows it beside each cell when rows stack into cards (data-label). */
  label?: string;
  /** The column's cell in the filter row; there is a filter row when a column has one. */
  filter?: ReactNode;
}

export interface TableSelection<T> {
  selected: T[];
  onChange: (rows: T[]) => void;
  /** How a row's checkbox names its row ('#12'). */
  rowName: (item: T) => string;
}

interface ListTableProps<T extends { id: number }> {
  items: T[];
  columns: TableColumn<T>[];
  sort?: SortKey;
  onSort?: (field: string) => void;
  loading?: boolean;
  emptyText: string;
  rowClassName?: (item: T) => string | undefined;
  /** A checkbox column (first) and the rows checked in it; rows are told apart by their id. */
  selection?: TableSelection<T>;
  tableClassName?: string;
  /** The table's name, when no heading names it. */
  ariaLabel?: string;
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

function Checkbox({ checked, onChange, label }: { checked: boolean; onChange: (checked: boolean) => void; label: string }) {
  return (
    <div className={classes('p-checkbox p-component', checked && 'p-highlight')}>
      <input type="checkbox" className="p-checkbox-input" checked={checked} onChange={(e) => onChange(e.target.checked)} aria-label={label} />
      <div className="p-checkbox-box">{checked && <span className="p-checkbox-icon pi pi-check" aria-hidden="true" />}</div>
    </div>
  );
}

const SORT_ICONS = { none: 'pi-sort-alt', ascending: 'pi-sort-amount-up-alt', descending: 'pi-sort-amount-down' } as const;

export function ListTable<T extends { id: number }>({ items, columns, sort, onSort, loading, emptyText, rowClassName, selection, tableClassName, ariaLabel }: ListTableProps<T>) {
  const filterRow = columns.some((column) => column.filter !== undefined);
  const columnCount = columns.length + (selection ? 1 : 0);
  const selectedIds = new Set(selection?.selected.map((row) => row.id));
  const allChecked = items.length > 0 && items.every((item) => selectedIds.has(item.id));

  // Checking the header's box adds the page's rows to the selection, unchecking it takes them out.
  const checkAll = (checked: boolean) => {
    if (!selection) return;
    const others = selection.selected.filter((row) => !items.some((item) => item.id === row.id));
    selection.onChange(checked ? [...others, ...items] : others);
  };
  const checkRow = (item: T, checked: boolean) => {
    if (!selection) return;
    const others = selection.selected.filter((row) => row.id !== item.id);
    selection.onChange(checked ? [...others, item] : others);
  };
  const headerCheckbox = selection && <Checkbox checked={allChecked} onChange={checkAll} label="Select all rows on this page" />;

  const headerCell = (column: TableColumn<T>) => {
    const sortable = column.sortable && onSort;
    if (!sortable)
      return (
        <th key={column.field} className={column.headerClassName} style={column.style} data-label={column.label}>
          <div className="p-column-header-content">
            <span className="p-column-title">{column.header}</span>
          </div>
        </th>
      );
    const order = sort?.field === column.field ? (sort.desc ? 'descending' : 'ascending') : 'none';
    const keyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      onSort(column.field);
    };
    return (
      <th
        key={column.field}
        className={classes('p-sortable-column', order !== 'none' && 'p-highlight', column.headerClassName)}
        style={column.style}
        data-label={column.label}
        tabIndex={0}
        aria-sort={order}
        onClick={() => onSort(column.field)}
        onKeyDown={keyDown}
      >
        <div className="p-column-header-content">
          <span className="p-column-title">{column.header}</span>
          <span className={`p-sortable-column-icon pi ${SORT_ICONS[order]}`} aria-hidden="true" />
        </div>
      </th>
    );
  };

  return (
    <div className="p-datatable p-component p-datatable-striped p-datatable-sm">
      {loading && (
        <div className="p-datatable-loading-overlay">
          <span className="p-datatable-loading-icon pi pi-spin pi-spinner" aria-hidden="true" />
        </div>
      )}
      <div className="p-datatable-wrapper">
        <table className={classes('p-datatable-table', tableClassName)} aria-label={ariaLabel} aria-busy={loading || undefined}>
          <thead className="p-datatable-thead">
            <tr>
              {selection && <th className="list-table__selection">{!filterRow && headerCheckbox}</th>}
              {columns.map(headerCell)}
            </tr>
            {filterRow && (
              <tr>
                {selection && <th className="list-table__selection">{headerCheckbox}</th>}
                {columns.map((column) => (
                  <th key={column.field} className="p-filter-column" style={column.style} data-label={column.label}>
                    {column.filter !== undefined && (
                      <div className="p-column-filter p-fluid p-column-filter-row">
                        <div className="p-fluid p-column-filter-element">{column.filter}</div>
                      </div>
                    )}
                  </th>
                ))}
              </tr>
            )}
          </thead>
          <tbody className="p-datatable-tbody">
            {items.length === 0 ? (
              <tr className="p-datatable-emptymessage">
                <td colSpan={columnCount}>{loading ? '\u00a0' : emptyText}</td>
              </tr>
            ) : (
              items.map((item, index) => {
                const checked = selectedIds.has(item.id);
                return (
                  <tr key={item.id} className={classes(index % 2 === 1 && 'p-row-odd', checked && 'p-highlight', rowClassName?.(item)) || undefined}>
                    {selection && (
                      <td className="list-table__selection">
                        <Checkbox checked={checked} onChange={(on) => checkRow(item, on)} label={`Select ${selection.rowName(item)}`} />
                      </td>
                    )}
                    {columns.map((column) => (
                      <td key={column.field} className={column.bodyClassName} style={column.style} data-label={column.label}>
                        {column.body(item)}
                      </td>
                    ))}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
