import type { DeliveryCounts } from '../../../../shared/sending';
import type { TriggerType } from '../../../../shared/triggers/trigger-prototype';

/** One row of the dashboard (spec section 3, the event message workflow composite); `id` is the item's. */
export interface Composite {
  id: number;
  eventId: number;
  eventName: string;
  countryName: string;
  eventStatus: number | null;
  messageType: number | null;
  workflowName: string;
  /** Unix seconds. */
  sendDate: number;
  status: number;
  updatedAt: number;
  /** Delivered, and still on their way; null before the first send (deliveries: every count). */
  sent: number | null;
  sending: number | null;
  deliveries: DeliveryCounts | null;
  eventMessageWorkflow: {
    id: number;
    status: number;
    /** Why it failed or is out of date. */
    note: string | null;
    updatedAt: number;
    trigger: { triggerType: TriggerType; triggerData: Record<string, unknown> };
  };
}

/** GET .../count-of-each-status: the composite's count names (shared/event-message-workflows.ts STATUS_COUNTS). */
export type StatusCounts = Record<'active' | 'inActive' | 'processing' | 'completed' | 'outOfDate' | 'error', number>;
