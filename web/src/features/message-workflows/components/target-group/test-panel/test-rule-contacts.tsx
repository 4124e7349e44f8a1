import { useEffect, useState } from 'react';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { useTestRuleMasterContacts } from '../api/get-test-rule-master-contacts';
import type { AudienceContact } from '@shared/target-groups/test-panel';
import type { TargetGroupValue } from '../target-group-value';
import { ListPaginator } from '@/components/list-page/list-paginator';
import { toastFailure } from '@/lib/api-client';
import { lastPage } from '@/lib/list-state';
import { useDebouncedInput } from '@/lib/use-debounced-input';
import { listQueryToParams, type ListFilter, type SortKey } from '@shared/list-query';
import { TARGET_GROUP_TEXTS as T } from '@shared/target-groups/texts';

const PAGE_SIZE = 10;
const COLUMNS = [
  { field: 'id', header: 'ID', width: '7rem' },
  { field: 'fullName', header: 'Name' },
  { field: 'masterCompany.name', header: 'Company' },
  { field: 'email', header: 'Email' },
] as const;

function FilterInput({ value, onCommit, label }: { value: string; onCommit: (value: string) => void; label: string }) {
  const [text, change] = useDebouncedInput(value, onCommit);
  return <InputText value={text} onChange={(e) => change(e.target.value)} aria-label={label} placeholder="Filter" className="p-inputtext-sm column-filter" />;
}

interface TestRuleContactsProps {
  eventId: number;
  targetGroup: TargetGroupValue;
  selection: AudienceContact[];
  onSelection: (contacts: AudienceContact[]) => void;
}

/** The contacts of the target group for the event (spec section 2): checkbox, ID, Name, Company, Email; paged, sorted, filtered. */
export function TestRuleContacts({ eventId, targetGroup, selection, onSelection }: TestRuleContactsProps) {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(PAGE_SIZE);
  const [sort, setSort] = useState<SortKey>({ field: 'id', desc: true });
  const [filters, setFilters] = useState<Record<string, string>>({});
  const listFilters: ListFilter[] = Object.entries(filters)
    .filter(([, value]) => value.trim())
    .map(([field, value]) => ({ field, op: 'like', value }));
  const query = listQueryToParams({ page: { number: page, size }, sort: [sort], filters: listFilters }).toString();
  const { data, error, isLoading } = useTestRuleMasterContacts(eventId, targetGroup, query);
  const total = data?.total ?? 0;

  useEffect(() => {
    if (error) toastFailure(T.testRuleContactsFailed, error);
  }, [error]);

  // fewer contacts than the page needs (a filter narrowed them): show the last page
  useEffect(() => {
    if (data && page > lastPage(data.total, size)) setPage(lastPage(data.total, size));
  }, [data, page, size]);

  const toggleSort = (field: string) => {
    // a first click sorts up, a second click on the same column down
    setSort((current) => ({ field, desc: current.field === field && !current.desc }));
    setPage(1);
  };
  const setFilter = (field: string, value: string) => {
    setFilters((current) => ({ ...current, [field]: value }));
    setPage(1);
  };

  return (
    <div className="tg-test__contacts">
      <DataTable
        value={data?.items ?? []}
        dataKey="id"
        lazy
        loading={isLoading}
        emptyMessage="No contacts of the target group for this event"
        sortField={sort.field}
        sortOrder={sort.desc ? -1 : 1}
        onSort={(e) => toggleSort(e.sortField)}
        filterDisplay="row"
        selectionMode="checkbox"
        selection={selection}
        onSelectionChange={(e) => onSelection(e.value as AudienceContact[])}
        size="small"
        stripedRows
        aria-label="Contacts in the target group"
      >
        <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} />
        {COLUMNS.map((column) => (
          <Column
            key={column.field}
            field={column.field}
            header={column.header}
            sortable
            style={'width' in column ? { width: column.width } : undefined}
            body={column.field === 'masterCompany.name' ? (row: AudienceContact) => row.masterCompany?.name ?? '' : undefined}
            filter
            showFilterMenu={false}
            filterElement={<FilterInput value={filters[column.field] ?? ''} onCommit={(value) => setFilter(column.field, value)} label={`Filter by ${column.header}`} />}
          />
        ))}
      </DataTable>
      <ListPaginator
        page={page}
        size={size}
        total={total}
        onPage={setPage}
        onSize={(next) => {
          setSize(next);
          setPage(1);
        }}
      />
      {selection.length > 0 && (
        <p className="tg-test__selected">
          {selection.length} contact{selection.length === 1 ? '' : 's'} checked
        </p>
      )}
    </div>
  );
}
