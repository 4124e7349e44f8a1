import { useEffect, useState } from 'react';
import { Button } from 'primereact/button';
import type { MappingTest } from './use-mapping-test';
import { ListPaginator } from '../list-page/list-paginator';
import { ListTable } from '../list-page/list-table';
import './mapping.css';

const cell = (value: unknown) => (value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** Sets shown at once; more are paged. */
const PAGE_SIZE = 10;

type Row = { id: number; set: Record<string, unknown> };

/** The reference sets in pages of ten (or the size chosen), once there are more than ten. */
function SetsTable({ sets, fields }: { sets: Record<string, unknown>[]; fields: string[] }) {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(PAGE_SIZE);
  // A new run starts again at its first page.
  useEffect(() => setPage(1), [sets]);
  const paged = sets.length > PAGE_SIZE;
  const rows: Row[] = sets.map((set, index) => ({ id: index, set }));
  const shown = paged ? rows.slice((page - 1) * size, page * size) : rows;
  return (
    <>
      <ListTable
        items={shown}
        columns={fields.map((field) => ({ field, header: field, body: (row: Row) => <span className="mapping-result__value">{cell(row.set[field])}</span> }))}
        emptyText="The mapping made no reference sets."
        tableClassName="mapping-result__table"
      />
      {paged && (
        <ListPaginator
          page={page}
          size={size}
          total={sets.length}
          onPage={setPage}
          onSize={(next) => {
            setSize(next);
            setPage(1);
          }}
        />
      )}
    </>
  );
}

/** 'Test Mapping' and the reference sets it made: one row per set, one column per mapped field. */
export function MappingResultTable({ test, onRun, disabled }: { test: MappingTest; onRun: () => void; disabled?: boolean }) {
  return (
    <section className="mapping-result" aria-label="Mapping result">
      <div className="mapping-result__bar">
        <Button type="button" label="Test Mapping" icon="pi pi-play" size="small" outlined onClick={onRun} loading={test.running} disabled={disabled} />
        {test.sets && (
          <span className="mapping-result__count" role="status">
            {test.sets.length === 1 ? '1 reference set' : `${test.sets.length} reference sets`}
          </span>
        )}
      </div>
      {test.otherErrors.map((text) => (
        <small key={text} className="p-error" role="alert">
          {text}
        </small>
      ))}
      {test.sets && <SetsTable sets={test.sets} fields={test.fields} />}
    </section>
  );
}
