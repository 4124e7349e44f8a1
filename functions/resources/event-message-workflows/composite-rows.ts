import { messageStore, messageWorkflowStore } from '../../data/catalogue.ts';
import { eventSummaryStore } from '../../data/event-summaries.ts';
import type { ListSpec } from '../../kit/list-engine.ts';
import { number, status, text } from '../../kit/fields.ts';
import type { StoredItem } from '../../data/event-workflow-item.ts';
import { ITEM_STATUS } from '../../../shared/event-message-workflows.ts';
import { DASHBOARD_RANGE, type Composite } from '../../../shared/dashboard.ts';

/**
 * The list filters by its date range over the rows' send date: filter[sendDate:from] /
 * filter[sendDate:to], also spelt filter[dateRange.start] / filter[dateRange.end] (unix seconds,
 * or a 400 naming the parameter).
 */
export const RANGE = DASHBOARD_RANGE.field;

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
  ranges: [DASHBOARD_RANGE],
};

/** What a row is evaluated by (filters, sorts, search): all an item gives the list besides its page's display. */
export const EVALUATED_ATTRIBUTES = ['id', 'eventId', 'messageWorkflowId', 'scheduledTime', 'status', 'updatedAt'];

/** Dashboard rows of items: each joined with its workflow, message and event summary (catalogue-sized, kept per process). */
export async function composites(items: StoredItem[]): Promise<Composite[]> {
  return (await rowJoiner())(items);
}

/** What a row shows of its workflow (and the workflow's message) and of its event: the catalogue's, or stand-ins for records it does not hold. */
export interface RowCatalogue {
  join: (items: StoredItem[]) => Composite[];
  ofWorkflow: (workflowId: number) => Pick<Composite, 'workflowName' | 'messageType'>;
  ofEvent: (eventId: number) => Pick<Composite, 'eventName' | 'countryName'>;
}

/** Reads the catalogue the rows are joined with (a revision check per type when warm), and answers the join: so it can go beside the items' reads. */
export async function rowJoiner(): Promise<(items: StoredItem[]) => Composite[]> {
  return (await rowCatalogue()).join;
}

export async function rowCatalogue(): Promise<RowCatalogue> {
  const [workflows, messages, events] = await Promise.all([messageWorkflowStore.list(), messageStore.list(), eventSummaryStore.list()]);
  const workflowById = new Map(workflows.map((w) => [w.id, w]));
  const messageById = new Map(messages.map((m) => [m.id, m]));
  const eventById = new Map(events.map((e) => [e.id, e]));
  const messageOf = (workflow: (typeof workflows)[number] | undefined) => (workflow?.messageId ? messageById.get(workflow.messageId) : undefined);
  const ofWorkflow = (workflowId: number) => {
    const workflow = workflowById.get(workflowId);
    return { workflowName: workflow?.name ?? `Workflow #${workflowId}`, messageType: messageOf(workflow)?.type ?? null };
  };
  const ofEvent = (eventId: number) => {
    const event = eventById.get(eventId);
    return { eventName: event?.name ?? `Event #${eventId}`, countryName: event?.countryName ?? '' };
  };
  const join = (items: StoredItem[]) =>
    items.map((item) => {
      const workflow = workflowById.get(item.messageWorkflowId);
      const message = messageOf(workflow);
      const event = eventById.get(item.eventId);
      return {
        id: item.id,
        eventId: item.eventId,
        ...ofEvent(item.eventId),
        eventStatus: event?.status ?? null,
        ...ofWorkflow(item.messageWorkflowId),
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
  return { join, ofWorkflow, ofEvent };
}
