import { useCallback, useMemo, useState } from 'react';
import type { z } from 'zod';

type Values = Record<string, unknown>;

/** The first message per top-level field of a failed parse. */
function fieldErrors(issues: z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

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

  const set = useCallback(<K extends keyof z.input<S> & string>(field: K, value: z.input<S>[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => ({ ...current, [field]: true }));
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
  }, []);

  const errorOf = (field: keyof z.input<S> & string): string | undefined =>
    serverErrors[field] ?? (touched[field] || submitted ? clientErrors[field] : undefined);

  return {
    values,
    set,
    errorOf,
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
