import { messageStore, messageWorkflowStore } from '../../data/catalogue.ts';
import { eventSummaryStore } from '../../data/event-summaries.ts';
import type { ListSpec } from '../../kit/list-engine.ts';
import { number, status, text } from '../../kit/fields.ts';
import type { StoredItem } from '../../data/item-store.ts';
import { ITEM_STATUS } from '../../../shared/event-message-workflows.ts';
import type { Composite } from '../../../shared/dashboard.ts';

/** The list filters by its date range: filter[dateRange.start] / filter[dateRange.end] (unix seconds, or a 400 naming the parameter). */
export const RANGE = 'dateRange';

export const COMPOSITE_LIST: ListSpec<Composite> = {
  fields: {
    id: number,
    eventId: number,
    eventName: text,
    countryName: text,
    messageType: number,
    workflowName: text,
    sendDate: number,
    status,
    updatedAt: number,
  },
  defaultSort: 'sendDate',
  search: ['eventId', 'eventName', 'workflowName', 'countryName'],
  ranges: [RANGE],
};

/** What a row is evaluated by (filters, sorts, search): all an item gives the list besides its page's display. */
export const EVALUATED_ATTRIBUTES = ['id', 'eventId', 'messageWorkflowId', 'scheduledTime', 'status', 'updatedAt'];

/** Dashboard rows of items: each joined with its workflow, message and event summary (catalogue-sized, kept per process). */
export async function composites(items: StoredItem[]): Promise<Composite[]> {
  return (await rowJoiner())(items);
}

/** Reads the catalogue the rows are joined with (a revision check per type when warm), and answers the join: so it can go beside the items' reads. */
export async function rowJoiner(): Promise<(items: StoredItem[]) => Composite[]> {
  const [workflows, messages, events] = await Promise.all([messageWorkflowStore.list(), messageStore.list(), eventSummaryStore.list()]);
  const workflowById = new Map(workflows.map((w) => [w.id, w]));
  const messageById = new Map(messages.map((m) => [m.id, m]));
  const eventById = new Map(events.map((e) => [e.id, e]));
  return (items) =>
    items.map((item) => {
      const workflow = workflowById.get(item.messageWorkflowId);
      const message = workflow?.messageId ? messageById.get(workflow.messageId) : undefined;
      const event = eventById.get(item.eventId);
      return {
        id: item.id,
        eventId: item.eventId,
        eventName: event?.name ?? `Event #${item.eventId}`,
        countryName: event?.countryName ?? '',
        eventStatus: event?.status ?? null,
        messageType: message?.type ?? null,
        workflowName: workflow?.name ?? `Workflow #${item.messageWorkflowId}`,
        sendDate: item.scheduledTime ?? 0,
        status: item.status,
        updatedAt: item.updatedAt,
        sent: item.deliveries?.sent ?? null,
        sending: item.deliveries ? item.deliveries.pending + item.deliveries.sending : null,
        deliveries: item.deliveries ?? null,
        eventMessageWorkflow: {
          id: item.id,
          status: item.status,
          note: item.note,
          fix: item.status === ITEM_STATUS.error ? (item.fix ?? null) : null,
          updatedAt: item.updatedAt,
          trigger: item.trigger,
          messageWorkflow: workflow ? { id: workflow.id, name: workflow.name, triggerPrototype: item.trigger, message: message ? { id: message.id, name: message.name, type: message.type } : null } : null,
        },
      };
    });
  }
