import { QueryMappingFormPage, type QueryMappingFormConfig } from '@/components/query-mapping-form/query-mapping-form-page';
import { senderInfoFormResource } from '../sender-info-form-resource';
import { SENDER_FIELDS, type SenderInfoInputSchema } from '@shared/sender-info';

const FORM_CONFIG: QueryMappingFormConfig<typeof SenderInfoInputSchema> = {
  idPrefix: 'sender-info',
  rowsKey: 'senderReferences',
  fieldGroups: [{ label: 'Sender', fields: SENDER_FIELDS }],
  rowsTitle: 'Sender mappings',
};

export default function SenderInfoFormPage({ id }: { id?: string }) {
  return <QueryMappingFormPage resource={senderInfoFormResource} config={FORM_CONFIG} id={id} />;
}
