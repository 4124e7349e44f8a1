import { expect, signIn, test, toastWith, unique } from './support.ts';
import { rowOf } from './workflow-support.ts';
import { at, attachThrough, eventWorkflowApi, scheduledTrigger, timelineEntries, timelineItem } from './event-workflow-support.ts';

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
    await expect(toastWith(page, 'The event message workflow has been saved successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/event-message-workflows(\?|$)/);
    const items = await api.items(event.id);
    expect(items.map((item) => [item.messageWorkflowId, item.status, item.scheduledTime])).toEqual(
      expect.arrayContaining([
        [single.id, 1, at(2031, 5, 18, 9)],
        [inSet.id, 1, at(2031, 6, 11, 17, 30)],
      ]),
    );
    expect(items).toHaveLength(2);

    // The list: the event with its counts, a link to its timeline.
    await page.getByLabel('Filter by ID').fill(String(event.id));
    await expect(rowOf(page, event.name)).toContainText('0 / 2');
    await expect(rowOf(page, event.name)).toContainText('2031-06-01 09:002031-06-03 17:00');
    await rowOf(page, event.name).getByRole('link', { name: event.name }).click();
    await expect(page.getByRole('heading', { name: 'Edit Event-Message Workflow' })).toBeVisible();
    await expect(timelineItem(page, single.name)).toContainText('Active');
    await expect(timelineItem(page, single.name)).not.toContainText('Not saved');
  });
});
