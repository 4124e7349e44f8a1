import { Checkbox } from 'primereact/checkbox';
import { InputTextarea } from 'primereact/inputtextarea';
import { useReferenceSetTemplate } from '../api/get-reference-set-template';
import { CustomReferences } from '../components/custom-references';
import { StatusField, type RecordStatus } from '@/components/status-field';
import { referenceSetTemplateFormResource } from '../reference-set-template-form-resource';
import { FormField } from '@/components/form-page/form-field';
import { FormPage } from '@/components/form-page/form-page';
import { useQueryTest } from '@/components/graphql/use-query-test';
import { MappingWorkbench } from '@/components/mapping/mapping-workbench';
import { MAPPING_TEXTS } from '@shared/mapping';
import { REFERENCE_FIELDS } from '@shared/reference-set-templates';
import { STATUS } from '@shared/status';
import '../reference-set-templates.css';
import { TextField } from '@/components/form-page/text-field';

const FIELD_GROUPS = [
  { label: 'Contact', fields: REFERENCE_FIELDS.contact },
  { label: 'Sender', fields: REFERENCE_FIELDS.sender },
];

export default function ReferenceSetTemplateFormPage({ id }: { id?: string }) {
  const queryTest = useQueryTest();
  // The same SWR entry the form loads: the stored status and query decide what the status may become.
  const { data: stored } = useReferenceSetTemplate(id);
  const queryTested = (query: string) =>
    queryTest.isTested(query) || (stored?.status === STATUS.active && !!query.trim() && stored.graphQuery.trim() === query.trim());

  return (
    <FormPage
      resource={referenceSetTemplateFormResource}
      id={id}
      wide
      canSave={(form) => form.values.status !== STATUS.active || queryTested(form.values.graphQuery ?? '')}
    >
      {(form) => {
        const nameError = form.errorOf('name');
        const query = form.values.graphQuery ?? '';
        const variables = form.values.variables ?? '';
        const changeStatus = (status: RecordStatus) => {
          form.set('status', status);
          // Leaving Draft makes the query and every mapping required: show what is missing at once.
          if (status !== STATUS.draft) form.touch('graphQuery', 'referencesSetMapping', 'customReferences');
        };
        return (
          <>
            <div className="form-row">
              <TextField id="rst-name" label="Name" required value={form.values.name} onChange={(value) => form.set('name', value)} error={nameError} autoFocus />
              <StatusField
                id="rst-status"
                value={form.values.status ?? STATUS.draft}
                onChange={changeStatus}
                storedStatus={stored?.status}
                error={form.errorOf('status')}
                activeBlockedText={queryTested(query) ? undefined : MAPPING_TEXTS.queryNotTested}
                hint={
                  !queryTested(query) && (
                    <span className="status-field__hint">
                      <i className="pi pi-info-circle" aria-hidden="true" /> Active needs a successful query test since the last edit.
                    </span>
                  )
                }
              />
            </div>
            <FormField id="rst-description" label="Description" error={form.errorOf('description')}>
              <InputTextarea id="rst-description" value={form.values.description ?? ''} onChange={(e) => form.set('description', e.target.value)} rows={2} autoResize />
            </FormField>
            <div className="form-field form-field--checkbox">
              <Checkbox inputId="rst-event-based" checked={!!form.values.isEventBased} onChange={(e) => form.set('isEventBased', !!e.checked)} />
              <label htmlFor="rst-event-based">Event Based</label>
            </div>
            <MappingWorkbench
              id="rst"
              query={query}
              onQueryChange={(next) => form.set('graphQuery', next)}
              queryError={form.errorOf('graphQuery')}
              queryRequired={form.values.status === STATUS.active}
              variables={variables}
              onVariablesChange={(next) => form.set('variables', next)}
              prefillVariables={id ? undefined : (next) => form.prefill('variables', next)}
              queryTest={queryTest}
              isQueryTested={queryTested}
              rows={form.values.referencesSetMapping ?? []}
              onRowsChange={(rows) => form.set('referencesSetMapping', rows)}
              rowError={(index, key) => form.errorAt(`referencesSetMapping.${index}.${key}`)}
              newRow={(field, mapping) => ({ field, mapping, waived: false })}
              fieldGroups={FIELD_GROUPS}
              rowsTitle="Reference mappings"
              // A waived row without a mapping stays out of the test, as it stays out of validation.
              testable={(row) => !(row.waived && !row.mapping?.trim())}
              columns={[
                {
                  header: 'Waived',
                  render: (row, index, update) =>
                    index === 0 ? null : (
                      <Checkbox checked={!!row.waived} onChange={(e) => update({ waived: !!e.checked })} aria-label={`Waive ${row.field || `row ${index + 1}`}`} />
                    ),
                },
              ]}
            >
              <CustomReferences
                rows={form.values.customReferences ?? []}
                onChange={(rows) => form.set('customReferences', rows)}
                errorAt={form.errorAt}
                query={query}
                variables={variables}
              />
            </MappingWorkbench>
          </>
        );
      }}
    </FormPage>
  );
}
