import { useLanguages } from '@/api/languages/get-languages';
import { LocalizationTabs } from '../components/localization-tabs';
import { smsTemplateFormResource } from '../sms-template-form-resource';
import type { SmsTemplateWithTags } from '@shared/sms-templates';
import { FormField } from '@/components/form-page/form-field';
import { FormPage } from '@/components/form-page/form-page';
import type { FormState } from '@/components/form-page/use-form-state';
import { StatusField } from '@/components/status-field';
import { TagChooser } from '@/components/tags/tag-chooser';
import type { SmsTemplateInputSchema } from '@shared/sms-templates';
import { STATUS } from '@shared/status';
import '../sms-templates.css';
import { TextField } from '@/components/form-page/text-field';
import { useChosenTags } from '@/components/tags/use-chosen-tags';

type SmsForm = FormState<typeof SmsTemplateInputSchema>;

function SmsTemplateFields({ form, record }: { form: SmsForm; record?: SmsTemplateWithTags }) {
  const { data: languages = [] } = useLanguages();
  const active = form.values.status === STATUS.active;
  const nameError = form.errorOf('name');
  const translations = (form.values.translations ?? []).map(({ languageId, body = '' }) => ({ languageId, body }));
  const { tags, choose: chooseTags } = useChosenTags(record?.tags, form.values.tags, (ids) => form.set('tags', ids));

  return (
    <>
      <TextField id="sms-name" label="Name" required value={form.values.name} onChange={(value) => form.set('name', value)} error={nameError} autoFocus />
      <StatusField
        id="sms-status"
        value={form.values.status}
        storedStatus={record?.status}
        error={form.errorOf('status')}
        hint={active ? undefined : 'Message bodies are required once the template is Active.'}
        className="sms-status"
        onChange={(status) => {
          form.set('status', status);
          // Activating makes the bodies required: show what is missing at once, the name too.
          if (status === STATUS.active) form.touch('name', 'translations');
        }}
      />
      <LocalizationTabs
        translations={translations}
        onChange={(next) => form.set('translations', next)}
        languages={languages}
        bodyError={(index) => form.errorAt(`translations.${index}.body`) ?? form.errorAt(`translations.${index}.languageId`)}
      />
      <FormField id="sms-tags" label="Tags">
        <TagChooser id="sms-tags" value={tags} onChange={chooseTags} withCloud />
      </FormField>
    </>
  );
}

export default function SmsTemplateFormPage({ id }: { id?: string }) {
  return (
    <FormPage resource={smsTemplateFormResource} id={id}>
      {(form, record) => <SmsTemplateFields form={form} record={record} />}
    </FormPage>
  );
}
