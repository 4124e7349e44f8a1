import { useEffect, useState } from 'react';
import { InputText } from 'primereact/inputtext';
import { useTestRuleMasterContacts } from '../api/get-test-rule-master-contacts';
import type { AudienceContact } from '@shared/target-groups/test-panel';
import type { TargetGroupValue } from '../target-group-value';
import { ListPaginator } from '@/components/list-page/list-paginator';
import { ListTable, type TableColumn } from '@/components/list-page/list-table';
import { toastFailure } from '@/lib/api-client';
import { lastPage } from '@/lib/list-state';
import { useDebouncedInput } from '@/lib/use-debounced-input';
import { listQueryToParams, type ListFilter, type SortKey } from '@shared/list-query';
import { TARGET_GROUP_TEXTS as T } from '@shared/target-groups/texts';

const PAGE_SIZE = 10;
const COLUMNS = [
  { field: 'id', header: 'ID', width: '7rem', body: (row: AudienceContact) => row.id },
  { field: 'fullName', header: 'Name', body: (row: AudienceContact) => row.fullName },
  { field: 'masterCompany.name', header: 'Company', body: (row: AudienceContact) => row.masterCompany?.name ?? '' },
  { field: 'email', header: 'Email', body: (row: AudienceContact) => row.email },
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

  const columns: TableColumn<AudienceContact>[] = COLUMNS.map((column) => ({
    field: column.field,
    header: column.header,
    sortable: true,
    style: 'width' in column ? { width: column.width } : undefined,
    body: column.body,
    filter: <FilterInput value={filters[column.field] ?? ''} onCommit={(value) => setFilter(column.field, value)} label={`Filter by ${column.header}`} />,
  }));

  return (
    <div className="tg-test__contacts">
      <ListTable
        items={data?.items ?? []}
        columns={columns}
        sort={sort}
        onSort={toggleSort}
        loading={isLoading}
        emptyText="No contacts of the target group for this event"
        selection={{ selected: selection, onChange: onSelection, rowName: (row) => row.fullName || `#${row.id}` }}
        ariaLabel="Contacts in the target group"
      />
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
