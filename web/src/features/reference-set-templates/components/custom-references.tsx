import { useState } from 'react';
import { Button } from 'primereact/button';
import { AttachLayoutDialog, type CustomReferenceRow } from './attach-layout-dialog';
import { MappingRows } from '@/components/mapping/mapping-rows';

interface CustomReferencesProps {
  rows: CustomReferenceRow[];
  onChange: (rows: CustomReferenceRow[]) => void;
  /** The form's error at a dotted path under customReferences. */
  errorAt: (path: string) => string | undefined;
  query: string;
  variables: string;
}

const nameOf = (row: CustomReferenceRow, index: number) => row.field.trim() || `row ${index + 1}`;

/** Custom references: a field, its mapping and the reference layout (Twig) that renders the value. */
export function CustomReferences({ rows, onChange, errorAt, query, variables }: CustomReferencesProps) {
  const [editing, setEditing] = useState<number>();
  const update = (index: number, patch: Partial<CustomReferenceRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  return (
    <section className="custom-references" aria-labelledby="custom-references-title">
      <h3 id="custom-references-title">Custom references</h3>
      <MappingRows
        id="custom-references"
        rows={rows}
        onChange={onChange}
        newRow={() => ({ field: '', mapping: '', layoutId: null, value: '' })}
        errorOf={(index, key) => errorAt(`customReferences.${index}.${key}`)}
        fixedFirst={false}
        addLabel="Add custom reference"
        emptyText="No custom references."
        columns={[
          {
            header: 'Reference layout',
            render: (row, index) => {
              const error = errorAt(`customReferences.${index}.layoutId`);
              return (
                <>
                  <div className="reference-layout-cell">
                    {row.layoutId ? (
                      <>
                        <Button type="button" label={`Layout #${row.layoutId}`} icon="pi pi-pencil" size="small" outlined aria-label={`Edit the reference layout of ${nameOf(row, index)}`} onClick={() => setEditing(index)} />
                        <Button type="button" icon="pi pi-times" size="small" text rounded severity="secondary" aria-label={`Detach the reference layout of ${nameOf(row, index)}`} title="Detach" onClick={() => update(index, { layoutId: null, value: '' })} />
                      </>
                    ) : (
                      <Button type="button" label="Attach layout" icon="pi pi-link" size="small" text aria-label={`Attach a reference layout to ${nameOf(row, index)}`} onClick={() => setEditing(index)} />
                    )}
                  </div>
                  {error && (
                    <small className="p-error reference-layout-cell__error" role="alert">
                      {error}
                    </small>
                  )}
                </>
              );
            },
          },
        ]}
      />
      <AttachLayoutDialog
        row={editing === undefined ? undefined : rows[editing]}
        query={query}
        variables={variables}
        onAttach={(layoutId, value) => editing !== undefined && update(editing, { layoutId, value })}
        onClose={() => setEditing(undefined)}
      />
    </section>
  );
}
