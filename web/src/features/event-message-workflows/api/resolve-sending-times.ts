import { api } from '@/lib/api-client';
import type { SendingTime } from '@shared/sending-time';
import { WorkflowSendingTimesSchema } from '@shared/event-message-workflows';

/** When each workflow would send for the event with its own trigger (the preview of an attach). */
export async function resolveSendingTimes(eventId: number, workflowIds: number[]): Promise<Map<number, SendingTime>> {
  const answer = await api.get(
    `/events/${eventId}/message-workflows/resolve-sending-time?messageWorkflowIds=${workflowIds.join(',')}`,
    WorkflowSendingTimesSchema,
  );
  return new Map(answer.map((row) => [row.messageWorkflowId, row.sendingTime]));
}
