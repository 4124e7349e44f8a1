import type { MessageWorkflowInput } from '../../../shared/message-workflows.ts';
import type { MessageWorkflowSetInput } from '../../../shared/message-workflow-sets.ts';
import { STATUS } from '../../../shared/status.ts';
import { postData, unique, type Created, type Poster } from './client.ts';

/**
 * Message workflows, their sets, and attaching them to events. A workflow body is a Draft that
 * sends nothing; an Active one needs an Active message: override `{ status: STATUS.active, messageId }`.
 */

/** Two days before the event's deadline 1 (Delegate meeting booking), at 09:00. */
export const scheduledTrigger = (overrides: Record<string, unknown> = {}) => ({
  triggerType: 'scheduled',
  triggerData: { interval: 2, triggerScheduledType: 'days', sendingDay: [] as number[], sendingTime: '09:00', basedOnCriterion: 1, eventDeadlineType: 1, ...overrides },
});

/** At least 3 participating delegates, checked daily at 10:30 over a time frame (unix seconds) in 2027. */
export const metricTrigger = (overrides: Record<string, unknown> = {}) => ({
  triggerType: 'scheduled_metric',
  triggerData: { metricTriggerNumber: 3, metricType: 4, timeFrameFrom: 1_800_000_000, timeFrameTo: 1_800_600_000, sendingTime: '10:30', ...overrides },
});

/** A target group of these sections, each a list of rules (a contact is in when every rule of some section holds). */
export const targetGroup = (...sections: unknown[][]) => ({ targetGroupSections: sections.map((targetGroupRules) => ({ targetGroupRules })) });

/** A target group of one rule: the fixed contacts given. */
export const fixedContacts = (...masterContactIds: number[]) => targetGroup([{ type: 'FixedContactRule', masterContactIds }]);

export const workflowBody = (overrides: Record<string, unknown> = {}) => ({
  name: unique('Workflow'),
  status: STATUS.draft as number,
  shouldSendToSender: false,
  contactEnrolledType: 'automatic',
  triggerPrototype: scheduledTrigger(),
  targetGroup: fixedContacts(1),
  messageId: null as number | null,
  tags: [] as number[],
  ...overrides,
});

/** A workflow as the API answers it: what it was given, with the names it gives the target group's rules. */
export type Workflow = Created<MessageWorkflowInput>;
export const createWorkflow = (client: Poster, overrides: Record<string, unknown> = {}) => postData<Workflow>(client, '/v1/message-workflows', workflowBody(overrides));

export const workflowSetBody = (overrides: Record<string, unknown> = {}) => ({ name: unique('Set'), status: STATUS.draft as number, messageWorkflows: [] as number[], ...overrides });
export const createWorkflowSet = (client: Poster, overrides: Record<string, unknown> = {}) =>
  postData<Created<MessageWorkflowSetInput>>(client, '/v1/message-workflow-sets', workflowSetBody(overrides));

/** An event message workflow item as attaching answers it (its times and counts as answered). */
export interface AttachedItem {
  id: number;
  eventId: number;
  messageWorkflowId: number;
  status: number;
  [field: string]: any;
}

/** Attaches workflows (or sets) to events, one entry each; answers the items made. */
export async function attachWorkflows(client: Poster, entries: ({ eventId: number } & Record<string, unknown>)[]) {
  return (await postData<{ items: AttachedItem[] }>(client, '/v1/event-message-workflows', { eventMessageWorkflows: entries }, 200)).items;
}
