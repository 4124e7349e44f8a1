import { useCallback, useMemo, useState } from 'react';
import type { z } from 'zod';

type Values = Record<string, unknown>;

/**
 * The first message per field of a failed parse, under the top-level field ('translations') and
 * under its full dotted path ('translations.1.body', the key a 422 answer uses too).
 */
function fieldErrors(issues: z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in errors)) errors[field] = issue.message;
    const path = issue.path.map(String).join('.');
    if (!(path in errors)) errors[path] = issue.message;
  }
  return errors;
}

/** Drops a field's server errors, its nested ones ('translations.0.body') included. */
const withoutField = (errors: Record<string, string>, field: string) =>
  Object.fromEntries(Object.entries(errors).filter(([key]) => key !== field && !key.startsWith(`${field}.`)));

/**
 * Form values checked against the shared zod schema, so the browser shows the same texts the API
 * would answer. A field's error shows once it was changed or the form was submitted; errors from a
 * 422 answer show on their fields until the field changes.
 */
export function useFormState<S extends z.ZodType<unknown, Values>>(schema: S, initial: z.input<S>) {
  const [values, setValues] = useState<z.input<S>>(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const parsed = useMemo(() => schema.safeParse(values), [schema, values]);
  const clientErrors = useMemo(() => (parsed.success ? {} : fieldErrors(parsed.error.issues)), [parsed]);

  /** A cleared field (a removed choice) is undefined; the schema then reports it as missing. */
  const set = useCallback(<K extends keyof z.input<S> & string>(field: K, value: z.input<S>[K] | undefined) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => ({ ...current, [field]: true }));
    setServerErrors((current) => withoutField(current, field));
  }, []);

  /** Shows fields' errors before they are changed, e.g. those a status switch makes required. */
  const touch = useCallback((...fields: (keyof z.input<S> & string)[]) => {
    setTouched((current) => ({ ...current, ...Object.fromEntries(fields.map((field) => [field, true])) }));
  }, []);

  /** The error at a dotted path ('translations.1.body'); shown once its top-level field was changed. */
  const errorAt = (path: string): string | undefined =>
    serverErrors[path] ?? (touched[path.split('.')[0]] || submitted ? clientErrors[path] : undefined);

  const errorOf = (field: keyof z.input<S> & string): string | undefined => errorAt(field);

  return {
    values,
    set,
    touch,
    errorOf,
    errorAt,
    valid: parsed.success,
    /** Marks every field for display and answers the parsed values, or undefined when invalid. */
    submit(): z.output<S> | undefined {
      setSubmitted(true);
      return parsed.success ? parsed.data : undefined;
    },
    /** Starts again from loaded values (edit mode). */
    reset(next: z.input<S>) {
      setValues(next);
      setTouched({});
      setSubmitted(false);
      setServerErrors({});
    },
    setServerErrors,
  };
}

export type FormState<S extends z.ZodType<unknown, Values>> = ReturnType<typeof useFormState<S>>;
