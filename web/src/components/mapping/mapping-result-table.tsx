import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import type { MappingTest } from './use-mapping-test';
import './mapping.css';

const cell = (value: unknown) => (value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));

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
      {test.sets && (
        <DataTable value={test.sets} size="small" stripedRows paginator={test.sets.length > 10} rows={10} emptyMessage="The mapping made no reference sets." scrollable tableClassName="mapping-result__table">
          {test.fields.map((field) => (
            <Column key={field} header={field} body={(set: Record<string, unknown>) => <span className="mapping-result__value">{cell(set[field])}</span>} />
          ))}
        </DataTable>
      )}
    </section>
  );
}
