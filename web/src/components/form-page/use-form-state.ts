import { useCallback, useMemo, useState } from 'react';
import type { z } from 'zod';

type Values = Record<string, unknown>;

/** Values compare as JSON (what the API takes); an emptied text equals a missing one. */
const asJson = (value: unknown) => JSON.stringify(value, (_key, v: unknown) => (v === '' || v === null ? undefined : v));
export const sameValues = (a: unknown, b: unknown): boolean => asJson(a) === asJson(b);

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
 * 422 answer show on their fields until the field changes. `dirty`: the values differ from those
 * the form started from (the defaults or the loaded record).
 *
 * The schema may still be loading (the sign-in form loads it with the first keystroke): until it
 * is there the form shows no errors and is not valid; `submit` then takes it as its argument.
 */
export function useFormState<S extends z.ZodType<unknown, Values>>(schema: S | undefined, initial: z.input<S>) {
  const [values, setValues] = useState<z.input<S>>(initial);
  const [baseline, setBaseline] = useState<z.input<S>>(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const parsed = useMemo(() => schema?.safeParse(values), [schema, values]);
  const dirty = useMemo(() => !sameValues(values, baseline), [values, baseline]);
  const clientErrors = useMemo(() => (!parsed || parsed.success ? {} : fieldErrors(parsed.error.issues)), [parsed]);

  /** A cleared field (a removed choice) is undefined; the schema then reports it as missing. */
  const set = useCallback(<K extends keyof z.input<S> & string>(field: K, value: z.input<S>[K] | undefined) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => ({ ...current, [field]: true }));
    setServerErrors((current) => withoutField(current, field));
  }, []);

  /** A value the form fills in by itself once it is known (default variables): part of the start, not a change. */
  const prefill = useCallback(<K extends keyof z.input<S> & string>(field: K, value: z.input<S>[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setBaseline((current) => ({ ...current, [field]: value }));
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
    prefill,
    touch,
    errorOf,
    errorAt,
    valid: parsed?.success ?? false,
    dirty,
    /** What the form started from: the defaults or the values as loaded. */
    baseline,
    /** Marks every field for display and answers the parsed values, or undefined when invalid; `loaded`: the schema, when it loaded after this render. */
    submit(loaded?: S): z.output<S> | undefined {
      setSubmitted(true);
      const result = parsed ?? loaded?.safeParse(values);
      return result?.success ? result.data : undefined;
    },
    /** Starts again from loaded values (edit mode); `base` differs from them when a draft is restored. */
    reset(next: z.input<S>, base: z.input<S> = next) {
      setValues(next);
      setBaseline(base);
      setTouched({});
      setSubmitted(false);
      setServerErrors({});
    },
    setServerErrors,
  };
}

export type FormState<S extends z.ZodType<unknown, Values>> = ReturnType<typeof useFormState<S>>;
