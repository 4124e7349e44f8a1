import { useState } from 'react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useEmailTemplates } from '../api/get-email-templates';
import { useLanguages } from '@/api/languages/get-languages';
import { MESSAGE_UI } from '../message-texts';
import { TemplatePicker, templateLabel } from './template-picker';
import { MESSAGE_TEXTS } from '@shared/messages';
import { MASTER_LANGUAGE_ID } from '@shared/languages';

export interface TranslationValue {
  id?: number;
  languageId: number;
  templateId: string;
}

interface TranslationPanelProps {
  /** An email type (the panel is hidden for SMS). */
  type: number;
  value: TranslationValue[];
  onChange: (translations: TranslationValue[]) => void;
  /** A translation's error by its position (the API's 'messageTranslations.{i}.languageId'). */
  errorOf: (index: number) => string | undefined;
}

/**
 * Translations of an email message: a language and a template id from the same template list,
 * 'Add Translation', one per language, removable. English is the message's own template.
 */
export function TranslationPanel({ type, value, onChange, errorOf }: TranslationPanelProps) {
  const { data: languages = [] } = useLanguages();
  const { data: templates = [] } = useEmailTemplates(type);
  const [languageId, setLanguageId] = useState<number | null>(null);
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [duplicate, setDuplicate] = useState<string | null>(null);
  const nameOf = (id: number) => languages.find((language) => language.id === id)?.name ?? `Language #${id}`;
  const choices = languages.filter((language) => language.id !== MASTER_LANGUAGE_ID);

  const add = () => {
    if (languageId === null || !templateId) return;
    if (value.some((translation) => translation.languageId === languageId)) {
      setDuplicate(MESSAGE_TEXTS.duplicateTranslation(nameOf(languageId)));
      return;
    }
    onChange([...value, { languageId, templateId }]);
    setLanguageId(null);
    setTemplateId(null);
    setDuplicate(null);
  };

  return (
    <fieldset className="translation-panel">
      <legend>Translations</legend>
      <div className="translation-panel__add">
        <Dropdown
          inputId="translation-language"
          value={languageId}
          options={choices}
          optionLabel="name"
          optionValue="id"
          onChange={(e) => {
            setLanguageId(e.value ?? null);
            setDuplicate(null);
          }}
          placeholder="Language"
          aria-label="Translation language"
          filter
          className="translation-panel__language"
        />
        <TemplatePicker id="translation-template" type={type} value={templateId} onChange={setTemplateId} ariaLabel="Translation template ID" />
        <Button type="button" label={MESSAGE_UI.addTranslation} icon="pi pi-plus" outlined disabled={languageId === null || !templateId} onClick={add} />
      </div>
      {duplicate && (
        <small className="p-error" role="alert">
          {duplicate}
        </small>
      )}
      {value.length === 0 ? (
        <p className="translation-panel__empty">No translations: every contact gets the message's own template.</p>
      ) : (
        <ul className="translation-panel__list" aria-label="Added translations">
          {value.map((translation, index) => {
            const template = templates.find((entry) => entry.id === translation.templateId);
            const error = errorOf(index);
            return (
              <li key={translation.languageId}>
                <span className="translation-panel__language-name">{nameOf(translation.languageId)}</span>
                <span className="translation-panel__template">{template ? templateLabel(template) : translation.templateId}</span>
                <Button
                  type="button"
                  icon="pi pi-times"
                  rounded
                  text
                  severity="danger"
                  aria-label={`Remove ${nameOf(translation.languageId)} translation`}
                  onClick={() => onChange(value.filter((_, i) => i !== index))}
                />
                {error && (
                  <small className="p-error translation-panel__error" role="alert">
                    {error}
                  </small>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
