import * as z from 'zod';
import { FIX_KINDS, type FailureFix, type FixKind } from './failure-fix-constants.ts';

export * from './failure-fix-constants.ts';

/** A failure's object to fix, as the sender stores it and the API answers it. */
export const FailureFixSchema: z.ZodType<FailureFix> = z.object({
  kind: z.enum(Object.keys(FIX_KINDS) as [FixKind, ...FixKind[]]),
  id: z.number().int(),
});
