import { InputText } from 'primereact/inputtext';
import { useDebouncedInput } from '@/lib/use-debounced-input';
import type { ListState } from '@/lib/list-state';
import type { ColumnFilter, ListColumn } from './list-types';

function TextFilter({ value, commit, label }: { value: string; commit: (value: string) => void; label: string }) {
  const [text, change] = useDebouncedInput(value, commit);
  return (
    <InputText value={text} onChange={(e) => change(e.target.value)} aria-label={label} placeholder="Filter" className="p-inputtext-sm column-filter" />
  );
}

/** The filter cell of a column: bound to the URL through the list state. */
export function ColumnFilterCell<T>({ column, filter, state }: { column: ListColumn<T>; filter: ColumnFilter; state: ListState }) {
  const field = filter.field ?? column.field;
  const op = filter.op ?? (filter.type === 'text' ? 'like' : 'eq');
  const value = state.filterValue(field, op);
  const commit = (next: string) => state.setFilter(field, op, next);
  const label = `Filter by ${column.header}`;

  if (filter.type === 'text') return <TextFilter value={value} commit={commit} label={label} />;
  if (filter.type === 'select')
    return (
      // A native select in the theme's input look ('All' clears the filter): PrimeReact's Dropdown
      // would add about 12 KB gzip to every list's first load (decision 024).
      <select value={value} onChange={(e) => commit(e.target.value)} aria-label={label} className="p-inputtext p-component p-inputtext-sm column-filter list-select">
        <option value="">All</option>
        {filter.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  return <>{filter.render(value, commit)}</>;
}
