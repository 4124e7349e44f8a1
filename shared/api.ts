import * as z from 'zod';

export * from './api-envelope.ts';

/** GET /v1/health, once the API is ready. */
export const HealthSchema = z.object({ status: z.literal('ok') });

/** What a delete (and a sign-out) answers once done. */
export const DoneSchema = z.literal(true);
/** What the usage counts of the delete guards answer (GET .../{id}/message-total and the like). */
export const CountSchema = z.number().int();
