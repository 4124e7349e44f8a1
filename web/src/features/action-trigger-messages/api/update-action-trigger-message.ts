import { api } from '@/lib/api-client';
import { ActionTriggerMessageSchema } from '@shared/action-triggers';

/** Sets the message a trigger sends; null clears it. */
export const updateActionTriggerMessage = (id: number, messageId: number | null) =>
  api.put(`/action-trigger-messages/${id}`, ActionTriggerMessageSchema, { messageId });
