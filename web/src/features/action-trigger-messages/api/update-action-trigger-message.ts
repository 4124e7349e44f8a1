import { api } from '@/lib/api-client';
import type { ActionTriggerMessage } from '../action-trigger-types';

/** Sets the message a trigger sends; null clears it. */
export const updateActionTriggerMessage = (id: number, messageId: number | null) =>
  api.put<ActionTriggerMessage>(`/action-trigger-messages/${id}`, { messageId });
