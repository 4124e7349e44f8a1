import { messageWorkflowStore } from '../../functions/data/catalogue.ts';
import { getItemsById } from '../../functions/data/item-reads.ts';
import { usersOf } from '../../functions/data/uses.ts';
import { getEvent } from '../../functions/data/directory/store.ts';
import { proposeAs } from '../../functions/domain/approvals/propose.ts';
import type { SessionUser } from '../../shared/auth.ts';
import { ITEM_STATUS } from '../../shared/event-message-workflows.ts';
import { DEMO_WORKFLOW_NAMES } from './demo-workflows.ts';

/**
 * One pending approval (docs/approvals.md): the staff user proposed attaching the partner reminder
 * to the event that has the VIP reminder, so a super-admin (the demo's admin) can approve or reject
 * it on Settings > Approvals. The setting itself stays off.
 */
export async function seedDemoApproval(staff: SessionUser): Promise<string[]> {
  const workflows = await messageWorkflowStore.list();
  const [partners, vip] = [DEMO_WORKFLOW_NAMES.partners, DEMO_WORKFLOW_NAMES.vip].map((name) => workflows.find((w) => w.name === name));
  if (!partners || !vip) return [];
  const vipItems = (await usersOf('message-workflow', vip.id)).filter((user) => user.type === 'event-message-workflow').map((user) => user.id);
  const partnerEvents = new Set([...(await getItemsById((await usersOf('message-workflow', partners.id)).map((user) => user.id))).values()].map((item) => item.eventId));
  const eventId = [...(await getItemsById(vipItems)).values()].map((item) => item.eventId).find((id) => !partnerEvents.has(id));
  const event = eventId === undefined ? undefined : await getEvent(eventId);
  if (!event) return [];
  const approval = await proposeAs(
    {
      kind: 'attach',
      summary: `Attach ${partners.name} (#${partners.id}) to ${event.name}`,
      request: { route: 'POST /v1/event-message-workflows', params: {}, body: { eventMessageWorkflows: [{ eventId: event.id, messageWorkflowId: partners.id, status: ITEM_STATUS.active }] } },
      eventIds: [event.id],
      itemIds: [],
      workflowIds: [partners.id],
    },
    staff,
  );
  return [`a pending approval (#${approval.id}): ${approval.summary}, proposed by ${staff.name}`];
}
