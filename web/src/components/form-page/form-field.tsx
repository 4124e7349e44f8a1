import type { ReactNode } from 'react';

/** A labelled field with its error text underneath; the input itself is marked by the caller (p-invalid). */
export function FormField({ id, label, error, required, hint, children }: { id: string; label: string; error?: string; required?: boolean; hint?: ReactNode; children: ReactNode }) {
  return (
    <div className="form-field">
      <label htmlFor={id}>
        {label}
        {required && <span className="form-field__required" aria-hidden="true"> *</span>}
      </label>
      {children}
      {error ? (
        <small id={`${id}-error`} className="p-error form-field__error" role="alert">
          {error}
        </small>
      ) : (
        hint && <small className="form-field__hint">{hint}</small>
      )}
    </div>
  );
}
