import { useEffect, useRef } from 'react';
import { InputText } from 'primereact/inputtext';
import { FormField } from './form-field';

/** A labelled one-line text (or password) input, marked invalid and described by its error text when it has one. */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  required,
  autoFocus,
  type,
  autoComplete,
}: {
  id: string;
  label: string;
  value: string | null | undefined;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  autoFocus?: boolean;
  /** 'password' for a masked input. */
  type?: 'text' | 'password';
  autoComplete?: string;
}) {
  // `autoFocus` does not take the focus from a dialog or a field: a form that mounts once its record
  // has loaded must not take it from a dialog opened meanwhile (the command palette) or from typing.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const held = document.activeElement;
    const busy = held instanceof HTMLElement && (held.closest('[role="dialog"]') || held.matches('input, textarea, select, [contenteditable="true"]'));
    if (autoFocus && !busy) input.current?.focus();
  }, [autoFocus]);
  return (
    <FormField id={id} label={label} required={required} error={error}>
      <InputText
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value)}
        className={error ? 'p-invalid' : undefined}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        ref={input}
        type={type}
        autoComplete={autoComplete}
      />
    </FormField>
  );
}
