import type { DeliveryCounts } from '@shared/sending';
import type { TriggerPrototypeValue } from '@/components/triggers/trigger-types';
import type { UserSummary } from '@shared/users';

/** A row of the event list (GET /event-message-workflows): an event that has workflows, with its counts. */
export interface EventWorkflowEvent {
  /** The event id. */
  id: number;
  name: string;
  countryName: string;
  startTime: number;
  endTime: number;
  /** The event's status: 0 cancelled, 1 active. */
  status: number;
  numberOfSentEventMessageWorkflows: number;
  numberOfTotalEventMessageWorkflows: number;
  /** Its items being sent right now. */
  numberOfProcessingEventMessageWorkflows?: number;
  createdAt: number;
  updatedAt: number;
  createdByUser?: UserSummary;
  updatedByUser?: UserSummary;
}

/** A directory event as GET /events/{id} answers it: its dates and deadlines (type id -> unix seconds). */
export interface DirectoryEvent {
  id: number;
  name: string;
  startTime: number;
  endTime: number;
  countryName: string;
  status: number;
  deadlines: Record<string, number>;
}

/** What the timeline shows of a workflow: its texts, trigger and message (type, sender). */
export interface ItemWorkflow {
  id: number;
  name: string;
  description?: string;
  status: number;
  contactEnrolledType?: string;
  triggerPrototype: TriggerPrototypeValue;
  message: {
    id: number;
    name: string;
    type: number;
    senderId: number | null;
    senderInfo?: { id: number; name: string } | null;
    /** The sender 'Other' (no sender info): the name or address the message gives. */
    senderName?: string | null;
  } | null;
}

/** An event message workflow item as GET /events/{id}/message-workflows answers it. */
export interface EventWorkflowItem {
  id: number;
  eventId: number;
  messageWorkflowId: number;
  status: number;
  note: string | null;
  trigger: TriggerPrototypeValue;
  scheduledTime: number | null;
  movedFrom?: number | null;
  movedAt?: number | null;
  /** Its deliveries by status, from its first send on. */
  deliveries?: DeliveryCounts | null;
  updatedAt: number;
  version: number;
  messageWorkflow: ItemWorkflow | null;
}
