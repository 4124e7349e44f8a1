import type { ReactNode } from 'react';
import { Checkbox } from 'primereact/checkbox';
import type { z } from 'zod';
import { FormPage, type FormResource } from '../form-page/form-page';
import type { FormState } from '../form-page/use-form-state';
import { useQueryTest } from '../graphql/use-query-test';
import type { FieldGroup } from '../mapping/add-mapping-panel';
import { MappingWorkbench } from '../mapping/mapping-workbench';
import { TextField } from '../form-page/text-field';

/** A mapping row as the form holds it: the reference field, its result path and a fixed value. */
interface ReferenceRow {
  field: string;
  mapping: string;
  value: string;
}

/** The values every query-mapping form has besides its rows. */
interface QueryMappingValues {
  name?: string;
  isEventBased?: boolean;
  graphQuery?: string;
  variables?: string;
}

type Schema = z.ZodType<unknown, QueryMappingValues & Record<string, unknown>>;

/** What differs between the query-mapping forms (sender info, recipients). */
export interface QueryMappingFormConfig<S extends Schema> {
  /** The prefix of the inputs' ids: 'recipient' gives #recipient-name, #recipient-event-based. */
  idPrefix: string;
  /** The form value holding the mapping rows, e.g. 'recipientReferences'. */
  rowsKey: keyof z.input<S> & string;
  fieldGroups: FieldGroup[];
  rowsTitle: string;
  /** Fields shown in a row beside the name, e.g. the recipient's message type. */
  extraFields?: (form: FormState<S>) => ReactNode;
}

interface QueryMappingFormPageProps<S extends Schema, R extends { id: number; version: number }> {
  resource: FormResource<S, R>;
  config: QueryMappingFormConfig<S>;
  /** The record to edit; create mode without it. */
  id?: string;
}

/** A create/edit form of a name, the event-based flag, a GraphQL query and the mapping of its result. */
export function QueryMappingFormPage<S extends Schema, R extends { id: number; version: number }>({ resource, config, id }: QueryMappingFormPageProps<S, R>) {
  const queryTest = useQueryTest();
  const { idPrefix, rowsKey, fieldGroups, rowsTitle, extraFields } = config;
  return (
    <FormPage resource={resource} id={id} wide submitShowsErrors>
      {(form) => {
        const values = form.values as QueryMappingValues & Record<string, unknown>;
        const set = form.set as (field: string, value: unknown) => void;
        const nameError = form.errorOf('name' as keyof z.input<S> & string);
        const nameField = (
          <TextField id={`${idPrefix}-name`} label="Name" required value={values.name} onChange={(value) => set('name', value)} error={nameError} autoFocus />
        );
        return (
          <>
            {extraFields ? (
              <div className="form-row">
                {nameField}
                {extraFields(form)}
              </div>
            ) : (
              nameField
            )}
            <div className="form-field form-field--checkbox">
              <Checkbox inputId={`${idPrefix}-event-based`} checked={!!values.isEventBased} onChange={(e) => set('isEventBased', !!e.checked)} />
              <label htmlFor={`${idPrefix}-event-based`}>Event Based</label>
            </div>
            <MappingWorkbench<ReferenceRow>
              id={idPrefix}
              query={values.graphQuery ?? ''}
              onQueryChange={(query) => set('graphQuery', query)}
              queryError={form.errorOf('graphQuery' as keyof z.input<S> & string)}
              queryRequired
              variables={values.variables ?? ''}
              onVariablesChange={(variables) => set('variables', variables)}
              prefillVariables={id ? undefined : (next) => form.prefill('variables', next)}
              queryTest={queryTest}
              rows={(values[rowsKey] as ReferenceRow[] | undefined) ?? []}
              onRowsChange={(rows) => set(rowsKey, rows)}
              rowError={(index, key) => form.errorAt(`${rowsKey}.${index}.${key}`)}
              newRow={(field, mapping) => ({ field, mapping, value: '' })}
              fieldGroups={fieldGroups}
              rowsTitle={rowsTitle}
            />
          </>
        );
      }}
    </FormPage>
  );
}
