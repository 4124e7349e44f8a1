import { DispatchInputSchema } from '../../domain/scheduling/dispatch-input.ts';
import { recordFiring } from '../../data/firings.ts';
import { getItem } from '../../data/item-reads.ts';
import { now } from '../../data/clock.ts';
import { runItemCheck } from '../../domain/readiness/run-checks.ts';
import { ITEM_STATUS } from '../../../shared/event-message-workflows.ts';
import type { ReadinessStatus } from '../../../shared/readiness.ts';

/**
 * The target of every readiness check schedule (jobs.ts, docs/readiness.md): 48 hours before an
 * item's send, checks it and stores the result (the badge; onReadinessBlocked when it is blocked).
 * Duplicate firings are harmless: the result names its firing, so a repeat runs nothing and a
 * concurrent one stores nothing twice. Input that is not a schedule's throws (retried, then the DLQ).
 */
export async function handler(event: unknown): Promise<{ scheduleName: string; invocations: number; outcome: 'gone' | 'not active' | ReadinessStatus }> {
  const parsed = DispatchInputSchema.safeParse(event);
  if (!parsed.success) throw new Error(`readiness: not a schedule input: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('; ')}`);
  const input = parsed.data;
  const at = now();
  const { invocations } = await recordFiring(input, at);
  const item = await getItem(input.eventId, input.itemId);
  if (!item) return { scheduleName: input.scheduleName, invocations, outcome: 'gone' };
  if (item.status !== ITEM_STATUS.active) return { scheduleName: input.scheduleName, invocations, outcome: 'not active' };
  const result = await runItemCheck(item, at, input.scheduledTime);
  return { scheduleName: input.scheduleName, invocations, outcome: result.status };
}
