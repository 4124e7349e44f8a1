import AxeBuilder from '@axe-core/playwright';
import { Api, expect, signIn, test, toastWith } from './support.ts';
import { attachThrough, confirmSave, eventWorkflowApi, timelineItem } from './event-workflow-support.ts';
import { APPROVAL_SETTING, APPROVAL_TEXTS } from '../../shared/approvals.ts';

/**
 * docs/approvals.md: a super-admin turns the second approval on for one event, another proposes
 * an attach on its timeline (held: nothing attached yet), the first approves it on Settings >
 * Approvals, and the timeline then shows the item. The setting is scoped to this test's event, so
 * the files that attach workflows at the same time are not held; it is switched off afterwards.
 */
test.describe.configure({ mode: 'serial' });

test.afterAll(async ({ request }) => {
  const answer = await (await Api.as(request, 'admin')).post('/v1/settings', { name: APPROVAL_SETTING, groupName: 'approvals', value: false });
  expect(answer.status).toBe(200);
});

test('an attach proposed by one super-admin waits until another approves it, then shows on the timeline', async ({ page, browser, request }) => {
  const api = await eventWorkflowApi(request);
  const [event, workflow] = [await api.event(), await api.activeWorkflow()];

  // Rita turns the setting on for this event
  await signIn(page, 'rita');
  await page.goto('/sending-rules');
  const form = page.getByRole('group', { name: 'Second approval' });
  await form.getByLabel(APPROVAL_TEXTS.settingLabel).check();
  await form.getByLabel('Only the events').check();
  await form.getByLabel('Event ids').fill(String(event.id));
  await page.getByRole('button', { name: 'Save approval setting' }).click();
  await expect(toastWith(page, 'Changes to Active sends now wait for a second approval.')).toBeVisible();

  // Ada proposes an attach on the event's timeline, in her own browser
  const adas = await browser.newContext();
  const proposer = await adas.newPage();
  await signIn(proposer, 'admin');
  await proposer.goto(`/event-message-workflows/edit/${event.id}`);
  await attachThrough(proposer, workflow.name, new RegExp(`^#${workflow.id} `));
  await proposer.getByRole('button', { name: 'Save' }).click();
  await confirmSave(proposer);
  await expect(toastWith(proposer, APPROVAL_TEXTS.held)).toBeVisible();
  const banner = proposer.getByRole('status', { name: APPROVAL_TEXTS.pendingApproval });
  await expect(banner).toContainText(APPROVAL_TEXTS.pendingAttach(1));
  await expect(banner).toContainText(workflow.name);
  await expect(timelineItem(proposer, workflow.name)).toHaveCount(0);
  expect(await api.items(event.id)).toEqual([]);

  // Ada may not decide her own change: the page offers her no buttons
  await proposer.goto('/approvals');
  const ownRow = proposer.getByRole('row').filter({ hasText: workflow.name });
  await expect(ownRow).toContainText('Ada Admin');
  await expect(ownRow.getByRole('button', { name: /^Approve/ })).toHaveCount(0);

  // Rita approves it with a comment
  await page.goto('/approvals');
  const row = page.getByRole('row').filter({ hasText: workflow.name });
  await expect(row).toContainText('Attach to an event');
  await row.getByRole('button', { name: /^Approve change/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Approve change/ });
  // axe reads colours: only once the dialog has faded in
  await expect(page.locator('.p-dialog-enter-done')).toHaveCount(1);
  const violations = (await new AxeBuilder({ page }).include('.p-dialog').analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(violations.map((v) => v.id)).toEqual([]);
  await dialog.getByLabel('Comment').fill('Checked with the event team');
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(toastWith(page, APPROVAL_TEXTS.approved)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: workflow.name })).toHaveCount(0);

  // the timeline shows the item, attached in Rita's name; the banner is gone
  await proposer.goto(`/event-message-workflows/edit/${event.id}`);
  await expect(timelineItem(proposer, workflow.name)).toBeVisible();
  await expect(proposer.getByRole('status', { name: APPROVAL_TEXTS.pendingApproval })).toHaveCount(0);
  await adas.close();
});

test('an item with a pending trigger edit is marked on its timeline and on the dashboard until the change is rejected', async ({ page, request }) => {
  const api = await eventWorkflowApi(request);
  const [event, workflow] = [await api.event(), await api.activeWorkflow()];
  const [item] = await api.attach(event.id, [workflow.id]);
  const [admin, rita] = [await Api.as(request, 'admin'), await Api.as(request, 'rita')];
  expect((await admin.post('/v1/settings', { name: APPROVAL_SETTING, groupName: 'approvals', value: { eventIds: [event.id] } })).status).toBe(200);
  const proposed = await admin.post('/v1/event-message-workflows', { eventMessageWorkflows: [{ id: item.id, eventId: event.id, status: item.status, trigger: { ...item.trigger, triggerData: { ...item.trigger.triggerData, interval: 4 } } }] });
  expect(proposed.status).toBe(202);

  await signIn(page, 'staff');
  await page.goto(`/event-message-workflows/edit/${event.id}`);
  const marker = page.getByRole('link', { name: `${APPROVAL_TEXTS.pendingApproval}: ${workflow.name}` });
  await expect(marker).toBeVisible();
  // the item still sends as it was planned: 2 days before 20/05/2031 12:00, at 09:00
  await expect(timelineItem(page, workflow.name)).toContainText('18/05/203109:00');
  await page.goto(`/?dateRange.start=2031-05-18&dateRange.end=2031-05-18&filter[eventName:like]=${encodeURIComponent(event.name)}`);
  await expect(page.getByRole('row').filter({ hasText: workflow.name }).getByRole('link', { name: `${APPROVAL_TEXTS.pendingApproval}: ${workflow.name}` })).toBeVisible();

  expect((await rita.post(`/v1/approvals/${proposed.body.data.approval.id}/reject`, { comment: 'Keep the old time' })).status).toBe(200);
  // the markers read the pending approvals once the page is back
  const approvalsRead = page.waitForResponse((response) => response.url().includes('/v1/approvals') && response.ok());
  await page.reload();
  await approvalsRead;
  await expect(page.getByRole('row').filter({ hasText: workflow.name })).toBeVisible();
  await expect(page.getByRole('link', { name: `${APPROVAL_TEXTS.pendingApproval}: ${workflow.name}` })).toHaveCount(0);
});
