import { api } from '@/lib/api-client';
import type { TriggerPrototypeValue } from '@/components/triggers/trigger-types';
import type { SendingTime } from '@shared/sending-time';

/** When an edited trigger would send for the event (the trigger modal's preview). */
export const resolveTriggerTime = (eventId: number, trigger: TriggerPrototypeValue) =>
  api.post<SendingTime>(`/events/${eventId}/message-workflows/resolve-sending-time-by-trigger-data`, trigger);
