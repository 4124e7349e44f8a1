import type { TriggerType } from '@shared/triggers/trigger-prototype';

/** The trigger data of either type, as a form edits it (each field may still be empty). */
export type TriggerData = Record<string, unknown>;

/** A trigger as the forms hold it: the workflow form's triggerPrototype, an event item's own trigger. */
export interface TriggerPrototypeValue {
  triggerType: TriggerType;
  triggerData: TriggerData;
}
