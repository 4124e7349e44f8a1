import type { Client } from './api.ts';
import { unique } from './api.ts';

/** Factories for message workflows and sets as the API takes them. */
export const scheduledTrigger = (overrides: Record<string, unknown> = {}) => ({
  triggerType: 'scheduled',
  triggerData: { interval: 2, triggerScheduledType: 'days', sendingDay: [], sendingTime: '09:00', basedOnCriterion: 1, eventDeadlineType: 1, ...overrides },
});

export const metricTrigger = (overrides: Record<string, unknown> = {}) => ({
  triggerType: 'scheduled_metric',
  triggerData: { metricTriggerNumber: 3, metricType: 4, timeFrameFrom: 1_800_000_000, timeFrameTo: 1_800_600_000, sendingTime: '10:30', ...overrides },
});

export const fixedContacts = (...masterContactIds: number[]) => ({ targetGroupSections: [{ targetGroupRules: [{ type: 'FixedContactRule', masterContactIds }] }] });

export const workflowBody = (messageId: number | null, overrides: Record<string, unknown> = {}) => ({
  name: unique('workflow'),
  description: 'Reminds delegates',
  status: 1,
  shouldSendToSender: false,
  contactEnrolledType: 'automatic',
  triggerPrototype: scheduledTrigger(),
  targetGroup: fixedContacts(1),
  messageId,
  tags: [],
  ...overrides,
});

export async function createWorkflow(client: Client, messageId: number | null, overrides: Record<string, unknown> = {}) {
  const answer = await client.post('/v1/message-workflows', workflowBody(messageId, overrides));
  if (answer.status !== 201) throw new Error(`createWorkflow failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}
