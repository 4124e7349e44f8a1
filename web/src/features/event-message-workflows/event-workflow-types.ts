import type { TriggerPrototypeValue } from '@/components/triggers/trigger-types';
import type { EventWorkflowItem as StoredItem } from '@shared/event-message-workflows';
import type { MessageWorkflow } from '@shared/message-workflows';

/**
 * What the timeline reads of a workflow: a saved item's (GET /events/{id}/message-workflows) or an
 * attach search hit; its trigger as the trigger forms hold one.
 */
export type ItemWorkflow = Pick<MessageWorkflow, 'id' | 'name' | 'status' | 'message'> &
  Partial<Pick<MessageWorkflow, 'description' | 'contactEnrolledType'>> & { triggerPrototype: TriggerPrototypeValue };

/** What the timeline reads of a saved item. */
export type EventWorkflowItem = Pick<StoredItem, 'id' | 'eventId' | 'messageWorkflowId' | 'status' | 'note' | 'fix' | 'scheduledTime' | 'movedFrom' | 'movedAt' | 'deferral' | 'deliveries' | 'updatedAt' | 'version'> & {
  trigger: TriggerPrototypeValue;
  messageWorkflow: ItemWorkflow | null;
};
