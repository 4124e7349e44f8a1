import { Api, chooseBulkAction, expect, filterList, signIn, test, toastWith, unique } from './support.ts';
import { rowOf, rows } from './workflow-support.ts';
import { at, attachThrough, confirmSave, DEADLINES, eventWorkflowApi, openTriggerModalOfAttached, timelineEntries, timelineItem } from './event-workflow-support.ts';
import { eventRecord, importAll, metricTrigger, scheduledTrigger } from '../support/test-data/index.ts';

/**
 * The event message workflow screens (spec sections 2, 4, 5, 8): the list of events with
 * workflows, the form with its attach panel, the event timeline and the trigger modal.
 */

test.describe('attaching workflows to an event', () => {
  test('staff attaches a workflow and a set; the timeline shows them by time between the deadlines, the list counts them', async ({ page, request }) => {
    const api = await eventWorkflowApi(request);
    const marker = unique('Attach');
    const single = await api.activeWorkflow({ name: `${marker} reminder` });
    const inSet = await api.activeWorkflow({ name: `${marker} feedback`, triggerPrototype: scheduledTrigger({ interval: 1, basedOnCriterion: 2, eventDeadlineType: 13, sendingTime: '17:30' }) });
    const draft = await api.workflow({ name: `${marker} draft` });
    const set = await api.set({ name: `${marker} set`, status: 1, messageWorkflows: [inSet.id, draft.id] });
    const event = await api.event();

    await signIn(page, 'staff');
    await page.goto('/event-message-workflows/form');
    await expect(page.getByRole('heading', { name: 'Creating Event-Message Workflow' })).toBeVisible();
    // Spec section 5: exactly one event, at least one workflow.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please select an event.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Event' }).fill(String(event.id));
    await page.locator('.p-autocomplete-panel').getByRole('option', { name: new RegExp(`#${event.id}`) }).click();
    await expect(page.getByText('Please select an event.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please add at least one message workflow.')).toBeVisible();

    await attachThrough(page, single.name, new RegExp(`^#${single.id} ${single.name}\\s*Workflow`));
    await attachThrough(page, set.name, new RegExp(`^#${set.id} ${set.name}\\s*Set of 2`));
    await expect(page.getByText('Please add at least one message workflow.')).toHaveCount(0);
    // The set added its Active workflow only; each shows its resolved time among the event's marks.
    await expect(timelineEntries(page)).toHaveText([
      /^Now \d\d:\d\d$/,
      /^18\/05\/203109:00\s*2 days before Delegate meeting booking at 09:00/,
      /^20\/05\/203112:00\s*Delegate meeting booking deadline/,
      /^01\/06\/203109:00\s*Event start/,
      /^10\/06\/203110:00\s*Feedback deadline/,
      /^11\/06\/203117:30\s*1 day after Feedback at 17:30/,
    ]);
    const reminder = timelineItem(page, single.name);
    await expect(reminder).toContainText('Reminds the delegates');
    await expect(reminder).toContainText('Sender: Other');
    await expect(reminder).toContainText('Not saved');
    await expect(reminder.getByRole('img', { name: 'Email' })).toBeVisible();
    await expect(timelineItem(page, inSet.name)).toContainText(`From set ${set.name}`);

    await page.getByRole('button', { name: 'Save' }).click();
    await confirmSave(page);
    await expect(toastWith(page, 'The event message workflow has been saved successfully')).toBeVisible();
    // the page stays on the event's timeline (decision 021)
    await expect(page).toHaveURL(new RegExp(`/event-message-workflows/edit/${event.id}$`));
    const items = await api.items(event.id);
    expect(items.map((item) => [item.messageWorkflowId, item.status, item.scheduledTime])).toEqual(
      expect.arrayContaining([
        [single.id, 1, at(2031, 5, 18, 9)],
        [inSet.id, 1, at(2031, 6, 11, 17, 30)],
      ]),
    );
    expect(items).toHaveLength(2);

    // The list: the event with its counts, a link to its timeline.
    await page.getByRole('link', { name: 'Cancel' }).click();
    await filterList(page, 'ID', String(event.id));
    await expect(rowOf(page, event.name)).toContainText('0 / 2');
    await expect(rowOf(page, event.name)).toContainText('2031-06-0109:002031-06-0317:00');
    await rowOf(page, event.name).getByRole('link', { name: event.name }).click();
    await expect(page.getByRole('heading', { name: 'Edit Event-Message Workflow' })).toBeVisible();
    await expect(timelineItem(page, single.name)).toContainText('Active');
    await expect(timelineItem(page, single.name)).not.toContainText('Not saved');
  });
});

test.describe('the event chooser', () => {
  test('marks past and cancelled events and those that have workflows already', async ({ page, request }) => {
    const api = await eventWorkflowApi(request);
    const marker = unique('Chooser');
    const fresh = await api.event({ name: `${marker} fresh` });
    const past = await api.event({ name: `${marker} past`, startTime: at(2020, 3, 2, 9), endTime: at(2020, 3, 3, 17) });
    const cancelled = await api.event({ name: `${marker} cancelled`, status: 0 });
    const busy = await api.event({ name: `${marker} busy` });
    await api.attach(busy.id, [(await api.activeWorkflow()).id, (await api.activeWorkflow()).id]);
    await signIn(page, 'staff');
    await page.goto('/event-message-workflows/form');
    await page.getByRole('combobox', { name: 'Event' }).fill(marker);
    const option = (event: { id: number }) => page.locator('.p-autocomplete-panel').getByRole('option', { name: new RegExp(`^#${event.id} `) });
    await expect(option(busy)).toContainText('2 workflows');
    await expect(option(past)).toContainText('Past');
    await expect(option(cancelled)).toContainText('Cancelled');
    for (const plain of [fresh]) await expect(option(plain).locator('.directory-item__mark')).toHaveCount(0);
    await expect(option(past).locator('.directory-item__mark')).toHaveText(['Past']);
    await expect(option(cancelled).locator('.directory-item__mark')).toHaveText(['Cancelled']);
    await expect(option(busy).locator('.directory-item__mark')).toHaveText(['2 workflows']);
  });
});

test.describe('saving', () => {
  test("a refused save shows the server's text on the item and in the toast, and keeps the work", async ({ page, request }) => {
    const api = await eventWorkflowApi(request);
    const ok = await api.activeWorkflow();
    const gone = await api.activeWorkflow();
    const event = await api.event();
    await signIn(page, 'staff');
    await page.goto(`/event-message-workflows/edit/${event.id}`);
    await expect(page.getByRole('heading', { name: 'Edit Event-Message Workflow' })).toBeVisible();
    await attachThrough(page, ok.name, new RegExp(`^#${ok.id} `));
    await attachThrough(page, gone.name, new RegExp(`^#${gone.id} `));
    // Meanwhile the workflow is archived: only Active workflows may be attached.
    await api.call('put', `/v1/message-workflows/${gone.id}`, { ...(await api.getWorkflow(gone.id)), status: 3 });
    await page.getByRole('button', { name: 'Save' }).click();
    const text = `The message workflow #${gone.id} is not Active.`;
    await expect(toastWith(page, 'Save event message workflow failed!')).toContainText(text);
    await expect(timelineItem(page, gone.name).getByRole('alert')).toHaveText(text);
    await expect(page).toHaveURL(new RegExp(`/edit/${event.id}$`));
    expect(await api.items(event.id)).toEqual([]);
    // Removing it from the timeline, the rest saves.
    await timelineItem(page, gone.name).getByRole('button', { name: `Remove ${gone.name}` }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmSave(page);
    await expect(toastWith(page, 'The event message workflow has been saved successfully')).toBeVisible();
    expect((await api.items(event.id)).map((item) => item.messageWorkflowId)).toEqual([ok.id]);
  });
});

test.describe('the timeline of an event', () => {
  test('an item is switched off and on again; each Save keeps it', async ({ page, request }) => {
    const api = await eventWorkflowApi(request);
    const workflow = await api.activeWorkflow();
    const event = await api.event();
    const [item] = await api.attach(event.id, [workflow.id]);
    await signIn(page, 'staff');
    await page.goto(`/event-message-workflows/edit/${event.id}`);
    const card = timelineItem(page, workflow.name);
    const toggle = card.getByRole('switch', { name: `Active: ${workflow.name}` });
    await expect(toggle).toBeChecked();
    // Nothing changed yet: nothing to save.
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    await toggle.click();
    await expect(card).toContainText('Inactive');
    await expect(card).toContainText('Changed');
    await expect(card).toHaveClass(/timeline-item--inactive/);
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmSave(page);
    await expect(toastWith(page, 'The event message workflow has been saved successfully')).toBeVisible();
    await expect.poll(async () => (await api.items(event.id))[0].status).toBe(0);

    await page.goto(`/event-message-workflows/edit/${event.id}`);
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmSave(page);
    await expect(toastWith(page, 'The event message workflow has been saved successfully')).toBeVisible();
    expect(await api.items(event.id)).toEqual([expect.objectContaining({ id: item.id, status: 1, scheduledTime: at(2031, 5, 18, 9) })]);
  });

  test("an item's trigger is edited in the modal, with the workflow's fields disabled; the timeline shows the new time", async ({ page, request }) => {
    const { api, workflow, event, card, dialog } = await openTriggerModalOfAttached(page, request);
    await expect(dialog.getByLabel('Name')).toHaveValue(workflow.name);
    for (const field of ['Name', 'Description', 'Status']) await expect(dialog.getByLabel(field, { exact: true })).toBeDisabled();
    await expect(dialog.getByRole('radio', { name: 'Automatically' })).toBeDisabled();
    await expect(dialog.locator('.p-dropdown').filter({ has: page.getByLabel(/^Trigger type/) })).toHaveClass(/p-disabled/);
    // The shared panel with its texts (spec section 5).
    await dialog.getByRole('spinbutton', { name: 'Interval' }).fill('');
    await expect(dialog.getByText('Interval is required.')).toBeVisible();
    await dialog.getByRole('spinbutton', { name: 'Interval' }).fill('5');
    await dialog.getByRole('textbox', { name: 'Sending time' }).fill('14:15');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(card).toContainText('15/05/203114:15');
    await expect(card).toContainText('5 days before Delegate meeting booking at 14:15');
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmSave(page);
    await expect(toastWith(page, 'The event message workflow has been saved successfully')).toBeVisible();
    expect(await api.items(event.id)).toEqual([
      expect.objectContaining({ status: 1, scheduledTime: at(2031, 5, 15, 14, 15), trigger: expect.objectContaining({ triggerData: expect.objectContaining({ interval: 5, sendingTime: '14:15' }) }) }),
    ]);
  });

  test('a new item is dropped at once; a saved active one only a super-admin deletes, after the question', async ({ page, browser, request }) => {
    const api = await eventWorkflowApi(request);
    const [kept, removed, fresh] = [await api.activeWorkflow(), await api.activeWorkflow(), await api.activeWorkflow()];
    const event = await api.event();
    await api.attach(event.id, [kept.id, removed.id]);

    await signIn(page, 'staff');
    await page.goto(`/event-message-workflows/edit/${event.id}`);
    await expect(timelineItem(page, removed.name)).toBeVisible();
    await expect(timelineItem(page, removed.name).getByRole('button', { name: `Remove ${removed.name}` })).toHaveCount(0);
    await attachThrough(page, fresh.name, new RegExp(`^#${fresh.id} `));
    await timelineItem(page, fresh.name).getByRole('button', { name: `Remove ${fresh.name}` }).click();
    await expect(timelineItem(page, fresh.name)).toHaveCount(0);

    const admin = await browser.newPage();
    await signIn(admin, 'admin');
    await admin.goto(`/event-message-workflows/edit/${event.id}`);
    await timelineItem(admin, removed.name).getByRole('button', { name: `Remove ${removed.name}` }).click();
    await expect(admin.getByRole('dialog', { name: 'Delete' })).toContainText('Are you sure to delete this event message workflow?');
    await admin.getByRole('button', { name: 'Yes' }).click();
    await expect(toastWith(admin, 'The event message workflow has been deleted successfully')).toBeVisible();
    await expect(timelineItem(admin, removed.name)).toHaveCount(0);
    await expect(timelineItem(admin, kept.name)).toBeVisible();
    expect((await api.items(event.id)).map((item) => item.messageWorkflowId)).toEqual([kept.id]);
    await admin.close();
  });

  test('a failed item says so with its note inline and as tooltip; Metric labels; a re-planned item shows where it moved from', async ({ page, request }) => {
    const api = await eventWorkflowApi(request);
    const marker = unique('Marks');
    // The event has no Late cancellation (4) deadline: the item cannot be planned.
    const failing = await api.activeWorkflow({ name: `${marker} late cancellation`, triggerPrototype: scheduledTrigger({ eventDeadlineType: 4 }) });
    const metric = (name: string, from: number, to: number) =>
      api.activeWorkflow({ name, triggerPrototype: metricTrigger({ metricTriggerNumber: 25, timeFrameFrom: from, timeFrameTo: to, sendingTime: '08:00' }) });
    const coming = await metric(`${marker} crowd`, at(2031, 5, 1, 0), at(2031, 5, 31, 23, 59));
    const past = await metric(`${marker} old crowd`, at(2020, 5, 1, 0), at(2020, 5, 31, 23, 59));
    const moving = await api.activeWorkflow({ name: `${marker} moving` });
    const event = await api.event();
    await api.attach(event.id, [failing.id, coming.id, past.id, moving.id]);
    // The directory moves the deadline a day later: the item is planned again.
    await importAll(await Api.as(request, 'admin'), [eventRecord(event.id, { name: event.name, startTime: at(2031, 6, 1, 9), endTime: at(2031, 6, 3, 17), deadlines: { ...DEADLINES, '1': at(2031, 5, 21, 12) } })]);

    await signIn(page, 'staff');
    await page.goto(`/event-message-workflows/edit/${event.id}`);
    const failed = timelineItem(page, failing.name);
    await expect(failed).toHaveClass(/timeline-item--failed/);
    // its own trigger is what to fix (decision 021): no ticket to IT support
    await failed.getByText('Sending failed!', { exact: true }).hover();
    await expect(page.locator('.p-tooltip')).toHaveText('The event has no Late cancellation deadline.');
    await expect(failed.getByRole('switch')).toHaveCount(0);

    const crowd = timelineItem(page, coming.name);
    await expect(crowd).toContainText('Has minimum of 25 participating delegate(s) on date');
    await expect(crowd.locator('.metric-label')).toHaveText('Metric');
    await expect(crowd.locator('.metric-label')).not.toHaveClass(/metric-label--late/);
    await expect(crowd).toContainText('01/05/203108:00');
    const old = timelineItem(page, past.name);
    await expect(old.locator('.metric-label')).toHaveClass(/metric-label--late/);
    await expect(old).toHaveClass(/timeline-item--inactive/);
    await expect(old).toContainText('Out of date');

    const moved = timelineItem(page, moving.name);
    await expect(moved).toContainText('19/05/203109:00');
    await expect(moved).toContainText('moved from 18/05/2031 09:00');
  });

  test('a missing event goes back to the list with the toast', async ({ page }) => {
    await signIn(page, 'staff');
    await page.goto('/event-message-workflows/edit/987654321');
    await expect(toastWith(page, 'Load event message workflow failed')).toBeVisible();
    await expect(page).toHaveURL(/\/event-message-workflows(\?|$)/);
  });
});

test.describe('the event list', () => {
  test("a super-admin deletes all of an event's workflows after counting its scheduled messages", async ({ page, request }) => {
    const api = await eventWorkflowApi(request);
    const event = await api.event();
    await api.attach(event.id, [(await api.activeWorkflow()).id, (await api.activeWorkflow()).id]);
    // The widest variant (checkboxes, delete) fits a 1280 x 720 window: the delete icon on screen, no sideways scrolling.
    await page.setViewportSize({ width: 1280, height: 720 });
    await signIn(page, 'admin');
    await page.goto(`/event-message-workflows?filter[id:like]=${event.id}`);
    await expect(rowOf(page, event.name).getByRole('button', { name: 'Delete' })).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(1280);
    expect(await page.locator('.p-datatable-wrapper').evaluate((wrapper) => wrapper.scrollWidth - wrapper.clientWidth)).toBeLessThanOrEqual(0);
    await rowOf(page, event.name).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete' });
    await expect(dialog).toContainText('There are 2 scheduled message(s) for this event. Are you sure to delete all event message workflows and scheduled messages of this event?');
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(toastWith(page, 'All event message workflow and scheduled message of this event have been deleted successfully')).toBeVisible();
    await expect(page.getByText('No event found here')).toBeVisible();
    expect(await api.items(event.id)).toEqual([]);
  });

  test('Disable (the default bulk action) switches off the items of the chosen events and says how many; the rows follow; cancelled events stand apart', async ({ page, request }) => {
    const api = await eventWorkflowApi(request);
    const marker = unique('Bulk');
    const workflow = await api.activeWorkflow();
    const second = await api.activeWorkflow();
    const running = await api.event({ name: `${marker} running` });
    const cancelled = await api.event({ name: `${marker} cancelled`, status: 0 });
    await api.attach(running.id, [workflow.id, second.id]);
    await api.attach(cancelled.id, [workflow.id]);
    await signIn(page, 'admin');
    await page.goto(`/event-message-workflows?filter[name:like]=${marker}`);
    await expect(rows(page)).toHaveCount(2);
    await expect(rowOf(page, cancelled.name)).toHaveClass(/event-row--cancelled/);
    await expect(rowOf(page, cancelled.name)).toContainText('Cancelled');
    await expect(rowOf(page, running.name)).not.toHaveClass(/event-row--cancelled/);
    // the headers say what they are (decision 021): when the workflows were attached, the event's status
    await expect(page.getByRole('columnheader')).toContainText(['Attached at', 'Event status']);
    const active = (name: string) => rowOf(page, name).locator('.event-active-count');
    await expect(active(running.name)).toHaveText('2 active');
    await expect(active(cancelled.name)).toHaveText('0 active');

    const bar = page.getByRole('group', { name: 'Bulk actions' });
    const action = bar.getByLabel('Bulk action');
    // the spec's three, Disable the default
    await expect(action.locator('option:checked')).toHaveText('Disable');
    await expect(action.locator('option')).toHaveText(['Remove', 'Reactivate', 'Disable']);
    await rowOf(page, running.name).locator('input[type=checkbox]').check();
    await rowOf(page, cancelled.name).locator('input[type=checkbox]').check();
    await bar.getByRole('button', { name: 'Apply' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(dialog).toContainText('Are you sure you want to disable 2 object(s) ?');
    await dialog.getByRole('button', { name: 'Yes' }).click();
    // what it did to the items, and the rows follow
    await expect(toastWith(page, 'The event message workflow has been disabled successfully: 2 active message workflows of 2 events switched off.')).toBeVisible();
    await expect(active(running.name)).toHaveText('0 active');
    expect((await api.items(running.id)).map((item) => item.status)).toEqual([0, 0]);
    // the cancelled event's item is out of date: nothing to switch off
    expect((await api.items(cancelled.id)).map((item) => item.status)).toEqual([7]);
  });

  test("Reactivate makes the chosen events' failed workflows active; an event without one is named and nothing changes", async ({ page, request }) => {
    const api = await eventWorkflowApi(request);
    const marker = unique('Retry');
    const workflow = await api.activeWorkflow();
    // no Delegate meeting booking deadline: its item fails when attached
    const failing = await api.event({ name: `${marker} failing`, deadlines: { '13': DEADLINES['13'] } });
    const fine = await api.event({ name: `${marker} fine` });
    await api.attach(failing.id, [workflow.id]);
    await api.attach(fine.id, [workflow.id]);
    expect((await api.items(failing.id)).map((item) => item.status)).toEqual([6]);
    await signIn(page, 'admin');
    await page.goto(`/event-message-workflows?filter[name:like]=${marker}`);
    await expect(rows(page)).toHaveCount(2);

    const bar = page.getByRole('group', { name: 'Bulk actions' });
    const apply = async (count: number) => {
      await chooseBulkAction(page, 'Reactivate');
      await bar.getByRole('button', { name: 'Apply' }).click();
      const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
      await expect(dialog).toContainText(`Are you sure you want to reactivate ${count} object(s) ?`);
      await dialog.getByRole('button', { name: 'Yes' }).click();
    };
    await rowOf(page, failing.name).locator('input[type=checkbox]').check();
    await rowOf(page, fine.name).locator('input[type=checkbox]').check();
    await apply(2);
    const refused = toastWith(page, 'Reactivate failed');
    await expect(refused).toContainText(`Only failed workflows can be reactivated, and event #${fine.id} ${fine.name} has none. Unselect it and apply again.`);
    expect((await api.items(failing.id)).map((item) => item.status)).toEqual([6]);

    await rowOf(page, fine.name).locator('input[type=checkbox]').uncheck();
    await apply(1);
    await expect(toastWith(page, 'The event message workflows have been reactivated successfully')).toBeVisible();
    expect((await api.items(failing.id)).map((item) => item.status)).toEqual([1]);
  });

  test('staff sees the events without checkboxes or delete', async ({ page, request }) => {
    const api = await eventWorkflowApi(request);
    const event = await api.event();
    await api.attach(event.id, [(await api.activeWorkflow()).id]);
    await signIn(page, 'staff');
    await page.goto(`/event-message-workflows?filter[id:like]=${event.id}`);
    await expect(rowOf(page, event.name)).toContainText('0 / 1');
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Bulk actions' })).toHaveCount(0);
  });
});
