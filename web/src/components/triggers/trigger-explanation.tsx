import type { TriggerPrototypeValue } from './trigger-types';
import type { EventTimes } from '@shared/sending-time';
import { explainTrigger } from '@shared/trigger-sentence';

/** The event a trigger is explained for: its id, status and deadlines. */
export type TriggerEvent = EventTimes & { id: number };

/**
 * The trigger in a sentence, with an event at hand also the time it sends for that event, by the
 * server's own resolution (shared/trigger-sentence.ts); a hint while the trigger is incomplete.
 */
export function TriggerExplanation({ trigger, event }: { trigger: TriggerPrototypeValue; event?: TriggerEvent | null }) {
  const text = explainTrigger(trigger, event ?? null, Math.floor(Date.now() / 1000));
  return (
    <p className="trigger-explanation" aria-live="polite" aria-label="When it sends">
      <i className="pi pi-clock" aria-hidden="true" /> {text ?? 'Complete the trigger to see when it sends.'}
    </p>
  );
}
