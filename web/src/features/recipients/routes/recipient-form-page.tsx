import { Dropdown } from 'primereact/dropdown';
import { FormField } from '@/components/form-page/form-field';
import { QueryMappingFormPage, type QueryMappingFormConfig } from '@/components/query-mapping-form/query-mapping-form-page';
import { recipientFormResource } from '../recipient-form-resource';
import { MESSAGE_TYPE_OPTIONS, RECIPIENT_UI } from '../recipient-texts';
import { RECIPIENT_FIELDS, type RecipientInputSchema } from '@shared/recipients';

const FORM_CONFIG: QueryMappingFormConfig<typeof RecipientInputSchema> = {
  idPrefix: 'recipient',
  rowsKey: 'recipientReferences',
  fieldGroups: [{ label: 'Recipient', fields: RECIPIENT_FIELDS }],
  rowsTitle: 'Recipient mappings',
  // The recipient's message type sits beside its name.
  extraFields: (form) => (
    <FormField id="recipient-message-type" label="Message type">
      <Dropdown
        inputId="recipient-message-type"
        value={form.values.messageType ?? null}
        options={MESSAGE_TYPE_OPTIONS}
        onChange={(e) => form.set('messageType', e.value ?? null)}
        showClear
        placeholder={RECIPIENT_UI.anyMessageType}
      />
    </FormField>
  ),
};

export default function RecipientFormPage({ id }: { id?: string }) {
  return <QueryMappingFormPage resource={recipientFormResource} config={FORM_CONFIG} id={id} />;
}
