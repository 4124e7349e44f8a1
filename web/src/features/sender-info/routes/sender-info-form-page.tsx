import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import { FormField } from '../../../components/form-page/form-field';
import { FormPage } from '../../../components/form-page/form-page';
import { useQueryTest } from '../../../components/graphql/use-query-test';
import { MappingWorkbench } from '../../../components/mapping/mapping-workbench';
import { senderInfoFormResource } from '../sender-info-form-resource';
import { SENDER_FIELDS } from '../../../../../shared/sender-info';

const FIELD_GROUPS = [{ label: 'Sender', fields: SENDER_FIELDS }];

export default function SenderInfoFormPage({ id }: { id?: string }) {
  const queryTest = useQueryTest();
  return (
    <FormPage resource={senderInfoFormResource} id={id} wide>
      {(form) => {
        const nameError = form.errorOf('name');
        return (
          <>
            <FormField id="sender-info-name" label="Name" required error={nameError}>
              <InputText
                id="sender-info-name"
                value={form.values.name ?? ''}
                onChange={(e) => form.set('name', e.target.value)}
                className={nameError ? 'p-invalid' : undefined}
                aria-invalid={!!nameError}
                aria-describedby={nameError ? 'sender-info-name-error' : undefined}
                autoFocus
              />
            </FormField>
            <div className="form-field form-field--checkbox">
              <Checkbox inputId="sender-info-event-based" checked={!!form.values.isEventBased} onChange={(e) => form.set('isEventBased', !!e.checked)} />
              <label htmlFor="sender-info-event-based">Event Based</label>
            </div>
            <MappingWorkbench
              id="sender-info"
              query={form.values.graphQuery ?? ''}
              onQueryChange={(query) => form.set('graphQuery', query)}
              queryError={form.errorOf('graphQuery')}
              queryRequired
              variables={form.values.variables ?? ''}
              onVariablesChange={(variables) => form.set('variables', variables)}
              prefillVariables={!id}
              queryTest={queryTest}
              rows={form.values.senderReferences ?? []}
              onRowsChange={(rows) => form.set('senderReferences', rows)}
              rowError={(index, key) => form.errorAt(`senderReferences.${index}.${key}`)}
              newRow={(field, mapping) => ({ field, mapping, value: '' })}
              fieldGroups={FIELD_GROUPS}
              rowsTitle="Sender mappings"
            />
          </>
        );
      }}
    </FormPage>
  );
}
