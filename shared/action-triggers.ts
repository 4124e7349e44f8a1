import * as z from 'zod';
import { StatusSchema } from './status.ts';
import { withAudit } from './audited.ts';

/** The two action triggers: a directory import that books a meeting or cancels a registration sends the email mapped to it. */
export const ACTION_TRIGGERS = [
  { id: 1, name: 'Booked meeting' },
  { id: 2, name: 'Cancelled registration' },
] as const;

export const ACTION_TRIGGER = { bookedMeeting: ACTION_TRIGGERS[0].id, cancelledRegistration: ACTION_TRIGGERS[1].id } as const;
export type ActionTriggerId = (typeof ACTION_TRIGGER)[keyof typeof ACTION_TRIGGER];

/**
 * An action trigger and the email it sends, as GET /v1/action-trigger-messages answers it;
 * include=message adds the message (null: none). The triggers exist from the start, so no user
 * created them.
 */
export const ActionTriggerMessageSchema = withAudit({
  name: z.string(),
  messageId: z.number().int().nullable(),
  message: z.object({ id: z.number().int(), name: z.string(), type: z.number().int(), status: StatusSchema }).nullable().optional(),
});
export type ActionTriggerMessage = z.infer<typeof ActionTriggerMessageSchema>;

/** PUT /v1/action-trigger-messages/{id}: the message the trigger sends (null: none). */
export const ActionTriggerMessageInputSchema = z.object({ messageId: z.number().int().positive().nullable(), version: z.number().int().optional() });
