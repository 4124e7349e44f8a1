import type { z } from 'zod';
import { invalid } from './failure.ts';

/** Turns zod issues into `{ field: text }`, the first text per field, fields named by their dotted path. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Parses input with a shared schema; failure is an 'invalid' refusal carrying the spec's texts per field. */
export function validate<S extends z.ZodType>(schema: S, input: unknown, options: { code?: number; message?: string } = {}): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw invalid(fieldErrors(result.error), options.message, options.code);
  return result.data;
}
