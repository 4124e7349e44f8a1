import { useState } from 'react';
import { Dropdown } from 'primereact/dropdown';
import { useLanguages } from '@/api/languages/get-languages';
import { LocalizationTabs } from '../components/localization-tabs';
import { smsTemplateFormResource } from '../sms-template-form-resource';
import type { SmsTemplateWithTags } from '@shared/sms-templates';
import type { TagSummary } from '@shared/tags';
import { FormField } from '@/components/form-page/form-field';
import { FormPage } from '@/components/form-page/form-page';
import type { FormState } from '@/components/form-page/use-form-state';
import { statusOptions } from '@/components/status-badge';
import { TagChooser } from '@/components/tags/tag-chooser';
import type { SmsTemplateInputSchema } from '@shared/sms-templates';
import { FORM_STATUSES, STATUS, canMoveTo } from '@shared/status';
import '../sms-templates.css';
import { TextField } from '@/components/form-page/text-field';

type SmsForm = FormState<typeof SmsTemplateInputSchema>;

function SmsTemplateFields({ form, record }: { form: SmsForm; record?: SmsTemplateWithTags }) {
  const { data: languages = [] } = useLanguages();
  // The form keeps tag ids (what the API takes); the chips need the tags themselves.
  const [knownTags, setKnownTags] = useState(() => new Map((record?.tags ?? []).map((tag) => [tag.id, tag])));
  const active = form.values.status === STATUS.active;
  const nameError = form.errorOf('name');
  const statusError = form.errorOf('status');
  const translations = (form.values.translations ?? []).map(({ languageId, body = '' }) => ({ languageId, body }));
  const tags = (form.values.tags ?? []).flatMap((id) => knownTags.get(id) ?? []);

  // Active or Archived records cannot go back to Draft (spec section 4).
  const statuses = statusOptions(FORM_STATUSES).map((option) => ({ ...option, disabled: !canMoveTo(record?.status, option.value) }));

  const chooseTags = (chosen: TagSummary[]) => {
    setKnownTags((known) => new Map([...known, ...chosen.map((tag) => [tag.id, tag] as const)]));
    form.set(
      'tags',
      chosen.map((tag) => tag.id),
    );
  };

  return (
    <>
      <TextField id="sms-name" label="Name" required={active} value={form.values.name} onChange={(value) => form.set('name', value)} error={nameError} autoFocus />
      <FormField id="sms-status" label="Status" error={statusError} hint={active ? undefined : 'Name and message bodies are required once the template is Active.'}>
        <Dropdown
          inputId="sms-status"
          value={form.values.status}
          options={statuses}
          optionDisabled="disabled"
          onChange={(e) => {
            form.set('status', e.value);
            // Activating makes the name and bodies required: show what is missing at once.
            if (e.value === STATUS.active) form.touch('name', 'translations');
          }}
          className={statusError ? 'p-invalid sms-status' : 'sms-status'}
        />
      </FormField>
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
