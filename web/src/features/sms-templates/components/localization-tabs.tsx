import { useState, type HTMLAttributes } from 'react';
import { Dropdown } from 'primereact/dropdown';
import { InputTextarea } from 'primereact/inputtextarea';
import { TabPanel, TabView } from 'primereact/tabview';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SMS_TEMPLATE_UI } from '../sms-template-texts';
import { SmsBodyMeta } from './sms-body-meta';
import { MASTER_LANGUAGE_ID, type Language } from '@shared/languages';
import type { SmsTemplateInput } from '@shared/sms-templates';

type SmsTranslation = SmsTemplateInput['translations'][number];

interface LocalizationTabsProps {
  translations: SmsTranslation[];
  onChange: (translations: SmsTranslation[]) => void;
  languages: Language[];
  /** The error of a localization's body, by its position. */
  bodyError: (index: number) => string | undefined;
}

const isMaster = (language: Language) => language.id === MASTER_LANGUAGE_ID || language.code === 'en';

/**
 * One tab per language, the English master first (not removable). 'Add new' offers the other
 * languages not added yet, once the master body has text; removing a tab asks first.
 */
export function LocalizationTabs({ translations, onChange, languages, bodyError }: LocalizationTabsProps) {
  const [active, setActive] = useState(0);
  const [removing, setRemoving] = useState<number | null>(null);
  const nameOf = (languageId: number) => languages.find((language) => language.id === languageId)?.name ?? `Language #${languageId}`;
  const added = new Set(translations.map((translation) => translation.languageId));
  const addable = languages.filter((language) => !isMaster(language) && !added.has(language.id));
  const masterWritten = !!translations[0]?.body.trim();

  const add = (languageId: number) => {
    onChange([...translations, { languageId, body: '' }]);
    setActive(translations.length);
  };
  const remove = (index: number) => {
    onChange(translations.filter((_, i) => i !== index));
    setActive((current) => (current >= index ? Math.max(0, current - 1) : current));
  };
  const setBody = (index: number, body: string) => onChange(translations.map((t, i) => (i === index ? { ...t, body } : t)));

  return (
    <div className="localizations">
      <div className="localizations__bar">
        <span className="form-field__label" id="localizations-label">
          Localizations
        </span>
        <Dropdown
          value={null}
          options={addable}
          optionLabel="name"
          optionValue="id"
          onChange={(e) => e.value && add(e.value)}
          placeholder={SMS_TEMPLATE_UI.addLanguage}
          disabled={!masterWritten || !addable.length}
          aria-label="Add new localization"
          title={masterWritten ? undefined : 'Write the English message first'}
          className="localizations__add"
          filter
        />
      </div>
      <TabView
        activeIndex={Math.min(active, translations.length - 1)}
        onTabChange={(e) => setActive(e.index)}
        // The tab is removed only after the question; PrimeReact must not hide it by itself.
        onBeforeTabClose={(e) => {
          setRemoving(e.index);
          return false;
        }}
        scrollable={translations.length > 6}
        aria-labelledby="localizations-label"
      >
        {translations.map((translation, index) => {
          const name = nameOf(translation.languageId);
          const error = bodyError(index);
          const id = `sms-body-${translation.languageId}`;
          return (
            <TabPanel
              key={translation.languageId}
              header={name}
              leftIcon={error ? 'pi pi-exclamation-circle localizations__tab-error' : undefined}
              closable={index > 0}
              closeIcon={({ iconProps }) => <span {...(iconProps as HTMLAttributes<HTMLSpanElement>)} className="pi pi-times p-tabview-close" role="button" aria-label={`Remove ${name} localization`} />}
            >
              <div className="form-field">
                <label htmlFor={id}>
                  Message body
                  {index === 0 && <span className="localizations__master"> (master)</span>}
                </label>
                <InputTextarea
                  id={id}
                  value={translation.body}
                  onChange={(e) => setBody(index, e.target.value)}
                  rows={5}
                  autoResize
                  className={error ? 'p-invalid' : undefined}
                  aria-invalid={!!error}
                  aria-describedby={`${id}-length${error ? ` ${id}-error` : ''}`}
                />
                <SmsBodyMeta id={id} body={translation.body} error={error} />
              </div>
            </TabPanel>
          );
        })}
      </TabView>
      <ConfirmDialog
        open={removing !== null}
        header={SMS_TEMPLATE_UI.removeLocalizationHeader}
        message={SMS_TEMPLATE_UI.removeLocalization}
        onConfirm={() => {
          if (removing !== null) remove(removing);
        }}
        onClose={() => setRemoving(null)}
      />
    </div>
  );
}
