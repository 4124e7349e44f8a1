import type { StoredEvent } from '../../functions/data/directory/store.ts';
import type { StoredItem } from '../../functions/data/event-workflow-item.ts';
import { now } from '../../functions/data/clock.ts';
import { runItemCheck } from '../../functions/domain/readiness/run-checks.ts';
import { ITEM_STATUS } from '../../shared/event-message-workflows.ts';

/**
 * The readiness badges of the demo (docs/readiness.md): the delegates' reminder of the main event
 * (an email with a German translation only, to delegates of many languages: a missing-translation
 * warning) and the hand-picked reminder whose contacts have all left the directory (an empty
 * audience: blocked), checked once when they are made, so the timeline and the dashboard show a
 * badge of each kind from the first minute.
 */
/** A contact id the demo directory never reaches: "left the directory". */
export const DEMO_GONE_CONTACT = 999_999_999;

export async function checkDemoReadiness(items: StoredItem[], checked: { event: StoredEvent; workflowId: number }[]): Promise<string[]> {
  const chosen = checked.flatMap(({ event, workflowId }) => items.filter((item) => item.eventId === event.id && item.messageWorkflowId === workflowId && item.status === ITEM_STATUS.active));
  const results = [];
  for (const item of chosen) results.push(await runItemCheck(item, now()));
  return results.length ? [`readiness checked for ${results.map((r) => `item #${r.itemId} (${r.status})`).join(', ')}`] : [];
}
