import { useState } from 'react';
import { Button } from 'primereact/button';
import { getEmailTemplates, useEmailTemplates } from '../api/get-email-templates';
import { MESSAGE_UI } from '../message-texts';
import { TemplatePicker } from './template-picker';
import { TemplatePreviewDialog } from './template-preview-dialog';
import { FormField } from '@/components/form-page/form-field';
import { toastFailure } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { isSms } from '@shared/messages';

interface TemplateFieldProps {
  type: number;
  value: string | null;
  onChange: (templateId: string | null) => void;
  error?: string;
  required?: boolean;
}

/** The message's template: the search, and for email types 'Fetch templates' and 'Open link' (hidden for SMS). */
export function TemplateField({ type, value, onChange, error, required }: TemplateFieldProps) {
  const sms = isSms(type);
  const { mutate } = useEmailTemplates(sms ? null : type);
  const [fetching, setFetching] = useState(false);
  const [previewing, setPreviewing] = useState<string | null>(null);

  // Asks the template service again (past the server's cache) and shares the fresh list.
  const fetchTemplates = async () => {
    setFetching(true);
    try {
      await mutate(await getEmailTemplates(type, true), { revalidate: false });
      toast.success(MESSAGE_UI.templatesFetched);
    } catch (failure) {
      toastFailure(MESSAGE_UI.templatesFailed, failure);
    } finally {
      setFetching(false);
    }
  };

  return (
    <FormField id="message-template" label={sms ? 'SMS template' : 'Template ID'} required={required} error={error}>
      <div className="template-field">
        <TemplatePicker
          id="message-template"
          type={type}
          value={value}
          onChange={onChange}
          invalid={!!error}
          describedBy={error ? 'message-template-error' : undefined}
        />
        {!sms && (
          <>
            <Button type="button" label={MESSAGE_UI.fetchTemplates} icon="pi pi-refresh" outlined loading={fetching} onClick={fetchTemplates} />
            <Button type="button" label={MESSAGE_UI.openLink} icon="pi pi-external-link" outlined disabled={!value} onClick={() => setPreviewing(value)} />
          </>
        )}
      </div>
      <TemplatePreviewDialog templateId={previewing} type={type} onClose={() => setPreviewing(null)} />
    </FormField>
  );
}
