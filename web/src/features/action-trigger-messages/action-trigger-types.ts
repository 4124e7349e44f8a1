import type { ActionTriggerMessage } from '@shared/action-triggers';

/** A message an action trigger may send: a search hit, or the trigger's own (include=message). */
export type TriggerMessage = Pick<NonNullable<ActionTriggerMessage['message']>, 'id' | 'name'> & { type?: number };
