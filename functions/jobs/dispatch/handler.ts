import { DispatchInputSchema } from '../../domain/scheduling/dispatch-input.ts';
import { recordFiring } from '../../data/firings.ts';
import { noteFiring } from '../../data/item-store.ts';
import { now } from '../../data/clock.ts';
import { dispatchItem } from './dispatch-item.ts';
import type { DispatchOutcome } from './dispatch-options.ts';

/**
 * The target of every item schedule (jobs.ts): records the firing, then sends the item
 * (dispatch-item.ts, docs/sending.md). Every invocation goes on to the item, duplicates included:
 * the claim lets exactly one send, and a retried invocation must be able to resume a dispatch
 * that died. Input that is not a dispatch input is a fault of the schedule: it throws, so the
 * invocation is retried and finally lands in the dead-letter queue, where it is seen.
 */
export async function handler(
  event: unknown,
): Promise<{ scheduleName: string; scheduledTime: string; first: boolean; invocations: number; outcome: DispatchOutcome }> {
  const parsed = DispatchInputSchema.safeParse(event);
  if (!parsed.success) throw new Error(`dispatch: not a schedule input: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('; ')}`);
  const input = parsed.data;
  const at = now();
  const recorded = await recordFiring(input, at);
  if (recorded.first) await noteFiring(input.eventId, input.itemId, at);
  const outcome = await dispatchItem(input.eventId, input.itemId, { firingTime: Math.floor(Date.parse(input.scheduledTime) / 1000), now: at });
  return { scheduleName: input.scheduleName, scheduledTime: input.scheduledTime, ...recorded, outcome };
}
