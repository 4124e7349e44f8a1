import { applyBulk, expect, filterList, signIn, test, toastWith, unique, type Page } from './support.ts';
import { choose, option, rowOf, rows, workflowApi } from './workflow-support.ts';

/** The message workflow set screens: list (clone, bulk status, delete) and form (name, status, chosen workflows). */

const chosenWorkflows = (page: Page) => page.getByRole('table', { name: 'Chosen message workflows' }).locator('tbody tr');

/** Adds a workflow through the set form's typeahead (from 3 characters). */
async function addWorkflow(page: Page, workflow: { id: number; name: string }) {
  const input = page.getByRole('combobox', { name: 'Message workflows' });
  await input.fill(workflow.name);
  await page.locator('.p-autocomplete-panel').getByRole('option', { name: new RegExp(`^#${workflow.id} ${workflow.name}`) }).click();
  await expect(input).toHaveValue('');
}

test.describe('message workflow sets', () => {
  test('staff makes a set of two workflows, shown with trigger type and status, in the order chosen', async ({ page, request }) => {
    const api = await workflowApi(request);
    const message = await api.activeMessage();
    const marker = unique('Members');
    const metric = await api.workflow({
      name: `${marker} metric`,
      triggerPrototype: { triggerType: 'scheduled_metric', triggerData: { metricTriggerNumber: 3, metricType: 4, timeFrameFrom: 1_800_000_000, timeFrameTo: 1_800_600_000, sendingTime: '10:30' } },
    });
    const scheduled = await api.workflow({ name: `${marker} scheduled`, status: 1, messageId: message.id });
    const name = unique('Set');
    await signIn(page, 'staff');
    await page.goto('/message-workflow-sets');
    await expect(page.getByRole('heading', { name: 'Messages workflow set' })).toBeVisible();
    await page.getByRole('link', { name: 'Create new message workflow set' }).click();
    await expect(page.getByRole('heading', { name: 'Create Message Workflow Set' })).toBeVisible();

    // The name is required, with the spec's text.
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('x');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('');
    await expect(page.getByText('Message Workflow Set name is required.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByLabel('Description').fill('Before and after the event');
    await choose(page, 'Status', 'Active');

    await addWorkflow(page, scheduled);
    await addWorkflow(page, metric);
    await expect(chosenWorkflows(page)).toHaveCount(2);
    await expect(chosenWorkflows(page).nth(0)).toContainText(`${scheduled.id}${scheduled.name}ScheduledActive`);
    await expect(chosenWorkflows(page).nth(1)).toContainText(`${metric.id}${metric.name}Scheduled metricDraft`);
    // Removable, and added again at the end.
    await page.getByRole('button', { name: `Remove ${scheduled.name}` }).click();
    await expect(chosenWorkflows(page)).toHaveCount(1);
    await addWorkflow(page, scheduled);
    await expect(chosenWorkflows(page).nth(1)).toContainText(scheduled.name);
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(toastWith(page, 'The message workflow set has been saved successfully')).toBeVisible();
    await page.goto(`/message-workflow-sets?filter[name:like_words]=${name}`);
    await expect(rowOf(page, name)).toContainText('Active');
    await rowOf(page, name).getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Edit Message Workflow Set' })).toBeVisible();
    await expect(page.getByLabel('Description')).toHaveValue('Before and after the event');
    await expect(chosenWorkflows(page)).toHaveText([new RegExp(metric.name), new RegExp(scheduled.name)]);
    // Saved Active: Draft is no longer offered.
    await page.locator('.p-dropdown').filter({ has: page.getByLabel('Status') }).click();
    await expect(option(page, 'Draft')).toHaveAttribute('aria-disabled', 'true');
  });

  test('a workflow already in the set is not offered again', async ({ page, request }) => {
    const workflow = await (await workflowApi(request)).workflow({ name: unique('Once') });
    await signIn(page, 'staff');
    await page.goto('/message-workflow-sets/form');
    await addWorkflow(page, workflow);
    await page.getByRole('combobox', { name: 'Message workflows' }).fill(workflow.name);
    await expect(page.locator('.p-autocomplete-panel')).toContainText('No matches');
  });

  test('the workflow typeahead asks for 3 characters until it has them', async ({ page, request }) => {
    const workflow = await (await workflowApi(request)).workflow({ name: unique('Three') });
    await signIn(page, 'staff');
    await page.goto('/message-workflow-sets/form');
    const input = page.getByRole('combobox', { name: 'Message workflows' });
    const hint = page.getByText('Type 3 characters to search.');
    await input.pressSequentially('Th');
    await expect(hint).toBeVisible();
    await expect(input).toHaveAccessibleDescription('Type 3 characters to search.');
    await input.pressSequentially('r');
    await expect(hint).toBeHidden();
    await input.fill(workflow.name);
    await expect(page.locator('.p-autocomplete-panel').getByRole('option', { name: new RegExp(`^#${workflow.id} `) })).toBeVisible();
    await input.fill('');
    await expect(hint).toBeHidden();
  });

  test("a workflow deleted meanwhile: the server's text shows under the field", async ({ page, request }) => {
    const api = await workflowApi(request);
    const workflow = await api.workflow({ name: unique('Gone') });
    await signIn(page, 'staff');
    await page.goto('/message-workflow-sets/form');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(unique('Set'));
    await addWorkflow(page, workflow);
    await api.call('delete', `/v1/message-workflows/${workflow.id}`, undefined, 'admin');
    await page.getByRole('button', { name: 'Save' }).click();
    const text = `There is no message workflow #${workflow.id}.`;
    await expect(toastWith(page, 'Error saving the message workflow set')).toContainText(text);
    await expect(page.locator('#set-workflows-error')).toHaveText(text);
  });

  test('clones a set as a Draft copy', async ({ page, request }) => {
    const set = await (await workflowApi(request)).set({ name: unique('Clone'), status: 1 });
    await signIn(page, 'staff');
    await page.goto('/message-workflow-sets');
    await filterList(page, 'Name', set.name);
    await expect(page).toHaveURL(/filter\[name:like_words\]=/); // the Name column matches words
    await rowOf(page, set.name).getByRole('button', { name: 'Clone' }).click();
    await expect(toastWith(page, 'The message workflow set has been cloned successfully')).toBeVisible();
    await expect(rows(page)).toHaveCount(2);
    await expect(rowOf(page, `${set.name} (copy)`)).toContainText('Draft');
  });

  test('staff sees neither delete actions nor checkboxes', async ({ page, request }) => {
    const set = await (await workflowApi(request)).set({ name: unique('StaffView') });
    await signIn(page, 'staff');
    await page.goto('/message-workflow-sets');
    await filterList(page, 'Name', set.name);
    await expect(rowOf(page, set.name).getByRole('button', { name: 'Clone' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(page.locator('table input[type=checkbox]')).toHaveCount(0);
  });

  test('admin archives sets in bulk and deletes one', async ({ page, request }) => {
    const api = await workflowApi(request, 'admin');
    const marker = unique('Bulk');
    const [first, second] = [await api.set({ name: `${marker} a` }), await api.set({ name: `${marker} b` })];
    await signIn(page, 'admin');
    await page.goto('/message-workflow-sets');
    await filterList(page, 'Name', marker);
    for (const set of [first, second]) await rowOf(page, set.name).locator('input[type=checkbox]').check();
    await applyBulk(page, 'Archived');
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(confirm).toContainText('Are you sure you want to archived 2 object(s) ?');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(toastWith(page, 'The message workflow sets has been updated successfully')).toBeVisible();
    await expect(page.locator('tbody .status-badge')).toHaveText(['Archived', 'Archived']);

    await rowOf(page, first.name).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete' });
    await expect(dialog).toContainText('Are you sure to delete this message workflow set?');
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(toastWith(page, 'The message workflow set has been deleted successfully')).toBeVisible();
    await expect(rows(page)).toHaveText([new RegExp(second.name)]);
  });

  test('a missing set sends back to the list', async ({ page }) => {
    await signIn(page, 'staff');
    await page.goto('/message-workflow-sets/edit/999999');
    await expect(toastWith(page, 'The message workflow set with #999999 can not be found.')).toBeVisible();
    await expect(page).toHaveURL(/\/message-workflow-sets(\?|$)/);
  });
});
