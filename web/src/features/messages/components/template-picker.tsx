import { useState } from 'react';
import { useEmailTemplates } from '../api/get-email-templates';
import { useStoredSmsTemplate } from '@/api/sms-templates/get-sms-template';
import { searchSmsTemplates } from '../api/search-sms-templates';
import { MESSAGE_UI } from '../message-texts';
import type { TemplateEntry } from '../message-types';
import { ObjectPicker } from '@/components/object-picker';
import { isSms } from '@shared/messages';

/** Spec section 9: the template search starts at 1 character. */
const TEMPLATE_MIN_LENGTH = 1;

export const templateLabel = (entry: TemplateEntry) => (entry.name && entry.name !== entry.id ? `${entry.name} [${entry.id}]` : entry.id);

/** Matches the id or the name, case-insensitively (spec section 2). */
const matching = (entries: TemplateEntry[], text: string) => {
  const wanted = text.trim().toLowerCase();
  return entries.filter((entry) => !wanted || entry.id.toLowerCase().includes(wanted) || entry.name.toLowerCase().includes(wanted));
};

interface TemplatePickerProps {
  id: string;
  /** The message type: SMS searches SMS templates, the email types their template service's list. */
  type: number;
  value: string | null;
  onChange: (templateId: string | null) => void;
  invalid?: boolean;
  describedBy?: string;
  ariaLabel?: string;
}

/** The template id search of the message form and its translation panel; no match warns 'Template does not exist'. */
export function TemplatePicker({ id, type, value, onChange, invalid, describedBy, ariaLabel }: TemplatePickerProps) {
  const sms = isSms(type);
  const { data: emailTemplates, mutate: loadEmailTemplates } = useEmailTemplates(sms ? null : type);
  const { data: smsTemplate } = useStoredSmsTemplate(sms ? value : null);
  const [missing, setMissing] = useState(false);

  const known = sms ? smsTemplate && { id: String(smsTemplate.id), name: smsTemplate.name } : emailTemplates?.find((entry) => entry.id === value);
  const chosen = value ? (known ?? { id: value, name: value }) : null;
  // Text typed while the template service's list still loads is matched once it has arrived.
  const search = async (text: string) => (sms ? searchSmsTemplates(text) : matching((emailTemplates ?? (await loadEmailTemplates())) ?? [], text));
  const warningId = `${id}-missing`;

  return (
    <div className="template-picker">
      <ObjectPicker<TemplateEntry>
        id={id}
        value={chosen}
        onChange={(entry) => {
          if (entry) setMissing(false);
          onChange(entry?.id ?? null);
        }}
        search={async (text) => {
          setMissing(false);
          return search(text);
        }}
        searchFailedText={sms ? MESSAGE_UI.smsSearchFailed : MESSAGE_UI.templatesFailed}
        label={templateLabel}
        minLength={TEMPLATE_MIN_LENGTH}
        dropdown
        placeholder="Search by template ID or name"
        emptyText={MESSAGE_UI.templateMissing}
        onNoMatch={() => setMissing(true)}
        // an unmatched search stays, with its warning, to be corrected
        keepUnmatched
        invalid={invalid || missing}
        describedBy={[describedBy, missing ? warningId : undefined].filter(Boolean).join(' ') || undefined}
        ariaLabel={ariaLabel}
        className="template-picker__input"
      />
      {missing && (
        <small id={warningId} className="template-picker__missing" role="status">
          <i className="pi pi-exclamation-triangle" aria-hidden="true" /> {MESSAGE_UI.templateMissing}
        </small>
      )}
    </div>
  );
}
