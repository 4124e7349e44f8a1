import * as z from 'zod';

/**
 * The error envelope of every /v1 endpoint (ApiErrorBody in api.ts) as a schema. A module of its
 * own: every function imports api.ts, and only the API's description (functions/openapi) reads this.
 */
export const ApiErrorSchema = z.object({
  error: z.object({
    code: z.number().int(),
    message: z.string(),
    errors: z.record(z.string(), z.string()).optional(),
    /** A reference layout's test render that Twig refused: where, and what kind of problem. */
    location: z.object({ line: z.number().int(), column: z.number().int() }).optional(),
    kind: z.string().optional(),
  }),
});
