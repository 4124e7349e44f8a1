import { applyBulk, chooseFilter, expect, filterList, signIn, test, toastWith, unique, type Page } from './support.ts';
import { choose, dropdown, option, pick, rowOf, rows, workflowApi } from './workflow-support.ts';
import { createMessage, createTag, fixedContacts, scheduledTrigger, type Workflow } from '../support/test-data/index.ts';

/**
 * The message workflow screens: list (filters, clone, bulk status, guarded delete) and form
 * (trigger panels, enrolment, message chooser, the rules of an Active workflow). Target groups are
 * made through the API: their editor is not part of these screens.
 */

const messageInput = (page: Page) => page.getByRole('combobox', { name: 'Message' });
const save = (page: Page) => page.getByRole('button', { name: 'Save' });

test.describe('message workflows', () => {
  test('staff creates a workflow with a weekly scheduled trigger and a message found by typeahead', async ({ page, request }) => {
    const api = await workflowApi(request);
    const marker = unique('Reminder');
    const message = await api.activeMessage(`${marker} active`);
    await createMessage(api.user, { name: `${marker} draft` });
    const name = unique('Weekly');
    await signIn(page, 'staff');
    await page.goto('/message-workflows');
    await expect(page.getByRole('heading', { name: 'Message Workflow' })).toBeVisible();
    await page.getByRole('link', { name: 'Create new message workflow' }).click();
    await expect(page.getByRole('heading', { name: 'Create Message Workflow' })).toBeVisible();
    // New workflows start as Draft, enrolled automatically, with a scheduled trigger.
    await expect(dropdown(page, 'Status').locator('.p-dropdown-label')).toHaveText('Draft');
    await expect(page.getByRole('radio', { name: 'Automatically' })).toBeChecked();
    await expect(dropdown(page, 'Trigger type').locator('.p-dropdown-label')).toHaveText('Scheduled');

    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByLabel('Description').fill('Reminds the delegates');
    await page.getByRole('checkbox', { name: 'Send to sender' }).check();
    await page.getByRole('spinbutton', { name: 'Interval' }).fill('2');
    // The sending days belong to weeks only.
    await expect(page.getByRole('checkbox', { name: 'Monday' })).toHaveCount(0);
    await choose(page, 'Days or weeks', 'Week(s)');
    await page.getByRole('checkbox', { name: 'Monday' }).check();
    await page.getByRole('checkbox', { name: 'Thursday' }).check();
    await choose(page, 'Before or after', 'Before');
    await choose(page, 'Event deadline type', 'Late cancellation');
    await page.getByRole('textbox', { name: 'Sending time' }).fill('09:30');
    // Only Active messages are offered.
    await messageInput(page).fill(marker);
    await expect(page.locator('.p-autocomplete-panel').getByRole('option')).toHaveText([`#${message.id} ${message.name}`]);
    await page.locator('.p-autocomplete-panel').getByRole('option').click();
    await expect(page.locator('.message-chooser .p-autocomplete-token')).toHaveText(`#${message.id} ${message.name}`);
    await save(page).click();

    await expect(toastWith(page, 'The message workflow has been saved successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/message-workflows\?/);
    await page.goto(`/message-workflows?filter[name:like_words]=${name}`);
    await chooseFilter(page, 'Trigger Type', 'Scheduled');
    await expect(page).toHaveURL(/filter\[triggerPrototype\.triggerType\]=scheduled(&|$)/);
    await chooseFilter(page, 'Status', 'Draft');
    await expect(page).toHaveURL(/filter\[status\]=2/);
    await expect(rows(page)).toHaveCount(1);
    await expect(rowOf(page, name)).toContainText('Scheduled');
    await expect(rowOf(page, name)).toContainText('Created');
    await chooseFilter(page, 'Trigger Type', 'Scheduled metric');
    await expect(page.getByText('No message workflows found')).toBeVisible();

    // Stored as chosen.
    const { items: [stored] } = await api.call<{ items: Workflow[] }>('get', `/v1/message-workflows?filter[name:like_words]=${encodeURIComponent(name)}`);
    expect(stored).toMatchObject({
      description: 'Reminds the delegates',
      status: 2,
      shouldSendToSender: true,
      contactEnrolledType: 'automatic',
      messageId: message.id,
      triggerPrototype: { triggerType: 'scheduled', triggerData: { interval: 2, triggerScheduledType: 'weeks', sendingDay: [1, 4], basedOnCriterion: 1, eventDeadlineType: 4, sendingTime: '09:30' } },
    });
  });

  test('the edit form shows the stored trigger, message and audience', async ({ page, request }) => {
    const api = await workflowApi(request);
    const [message, tag] = [await api.activeMessage(), await createTag(api.user)];
    const workflow = await api.workflow({
      tags: [tag.id],
      shouldSendToSender: true,
      messageId: message.id,
      targetGroup: fixedContacts(3, 4),
      triggerPrototype: scheduledTrigger({ interval: 3, triggerScheduledType: 'weeks', sendingDay: [2, 7], basedOnCriterion: 2, eventDeadlineType: 4, sendingTime: '17:15' }),
    });
    await signIn(page, 'staff');
    await page.goto('/message-workflows');
    await filterList(page, 'Name', workflow.name);
    await expect(page).toHaveURL(/filter\[name:like_words\]=/); // the Name column matches words
    await expect(rowOf(page, workflow.name).locator('.tag-chip')).toHaveText(tag.name);
    await rowOf(page, workflow.name).getByRole('link', { name: workflow.name, exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Edit Message Workflow' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(workflow.name);
    await expect(page.locator('.tag-chooser .p-autocomplete-token')).toHaveText(tag.name);
    await expect(page.getByRole('spinbutton', { name: 'Interval' })).toHaveValue('3');
    await expect(dropdown(page, 'Days or weeks').locator('.p-dropdown-label')).toHaveText('Week(s)');
    await expect(page.getByRole('checkbox', { name: 'Tuesday' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Sunday' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Monday' })).not.toBeChecked();
    await expect(dropdown(page, 'Before or after').locator('.p-dropdown-label')).toHaveText('After');
    await expect(dropdown(page, 'Event deadline type').locator('.p-dropdown-label')).toHaveText('Late cancellation');
    await expect(page.getByRole('textbox', { name: 'Sending time' })).toHaveValue('17:15');
    await expect(page.getByRole('checkbox', { name: 'Send to sender' })).toBeChecked();
    await expect(page.locator('.message-chooser .p-autocomplete-token')).toHaveText(`#${message.id} ${message.name}`);
    await expect(page.getByRole('region', { name: 'Target group' })).toContainText('Contact is #3 or #4');
  });

  test('Active asks for audience, message and trigger with the texts of the spec', async ({ page }) => {
    await signIn(page, 'staff');
    await page.goto('/message-workflows/form');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(unique('Incomplete'));
    await expect(save(page)).toBeEnabled();
    await choose(page, 'Status', 'Active');
    await expect(page.getByText('Interval is required.')).toBeVisible();
    await expect(page.getByText('Event deadline type is required.')).toBeVisible();
    await expect(page.getByText('Time is required.')).toBeVisible();
    await expect(page.getByText('Please select a message.')).toBeVisible();
    await expect(page.getByText('Target group is required.')).toBeVisible();
    await expect(save(page)).toBeDisabled();

    await page.getByRole('spinbutton', { name: 'Interval' }).fill('-1');
    await expect(page.getByText('Interval is non-negative number.')).toBeVisible();
    await choose(page, 'Days or weeks', 'Week(s)');
    await expect(page.getByText('Please select a day.')).toBeVisible();
    await page.getByRole('spinbutton', { name: 'Interval' }).fill('3');
    await expect(page.getByText('Interval is required.')).toHaveCount(0);

    // Back to Draft: nothing of it is required any more.
    await choose(page, 'Status', 'Draft');
    await expect(page.getByText('Time is required.')).toHaveCount(0);
    await expect(page.getByText('Please select a message.')).toHaveCount(0);
    await expect(save(page)).toBeEnabled();
  });

  test('a new trigger type starts from fresh data with the defaults of the spec', async ({ page }) => {
    await signIn(page, 'staff');
    await page.goto('/message-workflows/form');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(unique('Switch'));
    await choose(page, 'Status', 'Active');
    await page.getByRole('spinbutton', { name: 'Interval' }).fill('3');
    await choose(page, 'Days or weeks', 'Week(s)');
    await page.getByRole('checkbox', { name: 'Friday' }).check();

    // Scheduled metric: its own fields and texts, the spec's defaults.
    await choose(page, 'Trigger type', 'Scheduled metric');
    await expect(page.getByRole('spinbutton', { name: 'Interval' })).toHaveCount(0);
    await expect(page.getByRole('spinbutton', { name: 'Minimum number' })).toHaveValue('0');
    await expect(dropdown(page, 'Metric').locator('.p-dropdown-label')).toHaveText('Speaker');
    await expect(dropdown(page, 'Speaker role').locator('.p-dropdown-label')).toHaveText('Speaker');
    await expect(page.getByText('During from is required.')).toBeVisible();
    await expect(page.getByText('During to is required.')).toBeVisible();
    await choose(page, 'Metric', 'Delegate');
    await expect(dropdown(page, 'Speaker role')).toHaveCount(0);
    await page.getByRole('spinbutton', { name: 'Minimum number' }).fill('');
    await expect(page.getByText('Minimum number is required.')).toBeVisible();

    // Back to scheduled: the data of before is gone.
    await choose(page, 'Trigger type', 'Scheduled');
    await expect(page.getByRole('spinbutton', { name: 'Interval' })).toHaveValue('');
    await expect(dropdown(page, 'Days or weeks').locator('.p-dropdown-label')).toHaveText('Day(s)');
    await expect(page.getByRole('checkbox', { name: 'Monday' })).toHaveCount(0);
    await expect(page.getByText('Interval is required.')).toBeVisible();
  });

  test('manual enrolment swaps the target group for a contact chooser', async ({ page, request }) => {
    const api = await workflowApi(request);
    const [message, contact] = [await api.activeMessage(), await api.contact()];
    const name = unique('Manual');
    await signIn(page, 'staff');
    await page.goto('/message-workflows/form');
    await expect(page.getByRole('region', { name: 'Target group' })).toBeVisible();
    await page.getByRole('radio', { name: 'Manually' }).check();
    await expect(page.getByRole('region', { name: 'Target group' })).toHaveCount(0);
    const contacts = page.getByRole('combobox', { name: 'Contacts' });
    await expect(contacts).toBeVisible();

    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await choose(page, 'Status', 'Active');
    await expect(page.getByText('Please select a contact.')).toBeVisible();
    await expect(page.getByText('Target group is required.')).toHaveCount(0);
    await pick(page, contacts, contact.firstName, new RegExp(`#${contact.id} ${contact.firstName}`));
    await expect(page.getByText('Please select a contact.')).toHaveCount(0);
    await page.getByRole('spinbutton', { name: 'Interval' }).fill('1');
    await choose(page, 'Event deadline type', 'Delegate meeting booking');
    await page.getByRole('textbox', { name: 'Sending time' }).fill('18:00');
    await pick(page, messageInput(page), String(message.id), `#${message.id} ${message.name}`);
    await save(page).click();
    await expect(toastWith(page, 'The message workflow has been saved successfully')).toBeVisible();

    await page.goto(`/message-workflows?filter[name:like_words]=${name}`);
    await expect(rowOf(page, name)).toContainText('Active');
    await rowOf(page, name).getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Manually' })).toBeChecked();
    // The stored contacts are looked up by id and shown by name.
    await expect(page.locator('.p-autocomplete-token').filter({ hasText: `#${contact.id} ${contact.firstName}` })).toBeVisible();
    // An Active workflow cannot go back to Draft.
    await dropdown(page, 'Status').click();
    await expect(option(page, 'Draft')).toHaveAttribute('aria-disabled', 'true');
  });

  test('a metric time frame is shown DD.MM.YYYY and stored from 00:00:00 to 23:59:59 Amsterdam time', async ({ page, request }) => {
    const api = await workflowApi(request);
    const workflow = await api.workflow();
    await signIn(page, 'staff');
    await page.goto(`/message-workflows/edit/${workflow.id}`);
    await expect(page.getByRole('heading', { name: 'Edit Message Workflow' })).toBeVisible();
    await choose(page, 'Trigger type', 'Scheduled metric');
    await page.getByRole('spinbutton', { name: 'Minimum number' }).fill('25');
    await choose(page, 'Metric', 'Partner');
    await page.getByLabel('During from').fill('15.06.2026');
    await page.getByLabel('During to').fill('14.06.2026');
    await page.getByRole('textbox', { name: 'Sending time' }).fill('07:45');
    await choose(page, 'Status', 'Active');
    await expect(page.getByText('End date should be after start date.')).toBeVisible();
    await page.getByLabel('During to').fill('30.06.2026');
    await page.keyboard.press('Escape');
    await expect(page.getByText('End date should be after start date.')).toHaveCount(0);
    await choose(page, 'Status', 'Draft');
    await save(page).click();
    await expect(toastWith(page, 'The message workflow has been saved successfully')).toBeVisible();

    const stored = await api.getWorkflow(workflow.id);
    expect(stored.triggerPrototype).toEqual({
      triggerType: 'scheduled_metric',
      triggerData: {
        metricTriggerNumber: 25,
        metricType: 3,
        speakerRole: null,
        // 15 June 00:00:00 and 30 June 23:59:59, summer time (UTC+2)
        timeFrameFrom: Date.UTC(2026, 5, 14, 22, 0, 0) / 1000,
        timeFrameTo: Date.UTC(2026, 5, 30, 21, 59, 59) / 1000,
        sendingTime: '07:45',
      },
    });
    await page.goto(`/message-workflows/edit/${workflow.id}`);
    await expect(page.getByLabel('During from')).toHaveValue('15.06.2026');
    await expect(page.getByLabel('During to')).toHaveValue('30.06.2026');
  });

  test('a workflow with target group rules becomes Active through the form', async ({ page, request }) => {
    const api = await workflowApi(request);
    const message = await api.activeMessage();
    const workflow = await api.workflow({ targetGroup: fixedContacts(3, 4), triggerPrototype: scheduledTrigger({ interval: null }) });
    await signIn(page, 'staff');
    await page.goto(`/message-workflows/edit/${workflow.id}`);
    await expect(page.getByRole('region', { name: 'Target group' })).toContainText('Contact is #3 or #4');
    await choose(page, 'Status', 'Active');
    await expect(page.getByText('Target group is required.')).toHaveCount(0);
    await expect(page.getByText('Interval is required.')).toBeVisible();
    await page.getByRole('spinbutton', { name: 'Interval' }).fill('5');
    await pick(page, messageInput(page), message.name, `#${message.id} ${message.name}`);
    await save(page).click();
    await expect(toastWith(page, 'The message workflow has been saved successfully')).toBeVisible();
    const stored = await api.getWorkflow(workflow.id);
    expect(stored).toMatchObject({ status: 1, messageId: message.id, triggerPrototype: { triggerData: { interval: 5 } } });
    expect(stored.targetGroup.targetGroupSections[0].targetGroupRules[0]).toMatchObject({ type: 'FixedContactRule', name: 'Contact is #3 or #4' });
  });

  test("the server's field errors show under their fields", async ({ page, request }) => {
    const api = await workflowApi(request);
    const message = await api.activeMessage();
    const workflow = await api.workflow();
    await signIn(page, 'staff');
    await page.goto(`/message-workflows/edit/${workflow.id}`);
    await pick(page, messageInput(page), message.name, `#${message.id} ${message.name}`);
    await choose(page, 'Status', 'Active');
    await expect(save(page)).toBeEnabled();
    // Meanwhile the message is archived: an Active workflow needs an Active message.
    await api.call('patch', '/v1/messages', { attributes: { status: 3 }, messageIds: [message.id] }, 'admin');
    await save(page).click();
    const text = `The message #${message.id} is not Active: an Active workflow needs an Active message.`;
    await expect(toastWith(page, 'Could not save message workflow')).toContainText(text);
    await expect(page.locator('#workflow-message-error')).toHaveText(text);
    await expect(page).toHaveURL(new RegExp(`/message-workflows/edit/${workflow.id}$`));
  });

  test("'Create new message' makes an Active message in a modal and chooses it", async ({ page, request }) => {
    const { recipient, referenceSet } = await (await workflowApi(request)).messageSupports();
    const name = unique('Quick');
    await signIn(page, 'staff');
    await page.goto('/message-workflows/form');
    await page.getByRole('button', { name: 'Create new message' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create new message' });
    await expect(dialog.getByText('A message created here is Active.')).toBeVisible();
    await expect(dialog.locator('.p-dropdown').filter({ has: page.getByLabel('Status', { exact: true }) })).toHaveClass(/p-disabled/);
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await choose(page, 'Sender', 'Other');
    await dialog.getByLabel('Sender email').fill('events@example.com');
    await choose(page, 'Recipient', recipient.name);
    await pick(page, dialog.getByRole('combobox', { name: 'Template ID', exact: true }), 'MEETING', 'meeting reminder [service-meeting-reminder]');
    await pick(page, dialog.getByRole('combobox', { name: 'Reference Set' }), referenceSet.name, new RegExp(referenceSet.name));
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect(toastWith(page, 'The message has been saved successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    // The new message is the workflow's message at once.
    await expect(page.locator('.message-chooser .p-autocomplete-token')).toHaveText(new RegExp(`^#\\d+ ${name}$`));
    await expect(page.getByRole('heading', { name: 'Create Message Workflow' })).toBeVisible();
  });

  test('clones a workflow as a Draft copy', async ({ page, request }) => {
    const api = await workflowApi(request);
    const message = await api.activeMessage();
    const workflow = await api.workflow({ name: unique('Clone'), status: 1, messageId: message.id });
    await signIn(page, 'staff');
    await page.goto('/message-workflows');
    await filterList(page, 'Name', workflow.name);
    await rowOf(page, workflow.name).getByRole('button', { name: 'Clone' }).click();
    await expect(toastWith(page, 'The message workflow has been cloned successfully')).toBeVisible();
    await expect(rows(page)).toHaveCount(2);
    await expect(rowOf(page, `${workflow.name} (copy)`)).toContainText('Draft');
    await expect(rowOf(page, `${workflow.name} (copy)`)).toContainText('Scheduled');
  });

  test('staff sees neither delete actions nor checkboxes', async ({ page, request }) => {
    const workflow = await (await workflowApi(request)).workflow({ name: unique('StaffView') });
    await signIn(page, 'staff');
    await page.goto('/message-workflows');
    await filterList(page, 'Name', workflow.name);
    await expect(rowOf(page, workflow.name).getByRole('button', { name: 'Clone' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(page.locator('table input[type=checkbox]')).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Bulk actions' })).toHaveCount(0);
  });

  test('admin sets statuses in bulk, all or nothing', async ({ page, request }) => {
    const api = await workflowApi(request, 'admin');
    const message = await api.activeMessage();
    const marker = unique('Bulk');
    const complete = await api.workflow({ name: `${marker} complete`, messageId: message.id });
    const incomplete = await api.workflow({ name: `${marker} incomplete` });
    await signIn(page, 'admin');
    await page.goto('/message-workflows');
    await filterList(page, 'Name', marker);
    await expect(rows(page)).toHaveCount(2);
    for (const workflow of [complete, incomplete]) await rowOf(page, workflow.name).locator('input[type=checkbox]').check();
    await expect(page.getByText('2 selected')).toBeVisible();
    // Active is the default action; the workflow without a message cannot take it, so neither changes.
    await page.getByRole('button', { name: 'Apply' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(confirm).toContainText('Are you sure you want to active 2 object(s) ?');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(toastWith(page, 'Update failed')).toContainText('Please select a message.');
    await expect(page.locator('tbody .status-badge')).toHaveText(['Draft', 'Draft']);

    await applyBulk(page, 'Archived');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(toastWith(page, 'The message workflows has been updated successfully')).toBeVisible();
    await expect(page.locator('tbody .status-badge')).toHaveText(['Archived', 'Archived']);
  });

  test('admin deletes a workflow once the count of enabled event workflows is 0', async ({ page, request }) => {
    const workflow = await (await workflowApi(request, 'admin')).workflow({ name: unique('Delete') });
    await signIn(page, 'admin');
    await page.goto('/message-workflows');
    await filterList(page, 'Name', workflow.name);
    const counted = page.waitForResponse((response) => response.url().endsWith(`/v1/message-workflows/${workflow.id}/enabled-message-workflow-total`));
    await rowOf(page, workflow.name).getByRole('button', { name: 'Delete' }).click();
    expect(await (await counted).json()).toEqual({ data: 0 });
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure to delete this message workflow?');
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(toastWith(page, 'The message workflow has been deleted successfully')).toBeVisible();
    await expect(page.getByText('No message workflows found')).toBeVisible();
  });

  test('a missing workflow sends back to the list', async ({ page }) => {
    await signIn(page, 'staff');
    await page.goto('/message-workflows/edit/999999');
    await expect(toastWith(page, 'The message workflow with #999999 can not be found.')).toBeVisible();
    await expect(page).toHaveURL(/\/message-workflows(\?|$)/);
  });
});
