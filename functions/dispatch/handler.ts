import { DispatchInputSchema } from '../scheduling/dispatch-input.ts';
import { recordFiring } from './firings.ts';
import { noteFiring } from '../event-message-workflows/item-store.ts';

/**
 * The target of every item schedule (jobs.ts). For now it records the firing and changes nothing
 * else; sending builds on the record's "first invocation" answer to claim the item once.
 * Input that is not a dispatch input is a fault of the schedule: it throws, so the invocation is
 * retried and finally lands in the dead-letter queue, where it is seen.
 */
export async function handler(event: unknown): Promise<{ scheduleName: string; scheduledTime: string; first: boolean; invocations: number }> {
  const parsed = DispatchInputSchema.safeParse(event);
  if (!parsed.success) throw new Error(`dispatch: not a schedule input: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('; ')}`);
  const input = parsed.data;
  const at = Math.floor(Date.now() / 1000);
  const recorded = await recordFiring(input, at);
  // until sending is built, the item only notes that its schedule fired (once per firing)
  if (recorded.first) await noteFiring(input.eventId, input.itemId, at);
  return { scheduleName: input.scheduleName, scheduledTime: input.scheduledTime, ...recorded };
}
