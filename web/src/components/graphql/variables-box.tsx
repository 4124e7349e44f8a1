import { useEffect, useRef } from 'react';
import { Button } from 'primereact/button';
import { useDefaultVariables } from '@/api/graphql/get-default-variables';
import { defaultVariablesFor, variablesValid } from './graphql-variables';
import { CodeEditor } from '../code-editor/code-editor';
import { MAPPING_TEXTS } from '@shared/mapping';
import './graphql.css';

interface VariablesBoxProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** The query, whose declared variables the defaults follow. */
  query: string;
  /** Fills an empty box with the default variables once they load (new records): not a change by the user. */
  prefill?: (value: string) => void;
  label?: string;
}

/** The JSON variables a query is tested with, prefilled from the directory's default event and contacts. */
export function VariablesBox({ id, value, onChange, query, prefill, label = 'Variables' }: VariablesBoxProps) {
  const { data: defaults } = useDefaultVariables();
  const prefilled = useRef(false);
  const invalid = !variablesValid(value);

  useEffect(() => {
    if (!prefill || prefilled.current || !defaults) return;
    prefilled.current = true;
    if (!value.trim()) prefill(defaultVariablesFor(query, defaults));
  }, [prefill, defaults, value, query]);

  return (
    <div className="form-field variables-box">
      <div className="query-editor__bar">
        <label htmlFor={id}>{label}</label>
        <Button
          type="button"
          label="Default variables"
          icon="pi pi-refresh"
          size="small"
          text
          disabled={!defaults}
          onClick={() => defaults && onChange(defaultVariablesFor(query, defaults))}
        />
      </div>
      <CodeEditor id={id} language="json" value={value} onChange={onChange} minLines={3} maxHeight="12rem" invalid={invalid} describedBy={invalid ? `${id}-error` : undefined} />
      {invalid && (
        <small id={`${id}-error`} className="p-error form-field__error" role="alert">
          {MAPPING_TEXTS.variablesInvalid}
        </small>
      )}
    </div>
  );
}
