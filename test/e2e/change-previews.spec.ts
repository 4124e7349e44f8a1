import { Api, expect, holdAnswers, signIn, test, toastWith } from './support.ts';
import { attachThrough, confirmSave, DEADLINES, eventWorkflowApi, saveConfirmation, timelineItem } from './event-workflow-support.ts';
import { importAll } from '../support/test-data/index.ts';
import { pick } from './workflow-support.ts';

/**
 * What a change does to pending sends (docs/change-previews.md): the timeline's Save confirmation
 * lists it before anything is saved; the timeline lists what imports re-planned.
 */
test('Save shows what the change does to pending sends; Cancel keeps the edit, Confirm saves it', async ({ page, request }) => {
  const api = await eventWorkflowApi(request);
  const kept = await api.activeWorkflow();
  const added = await api.activeWorkflow();
  const event = await api.event();
  await api.attach(event.id, [kept.id]);
  await signIn(page, 'staff');
  await page.goto(`/event-message-workflows/edit/${event.id}`);
  const card = timelineItem(page, kept.name);
  await card.getByRole('switch', { name: `Active: ${kept.name}` }).click();
  await attachThrough(page, added.name, new RegExp(`^#${added.id} `));

  await page.getByRole('button', { name: 'Save' }).click();
  const dialog = saveConfirmation(page);
  await expect(dialog).toContainText('What this save does to pending sends:');
  const lines = dialog.getByRole('list', { name: 'Changes to pending sends' }).getByRole('listitem');
  await expect(lines).toHaveText([/^\+\d+ contacts, \u2212\d+ contacts on 2 items$/, `'${kept.name}' is switched off: it does not send`, `'${added.name}' is new: it sends Sun 18 May 2031 09:00`]);

  // Cancel: nothing saved, the edit stays
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card).toContainText('Changed');
  await expect(timelineItem(page, added.name)).toContainText('Not saved');
  expect((await api.items(event.id)).map((item) => [item.messageWorkflowId, item.status])).toEqual([[kept.id, 1]]);

  await page.getByRole('button', { name: 'Save' }).click();
  await confirmSave(page);
  await expect(toastWith(page, 'The event message workflow has been saved successfully')).toBeVisible();
  await expect.poll(async () => (await api.items(event.id)).map((item) => [item.messageWorkflowId, item.status]).sort()).toEqual([[added.id, 1], [kept.id, 0]].sort());
});

test("the timeline lists what an import re-planned: 'Re-planned by import'", async ({ page, request }) => {
  const api = await eventWorkflowApi(request);
  const workflow = await api.activeWorkflow();
  const event = await api.event();
  await api.attach(event.id, [workflow.id]);
  // the import moves the Delegate meeting booking deadline three days on
  await importAll(await Api.as(request, 'admin'), [{ ...event, deadlines: { ...DEADLINES, '1': DEADLINES['1'] + 3 * 86_400 } }]);
  await signIn(page, 'staff');
  await page.goto(`/event-message-workflows/edit/${event.id}`);
  const replans = page.getByRole('region', { name: 'Re-planned by import' });
  await expect(replans.getByRole('listitem')).toHaveText([new RegExp(`^'${workflow.name}' moved from Sun 18 May 2031 09:00 to Wed 21 May 2031 09:00 \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d, import-\\d+-`)]);
});

test("the workflow form's Save shows what another message does to its pending sends", async ({ page, request }) => {
  const api = await eventWorkflowApi(request);
  const workflow = await api.activeWorkflow();
  const other = await api.activeMessage();
  const event = await api.event();
  await api.attach(event.id, [workflow.id]);
  await signIn(page, 'staff');
  await page.goto(`/message-workflows/edit/${workflow.id}`);
  await expect(page.locator('.message-chooser .p-autocomplete-token')).toHaveCount(1);
  const message = page.getByRole('combobox', { name: 'Message' });
  await page.locator('.message-chooser .p-autocomplete-token-icon').click();
  await expect(page.locator('.message-chooser .p-autocomplete-token')).toHaveCount(0);
  await pick(page, message, String(other.id), `#${other.id} ${other.name}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = saveConfirmation(page);
  await expect(dialog.getByRole('list', { name: 'Changes to pending sends' }).getByRole('listitem')).toHaveText([new RegExp(`^1 pending item would send '${other.name}' instead of '.+'$`)]);
  await confirmSave(page);
  await expect(toastWith(page, 'The message workflow has been saved successfully')).toBeVisible();
  expect((await api.getWorkflow(workflow.id)).messageId).toBe(other.id);
});

test("the timeline's Remove says what the removal does to pending sends", async ({ page, request }) => {
  const api = await eventWorkflowApi(request);
  const workflow = await api.activeWorkflow();
  const event = await api.event();
  await api.attach(event.id, [workflow.id]);
  await signIn(page, 'admin');
  await page.goto(`/event-message-workflows/edit/${event.id}`);
  await timelineItem(page, workflow.name).getByRole('button', { name: `Remove ${workflow.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete' });
  await expect(dialog).toContainText('Are you sure to delete this event message workflow?');
  await expect(dialog.getByRole('list', { name: 'Changes to pending sends' })).toContainText(`'${workflow.name}' is removed: it does not send`);
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(toastWith(page, 'The event message workflow has been deleted successfully')).toBeVisible();
  await expect.poll(async () => (await api.items(event.id)).length).toBe(0);
});

test('Save waits for a workflow still being attached, then saves it too', async ({ page, request }) => {
  const api = await eventWorkflowApi(request);
  const workflow = await api.activeWorkflow();
  const event = await api.event();
  await signIn(page, 'staff');
  await page.goto(`/event-message-workflows/edit/${event.id}`);
  // the attach's sending time is answered only once the test lets it
  const answer = await holdAnswers(page, '**/resolve-sending-time?**');
  await attachThrough(page, workflow.name, new RegExp(`^#${workflow.id} `));
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  answer();
  await save.click();
  const dialog = saveConfirmation(page);
  await expect(dialog.getByRole('list', { name: 'Changes to pending sends' }).getByRole('listitem')).toContainText([`'${workflow.name}' is new: it sends Sun 18 May 2031 09:00`]);
  await confirmSave(page);
  await expect.poll(async () => (await api.items(event.id)).map((item) => item.messageWorkflowId)).toEqual([workflow.id]);
});
