import AxeBuilder from '@axe-core/playwright';
import { Api, expect, signIn, test, unique, type Page } from './support.ts';
import { createMessage, fixedContacts, workflowBody } from '../support/test-data/index.ts';
import { workflowApi } from './workflow-support.ts';

/**
 * docs/audit.md, "Restore": a History entry of a message offers its version back to the form, which
 * says whose version it shows; Save writes it as an ordinary update noting the version, Cancel
 * leaves the record as it was. A workflow's target group comes back with it.
 */
test.use({ viewport: { width: 1280, height: 900 } });

const seriousViolations = async (page: Page, selector: string) =>
  (await new AxeBuilder({ page }).include(selector).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
const nameField = (page: Page) => page.getByRole('textbox', { name: 'Name', exact: true });
const history = (page: Page) => page.getByRole('region', { name: 'History' });

/** Renames the message in its form and saves (the form goes back to the list). */
async function rename(page: Page, id: number, name: string) {
  await page.goto(`/messages/edit/${id}`);
  await expect(history(page)).toBeVisible();
  await nameField(page).fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/messages(\?|$)/);
}

test('an earlier version of a message: restored for review, given up with Cancel, then saved as a new version', async ({ page, request }) => {
  const staff = await Api.as(request, 'staff');
  const message = await createMessage(staff, { name: unique('First') });
  const [second, third] = [unique('Second'), unique('Third')];
  await signIn(page, 'staff');
  await rename(page, message.id, second);
  await rename(page, message.id, third);

  await page.goto(`/messages/edit/${message.id}`);
  await expect(nameField(page)).toHaveValue(third);
  const entries = history(page).getByRole('listitem');
  await expect(entries).toHaveCount(3);
  // the current version is the form itself: only the earlier ones offer Restore
  await expect(history(page).getByRole('button', { name: /^Restore this version/ })).toHaveCount(2);
  await entries.last().getByRole('button', { name: 'Restore this version: version 1' }).click();
  const notice = page.getByRole('status').filter({ hasText: 'Restoring the version of' });
  const [created] = (await staff.get<{ items: { user: { name: string } }[] }>(`/v1/messages/${message.id}/history`)).items.slice(-1);
  await expect(notice).toContainText(new RegExp(`^Restoring the version of \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} by ${created.user.name}; review and save\\.`));
  await expect(notice).toBeFocused();
  await expect(nameField(page)).toHaveValue(message.name);
  expect(await seriousViolations(page, 'main')).toEqual([]);

  // the way back to the current version, then the same restore again
  await notice.getByRole('button', { name: 'Back to the current version' }).click();
  await expect(nameField(page)).toHaveValue(third);
  await expect(notice).toHaveCount(0);
  await entries.last().getByRole('button', { name: 'Restore this version: version 1' }).click();
  await expect(nameField(page)).toHaveValue(message.name);

  // Cancel asks about the unsaved version, and leaving keeps the record as it was
  await page.getByRole('link', { name: 'Cancel' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/messages(\?|$)/);
  expect(await staff.get(`/v1/messages/${message.id}`)).toMatchObject({ name: third, version: 3 });

  // restored again, reviewed, saved
  await page.goto(`/messages/edit/${message.id}`);
  await entries.last().getByRole('button', { name: 'Restore this version: version 1' }).click();
  await expect(nameField(page)).toHaveValue(message.name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/messages(\?|$)/);

  await page.goto(`/messages/edit/${message.id}`);
  await expect(nameField(page)).toHaveValue(message.name);
  await expect(entries).toHaveCount(4);
  await expect(entries.first()).toContainText('Updated');
  await expect(entries.first()).toContainText('Restored from version 1');
  await expect(page.getByRole('status').filter({ hasText: 'Restoring the version of' })).toHaveCount(0);
  expect(await seriousViolations(page, '.record-history')).toEqual([]);
});

test("an earlier version of a workflow brings its target group back into the form's editor", async ({ page, request }) => {
  const api = await workflowApi(request);
  const workflow = await api.workflow({ targetGroup: fixedContacts(3, 4) });
  const renamed = unique('Renamed');
  await api.call('put', `/v1/message-workflows/${workflow.id}`, { ...workflowBody({ name: renamed, targetGroup: fixedContacts(5) }), version: 1 });
  await signIn(page, 'staff');
  await page.goto(`/message-workflows/edit/${workflow.id}`);
  const audience = page.getByRole('region', { name: 'Target group' });
  await expect(audience).toContainText('Contact is #5');
  await history(page).getByRole('button', { name: 'Restore this version: version 1' }).click();
  await expect(audience).toContainText('Contact is #3 or #4');
  await expect(nameField(page)).toHaveValue(workflow.name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/message-workflows(\?|$)/);
  const stored = await api.getWorkflow(workflow.id);
  expect(stored).toMatchObject({ name: workflow.name, version: 3 });
  expect(stored.targetGroup.targetGroupSections[0].targetGroupRules[0]).toMatchObject({ type: 'FixedContactRule', name: 'Contact is #3 or #4' });
});
