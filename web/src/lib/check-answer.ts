import * as z from 'zod';

/**
 * While developing, every answer is checked against its response schema (shared/), so a screen
 * and a server that disagree are named at once: which request, which field. The answer itself is
 * used as it came either way, so development and production behave alike; production skips the
 * check.
 */
export function checkAnswer(request: string, schema: z.ZodType | undefined, answer: unknown): void {
  if (!import.meta.env.DEV || !schema) return;
  const result = schema.safeParse(answer);
  if (!result.success) console.error(`${request} answered what its response schema does not describe:\n${z.prettifyError(result.error)}`, answer);
}
