import type { ReactNode } from 'react';
import { AddMappingPanel, type FieldGroup } from './add-mapping-panel';
import { MappingResultTable } from './mapping-result-table';
import { MappingRows, type EditableRow, type RowColumn } from './mapping-rows';
import { useMappingTest } from './use-mapping-test';
import { QueryEditor } from '../graphql/query-editor';
import { ResultViewer } from '../graphql/result-viewer';
import { VariablesBox } from '../graphql/variables-box';
import type { QueryTest } from '../graphql/use-query-test';
import './mapping.css';

interface MappingWorkbenchProps<R extends EditableRow> {
  id: string;
  query: string;
  onQueryChange: (query: string) => void;
  queryError?: string;
  queryRequired?: boolean;
  variables: string;
  onVariablesChange: (variables: string) => void;
  /** Fills an empty variables box with the defaults (new records), as the form's starting value. */
  prefillVariables?: (variables: string) => void;
  /** The Test action's state; the form owns it when a status depends on it. */
  queryTest: QueryTest;
  /** Whether a query counts as tested, when the form knows more (a stored active query). */
  isQueryTested?: (query: string) => boolean;
  rows: R[];
  onRowsChange: (rows: R[]) => void;
  /** The form's validation text of a row's field or mapping. */
  rowError?: (index: number, key: 'field' | 'mapping') => string | undefined;
  newRow: (field: string, mapping: string) => R;
  fieldGroups: FieldGroup[];
  columns?: RowColumn<R>[];
  /** Rows 'Test Mapping' sends (default: all). */
  testable?: (row: R) => boolean;
  rowsTitle?: string;
  /** Sections after the mapping test (custom references...). */
  children?: ReactNode;
}

/**
 * The query-and-mapping part of sender info, recipient and reference set template forms: query
 * editor with Test, variables, the result viewer, the mapping rows with their add panel, and
 * 'Test Mapping' with its result table.
 */
export function MappingWorkbench<R extends EditableRow>(props: MappingWorkbenchProps<R>) {
  const { id, query, variables, rows, queryTest } = props;
  const mappingTest = useMappingTest();

  const changeRows = (next: R[]) => {
    mappingTest.clearErrors();
    props.onRowsChange(next);
  };
  const testRows = () =>
    mappingTest.run(
      rows.map((row, index) => ({ field: row.field, mapping: row.mapping ?? '', index, row })).filter(({ row }) => props.testable?.(row) ?? true),
      query,
      variables,
    );

  return (
    <div className="mapping-workbench">
      <div className="mapping-workbench__query">
        <QueryEditor id={`${id}-query`} value={query} onChange={props.onQueryChange} variables={variables} test={queryTest} required={props.queryRequired} error={props.queryError} isTested={props.isQueryTested} />
        <VariablesBox id={`${id}-variables`} value={variables} onChange={props.onVariablesChange} query={query} prefill={props.prefillVariables} />
      </div>
      <div className="mapping-workbench__viewer">
        <ResultViewer result={queryTest.result} />
      </div>
      <section className="mapping-workbench__rows" aria-labelledby={`${id}-rows-title`}>
        <h3 id={`${id}-rows-title`}>{props.rowsTitle ?? 'Mappings'}</h3>
        <MappingRows
          id={`${id}-rows`}
          rows={rows}
          onChange={changeRows}
          newRow={() => props.newRow('', '')}
          errorOf={(index, key) => props.rowError?.(index, key) ?? (key === 'mapping' ? mappingTest.rowErrors[index] : undefined)}
          columns={props.columns}
        />
        <AddMappingPanel id={`${id}-add`} groups={props.fieldGroups} used={rows.map((row) => row.field)} onAdd={(field, mapping) => changeRows([...rows, props.newRow(field, mapping)])} />
        <MappingResultTable test={mappingTest} onRun={testRows} />
      </section>
      {props.children}
    </div>
  );
}
