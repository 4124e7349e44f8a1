import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { FormField } from '../../../components/form-page/form-field';
import { FormPage } from '../../../components/form-page/form-page';
import { useQueryTest } from '../../../components/graphql/use-query-test';
import { MappingWorkbench } from '../../../components/mapping/mapping-workbench';
import { recipientFormResource } from '../recipient-form-resource';
import { MESSAGE_TYPE_OPTIONS } from '../recipient-texts';
import { RECIPIENT_FIELDS } from '../../../../../shared/recipients';

const FIELD_GROUPS = [{ label: 'Recipient', fields: RECIPIENT_FIELDS }];

export default function RecipientFormPage({ id }: { id?: string }) {
  const queryTest = useQueryTest();
  return (
    <FormPage resource={recipientFormResource} id={id} wide>
      {(form) => {
        const nameError = form.errorOf('name');
        return (
          <>
            <div className="form-row">
              <FormField id="recipient-name" label="Name" required error={nameError}>
                <InputText
                  id="recipient-name"
                  value={form.values.name ?? ''}
                  onChange={(e) => form.set('name', e.target.value)}
                  className={nameError ? 'p-invalid' : undefined}
                  aria-invalid={!!nameError}
                  aria-describedby={nameError ? 'recipient-name-error' : undefined}
                  autoFocus
                />
              </FormField>
              <FormField id="recipient-message-type" label="Message type">
                <Dropdown
                  inputId="recipient-message-type"
                  value={form.values.messageType ?? null}
                  options={MESSAGE_TYPE_OPTIONS}
                  onChange={(e) => form.set('messageType', e.value ?? null)}
                  showClear
                  placeholder="Any message type"
                />
              </FormField>
            </div>
            <div className="form-field form-field--checkbox">
              <Checkbox inputId="recipient-event-based" checked={!!form.values.isEventBased} onChange={(e) => form.set('isEventBased', !!e.checked)} />
              <label htmlFor="recipient-event-based">Event Based</label>
            </div>
            <MappingWorkbench
              id="recipient"
              query={form.values.graphQuery ?? ''}
              onQueryChange={(query) => form.set('graphQuery', query)}
              queryError={form.errorOf('graphQuery')}
              queryRequired
              variables={form.values.variables ?? ''}
              onVariablesChange={(variables) => form.set('variables', variables)}
              prefillVariables={!id}
              queryTest={queryTest}
              rows={form.values.recipientReferences ?? []}
              onRowsChange={(rows) => form.set('recipientReferences', rows)}
              rowError={(index, key) => form.errorAt(`recipientReferences.${index}.${key}`)}
              newRow={(field, mapping) => ({ field, mapping, value: '' })}
              fieldGroups={FIELD_GROUPS}
              rowsTitle="Recipient mappings"
            />
          </>
        );
      }}
    </FormPage>
  );
}
