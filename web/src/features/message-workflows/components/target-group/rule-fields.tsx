import { useEffect, useState } from 'react';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { FormField } from '@/components/form-page/form-field';
import { getAt, type Draft } from './rule-draft';
import type { Option } from '@shared/directory/vocabulary';

/** What a rule form works on: the draft, a change of one or more fields by dotted path, and each field's text. */
export interface RuleForm {
  draft: Draft;
  set: (changes: Record<string, unknown>) => void;
  /** A new draft (a criterion that changes which fields exist); `changed` is the field the user changed. */
  replace: (draft: Draft, changed: string) => void;
  errorAt: (path: string) => string | undefined;
}

const fieldId = (path: string) => `rule-${path.replace(/\./g, '-')}`;

interface SelectFieldProps {
  form: RuleForm;
  path: string;
  label: string;
  options: readonly Option[];
  /** Instead of setting the field alone: for choices that reset other fields. */
  onSelect?: (value: number | null) => void;
  /** A clear button; clearing sets null (e.g. 'any role'). */
  clearText?: string;
  filter?: boolean;
  loading?: boolean;
}

/** A labelled choice of numbered options (the spec's numeric vocabularies). */
export function SelectField({ form, path, label, options, onSelect, clearText, filter, loading }: SelectFieldProps) {
  const id = fieldId(path);
  const error = form.errorAt(path);
  const value = getAt(form.draft, path);
  return (
    <FormField id={id} label={label} error={error}>
      <Dropdown
        inputId={id}
        value={value ?? null}
        options={[...options]}
        optionLabel="name"
        optionValue="id"
        onChange={(e) => {
          const next = (e.value as number | undefined) ?? null;
          if (onSelect) onSelect(next);
          else form.set({ [path]: next });
        }}
        showClear={!!clearText && value != null}
        placeholder={clearText ?? 'Select'}
        filter={filter}
        loading={loading}
        invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        className="rule-form__select"
      />
    </FormField>
  );
}

const sameNumber = (a: number | null, b: unknown) => a === b || (Number.isNaN(a) && Number.isNaN(b));
const parseNumber = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

/** A whole number typed by hand; empty is null, so the schema's 'Number is required.' shows. */
export function NumberField({ form, path, label, hint }: { form: RuleForm; path: string; label: string; hint?: string }) {
  const id = fieldId(path);
  const error = form.errorAt(path);
  const value = getAt(form.draft, path);
  const [text, setText] = useState(value == null ? '' : String(value));
  // Follow the draft when it changes from outside (a reset after ADD), keeping text such as '-' while typed.
  useEffect(() => {
    if (!sameNumber(parseNumber(text), value)) setText(value == null || Number.isNaN(value) ? '' : String(value));
  }, [value]);
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <InputText
        id={id}
        inputMode="numeric"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          form.set({ [path]: parseNumber(e.target.value) });
        }}
        className={`rule-form__number${error ? ' p-invalid' : ''}`}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
      />
    </FormField>
  );
}

/** Several of a list of options (VIP roles, prospect classes, participation statuses). */
export function CheckboxGroup({ form, path, label, options, hint }: { form: RuleForm; path: string; label: string; options: readonly Option[]; hint?: string }) {
  const id = fieldId(path);
  const error = form.errorAt(path);
  const chosen = (getAt(form.draft, path) as number[] | undefined) ?? [];
  const toggle = (optionId: number, checked: boolean) =>
    form.set({ [path]: checked ? [...chosen, optionId] : chosen.filter((value) => value !== optionId) });
  return (
    <fieldset className="rule-form__checkboxes" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{label}</legend>
      <div className="rule-form__checkbox-list">
        {options.map((option) => (
          <span key={option.id} className="rule-form__checkbox">
            <Checkbox inputId={`${id}-${option.id}`} checked={chosen.includes(option.id)} onChange={(e) => toggle(option.id, !!e.checked)} invalid={!!error} />
            <label htmlFor={`${id}-${option.id}`}>{option.name}</label>
          </span>
        ))}
      </div>
      {error ? (
        <small id={`${id}-error`} className="p-error" role="alert">
          {error}
        </small>
      ) : (
        hint && <small className="form-field__hint">{hint}</small>
      )}
    </fieldset>
  );
}
