import * as z from 'zod';

/** How a user appears on records (createdByUser, updatedByUser). */
export const UserSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type UserSummary = z.infer<typeof UserSummarySchema>;
