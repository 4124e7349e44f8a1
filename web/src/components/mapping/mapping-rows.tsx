import type { ReactNode } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import './mapping.css';

/** A row as a form holds it (the schema's input: a mapping may still be missing). */
export interface EditableRow {
  field: string;
  mapping?: string;
}

/** A column after Field and Mapping (a waived checkbox, an attached layout...). */
export interface RowColumn<R> {
  header: string;
  render: (row: R, index: number, update: (patch: Partial<R>) => void) => ReactNode;
}

interface MappingRowsProps<R extends EditableRow> {
  id: string;
  rows: R[];
  onChange: (rows: R[]) => void;
  /** An empty row for the add-row button. */
  newRow: () => R;
  /** The text under a row's field or mapping input (validation, or a mapping test's mistake). */
  errorOf?: (index: number, key: 'field' | 'mapping') => string | undefined;
  columns?: RowColumn<R>[];
  /** The first row (the master contact id) keeps its field and cannot be removed. */
  fixedFirst?: boolean;
  addLabel?: string;
  emptyText?: string;
}

const rowName = (row: EditableRow, index: number) => row.field.trim() || `row ${index + 1}`;

/** Rows of a reference field and the path that fills it from the query's result. */
export function MappingRows<R extends EditableRow>({ id, rows, onChange, newRow, errorOf, columns = [], fixedFirst = true, addLabel = 'Add row', emptyText = 'No rows yet.' }: MappingRowsProps<R>) {
  const update = (index: number, patch: Partial<R>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const remove = (index: number) => onChange(rows.filter((_, i) => i !== index));

  const input = (index: number, key: 'field' | 'mapping', label: string, readOnly = false) => {
    const error = errorOf?.(index, key);
    const inputId = `${id}-${index}-${key}`;
    return (
      <>
        <InputText
          id={inputId}
          value={rows[index][key] ?? ''}
          onChange={(e) => update(index, { [key]: e.target.value } as Partial<R>)}
          aria-label={label}
          aria-invalid={!!error}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className={error ? 'p-invalid p-inputtext-sm' : 'p-inputtext-sm'}
          readOnly={readOnly}
          placeholder={key === 'mapping' ? 'e.g. contacts[].email' : 'Field'}
        />
        {error && (
          <small id={`${inputId}-error`} className="p-error mapping-rows__error" role="alert">
            {error}
          </small>
        )}
      </>
    );
  };

  return (
    <div className="mapping-rows">
      <table className="mapping-rows__table">
        <thead>
          <tr>
            <th>Field</th>
            <th>Mapping</th>
            {columns.map((column) => (
              <th key={column.header}>{column.header}</th>
            ))}
            <th className="mapping-rows__actions">
              <span className="p-hidden-accessible">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const fixed = fixedFirst && index === 0;
            return (
              <tr key={index} className={fixed ? 'mapping-rows__row mapping-rows__row--fixed' : 'mapping-rows__row'}>
                <td className="mapping-rows__field">{input(index, 'field', `Field of row ${index + 1}`, fixed)}</td>
                <td className="mapping-rows__mapping">{input(index, 'mapping', `Mapping of ${rowName(row, index)}`)}</td>
                {columns.map((column) => (
                  <td key={column.header}>{column.render(row, index, (patch) => update(index, patch))}</td>
                ))}
                <td className="mapping-rows__actions">
                  {fixed ? (
                    <i className="pi pi-lock" role="img" title="The master contact id is always the first row" aria-label="Fixed row" />
                  ) : (
                    <Button type="button" icon="pi pi-times" rounded text severity="danger" aria-label={`Remove ${rowName(row, index)}`} title="Remove" onClick={() => remove(index)} />
                  )}
                </td>
              </tr>
            );
          })}
          {!rows.length && (
            <tr>
              <td colSpan={3 + columns.length} className="mapping-rows__empty">
                {emptyText}
              </td>
            </tr>
          )}
        </tbody>
      </table>
      <Button type="button" label={addLabel} icon="pi pi-plus" size="small" text onClick={() => onChange([...rows, newRow()])} />
    </div>
  );
}
