import { api } from '@/lib/api-client';
import type { SendingTime } from '@shared/sending-time';

/** When each workflow would send for the event with its own trigger (the preview of an attach). */
export async function resolveSendingTimes(eventId: number, workflowIds: number[]): Promise<Map<number, SendingTime>> {
  const answer = await api.get<{ messageWorkflowId: number; sendingTime: SendingTime }[]>(
    `/events/${eventId}/message-workflows/resolve-sending-time?messageWorkflowIds=${workflowIds.join(',')}`,
  );
  return new Map(answer.map((row) => [row.messageWorkflowId, row.sendingTime]));
}
