import type { ItemWorkflow } from '../event-workflow-types';
import { getMessageWorkflowSetsWithWorkflows } from '@/api/message-workflow-sets/get-message-workflow-sets';
import { getMessageWorkflows } from '@/api/message-workflows/get-message-workflows';
import { toQueryString } from '@/lib/list-state';

/** What the attach panel offers: an Active workflow, or an Active set (which adds its Active workflows). */
export type Attachable =
  | { id: string; kind: 'workflow'; workflow: ItemWorkflow }
  | { id: string; kind: 'set'; set: { id: number; name: string; messageWorkflows: ItemWorkflow[] } };

const SUGGESTIONS = 10;
const query = (text: string, include: string[] = []) =>
  toQueryString({ page: { number: 1, size: SUGGESTIONS }, search: text.trim(), filters: [{ field: 'status', op: 'eq', value: 'active' }], include });

/**
 * Active workflows and sets whose id, name or description match (spec section 7's two searches),
 * at most 10 together: workflows first, sets after them, each kind keeping at least half the
 * places when the other has more.
 */
export async function searchAttachables(text: string): Promise<Attachable[]> {
  const [workflows, sets] = await Promise.all([
    getMessageWorkflows(query(text, ['triggerPrototype', 'message.senderInfo'])),
    getMessageWorkflowSetsWithWorkflows(query(text)),
  ]);
  const setCount = Math.min(sets.items.length, Math.max(SUGGESTIONS - workflows.items.length, SUGGESTIONS / 2));
  return [
    ...workflows.items.slice(0, SUGGESTIONS - setCount).map((workflow) => ({ id: `workflow-${workflow.id}`, kind: 'workflow' as const, workflow })),
    ...sets.items.slice(0, setCount).map((set) => ({ id: `set-${set.id}`, kind: 'set' as const, set })),
  ];
}
