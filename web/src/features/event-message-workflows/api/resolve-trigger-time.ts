import { api } from '@/lib/api-client';
import type { TriggerPrototypeValue } from '@/components/triggers/trigger-types';
import { ResolvedSendingTimeSchema } from '@shared/sending-time';

/** When an edited trigger would send for the event (the trigger modal's preview). */
export const resolveTriggerTime = (eventId: number, trigger: TriggerPrototypeValue) =>
  api.post(`/events/${eventId}/message-workflows/resolve-sending-time-by-trigger-data`, ResolvedSendingTimeSchema, trigger);
