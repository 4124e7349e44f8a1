import { expect, signIn, test, toastWith, unique, type Page } from './support.ts';
import { at, attachThrough, confirmSave, DEADLINES, eventWorkflowApi, timelineEntries, timelineItem } from './event-workflow-support.ts';
import { fireNow } from './delivery-log-support.ts';
import { leaveFailed, leaveProcessing } from './e2e-store.ts';
import { activeEmail, createMessage, createRecipient, fixedContacts, scheduledTrigger } from '../support/test-data/index.ts';
import { STATUS } from '../../shared/status.ts';
import { EVENT_WORKFLOW_TEXTS } from '../../shared/event-message-workflows.ts';
import { civilDateAt, instantAt } from '../../shared/amsterdam-time.ts';
import { DEMO_WORKFLOW_NAMES } from '../../infra/local/demo-workflows.ts';

/**
 * The event timeline as a schedule (docs/decisions/021-schedule-view-and-fix-and-retry.md): items
 * first with countdowns and a line at now, the deadlines as faint ticks that can be hidden, Save in
 * view and on the timeline, attaching that says what it added, and failures that explain themselves
 * where they show, with the object to fix and Retry.
 */

/** Many deadlines (as the demo's event #8 has 33), so the items sit far apart without the schedule view. */
const MANY_DEADLINES = Object.fromEntries(
  [1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22].map((type, index) => [String(type), at(2031, 5, 1 + index, 12)]),
);

const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
];

/** An event whose Delegate meeting booking deadline is today 23:59, and a trigger sending on that day 20 minutes from now (so the page follows it). */
function dueSoon() {
  const soon = Math.floor(Date.now() / 1000) + 20 * 60;
  const clock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Amsterdam', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(soon * 1000));
  return { deadlines: { '1': instantAt(civilDateAt(soon), 23, 59).unix }, trigger: scheduledTrigger({ interval: 0, sendingTime: clock }) };
}

const saveButton = (page: Page) => page.getByRole('button', { name: 'Save' });
// polled: a toast or a mark still animating in may widen the page for a moment; what stays counts
const noSidewaysScroll = (page: Page) => expect.poll(() => page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

test.describe('the schedule view', () => {
  test.use({ timezoneId: 'UTC' });

  for (const size of WIDTHS) {
    test(`at ${size.width} px: items with countdowns that tick and a line at now (Amsterdam time in a UTC browser); deadlines as ticks, hidden at will and remembered`, async ({ page, request }) => {
      await page.setViewportSize(size);
      const api = await eventWorkflowApi(request);
      const marker = unique('Schedule');
      // 2 days before Delegate meeting booking (20/05/2031 12:00) at 09:00: 18/05/2031 09:00 Amsterdam, 07:00 UTC
      const first = await api.activeWorkflow({ name: `${marker} first` });
      const later = await api.activeWorkflow({ name: `${marker} later`, triggerPrototype: scheduledTrigger({ interval: 1, basedOnCriterion: 2, eventDeadlineType: 13, sendingTime: '17:30' }) });
      const event = await api.event({ deadlines: { ...MANY_DEADLINES, ...DEADLINES } });
      await api.attach(event.id, [first.id, later.id]);

      // the browser's clock: 170 s before the first item sends
      await page.clock.install({ time: (at(2031, 5, 18, 9) - 170) * 1000 });
      await signIn(page, 'staff');
      await page.goto(`/event-message-workflows/edit/${event.id}`);
      const item = timelineItem(page, first.name);
      await expect(item).toContainText('sends in 3 min');
      await expect(timelineItem(page, later.name)).toContainText('sends in 24 days');
      const now = page.getByRole('listitem', { name: 'Now' });
      await expect(now).toHaveText('Now 08:57');
      // now comes right before the first item; the Feedback deadline and the later item after it
      const entries = timelineEntries(page);
      const texts = await entries.allInnerTexts();
      const at0 = texts.findIndex((text) => text.startsWith('Now'));
      expect(texts[at0 + 1]).toContain(first.name);
      expect(texts.findIndex((text) => text.includes(later.name))).toBeGreaterThan(at0);

      // the countdown ticks
      await page.clock.fastForward(60_000);
      await expect(item).toContainText('sends in 2 min');
      await expect(now).toHaveText('Now 08:58');
      await page.clock.fastForward(65_000);
      await expect(item).toContainText(/sends in (4[0-5]) s/);

      // the deadlines are faint ticks; the switch hides them, and the choice is kept
      const ticks = page.locator('.event-timeline > li.timeline-tick');
      const deadlineCount = Object.keys({ ...MANY_DEADLINES, ...DEADLINES }).length;
      await expect(ticks).toHaveCount(deadlineCount);
      await expect(ticks.first()).toHaveCSS('font-size', '12px');
      const show = page.getByRole('switch', { name: `Show the event's deadlines (${deadlineCount})` });
      await expect(show).toBeChecked();
      await show.click();
      await expect(ticks).toHaveCount(0);
      await expect(entries).toHaveCount(4); // now, the first item, the event start, the later item
      await page.reload();
      await expect(timelineItem(page, first.name)).toBeVisible();
      await expect(show).not.toBeChecked();
      await expect(ticks).toHaveCount(0);
      await noSidewaysScroll(page);
    });
  }
});

test('an item being sent shows a progress bar from its start, and its counts as they come, without a reload', async ({ page, request }) => {
  const api = await eventWorkflowApi(request);
  const workflow = await api.activeWorkflow();
  const event = await api.event();
  const [item] = await api.attach(event.id, [workflow.id]);
  const sending = await leaveProcessing(item);
  await signIn(page, 'staff');
  await page.goto(`/event-message-workflows/edit/${event.id}`);
  const card = timelineItem(page, workflow.name);
  await expect(card).toContainText('Processing');
  await expect(card.getByRole('status', { name: 'Sending: starting' })).toContainText('Starting…');
  await expect(card.getByRole('progressbar')).toBeVisible();
  await sending.counted(10, 3);
  await expect(card.getByRole('status', { name: 'Sending: 3 / 10 sent' })).toBeVisible();
  await expect(card.getByRole('progressbar', { name: '30% of the audience settled' })).toBeVisible();
});

test.describe('Save', () => {
  for (const size of WIDTHS) {
    test(`at ${size.width} px: stays in view over a long timeline and keeps the user on the timeline`, async ({ page, request }) => {
      await page.setViewportSize(size);
      const api = await eventWorkflowApi(request);
      const workflow = await api.activeWorkflow();
      const event = await api.event({ deadlines: { ...MANY_DEADLINES, ...DEADLINES } });
      await api.attach(event.id, [workflow.id]);
      await signIn(page, 'staff');
      await page.goto(`/event-message-workflows/edit/${event.id}`);
      const card = timelineItem(page, workflow.name);
      await expect(saveButton(page)).toBeInViewport({ ratio: 1 });
      // switched off far down the page: Save is still in view
      await card.getByRole('switch', { name: `Active: ${workflow.name}` }).scrollIntoViewIfNeeded();
      await card.getByRole('switch', { name: `Active: ${workflow.name}` }).click();
      await expect(saveButton(page)).toBeInViewport({ ratio: 1 });
      await page.keyboard.press('End');
      await expect(saveButton(page)).toBeInViewport({ ratio: 1 });
      await saveButton(page).click();
      await confirmSave(page);
      await expect(toastWith(page, 'The event message workflow has been saved successfully')).toBeVisible();
      // still on the timeline, which shows what was saved
      await expect(page).toHaveURL(new RegExp(`/event-message-workflows/edit/${event.id}$`));
      await expect(card).toContainText('Inactive');
      await expect(card).not.toContainText('Changed');
      await expect(saveButton(page)).toBeDisabled();
      await noSidewaysScroll(page);
    });
  }

  test('after creating, the page goes on as the edit page of the event', async ({ page, request }) => {
    const api = await eventWorkflowApi(request);
    const workflow = await api.activeWorkflow();
    const event = await api.event();
    await signIn(page, 'staff');
    await page.goto('/event-message-workflows/form');
    await page.getByRole('combobox', { name: 'Event' }).fill(String(event.id));
    await page.locator('.p-autocomplete-panel').getByRole('option', { name: new RegExp(`#${event.id}`) }).click();
    await attachThrough(page, workflow.name, new RegExp(`^#${workflow.id} `));
    await saveButton(page).click();
    await confirmSave(page);
    await expect(toastWith(page, 'The event message workflow has been saved successfully')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/event-message-workflows/edit/${event.id}$`));
    await expect(page.getByRole('heading', { name: 'Edit Event-Message Workflow' })).toBeVisible();
    await expect(timelineItem(page, workflow.name)).toContainText('Active');
    await expect(timelineItem(page, workflow.name)).not.toContainText('Not saved');
  });
});

test.describe('attaching', () => {
  for (const size of WIDTHS) {
    test(`at ${size.width} px: a set says what it added, and the timeline scrolls to its items and marks them`, async ({ page, request }) => {
      await page.setViewportSize(size);
      const api = await eventWorkflowApi(request);
      const marker = unique('Added');
      // after every deadline: far down the timeline
      const late = (sendingTime: string) => scheduledTrigger({ interval: 3, basedOnCriterion: 2, eventDeadlineType: 13, sendingTime });
      const one = await api.activeWorkflow({ name: `${marker} one`, triggerPrototype: late('09:00') });
      const two = await api.activeWorkflow({ name: `${marker} two`, triggerPrototype: late('10:00') });
      const draft = await api.workflow({ name: `${marker} draft` });
      const set = await api.set({ name: `${marker} set`, status: STATUS.active, messageWorkflows: [one.id, two.id, draft.id] });
      const event = await api.event({ deadlines: { ...MANY_DEADLINES, ...DEADLINES } });
      await signIn(page, 'staff');
      await page.goto(`/event-message-workflows/edit/${event.id}`);
      await attachThrough(page, set.name, new RegExp(`^#${set.id} ${set.name}`));
      const said = toastWith(page, `Added 2 message workflows from set ${set.name}`);
      await expect(said).toContainText(`${one.name}, ${two.name}`);
      for (const workflow of [one, two]) await expect(timelineItem(page, workflow.name)).toHaveClass(/timeline-item--marked/);
      await expect(timelineItem(page, one.name)).toBeInViewport();
      // a second attach moves the mark
      const three = await api.activeWorkflow({ name: `${marker} three` });
      await attachThrough(page, three.name, new RegExp(`^#${three.id} `));
      await expect(toastWith(page, 'Added 1 message workflow')).toContainText(three.name);
      await expect(timelineItem(page, three.name)).toHaveClass(/timeline-item--marked/);
      await expect(timelineItem(page, three.name)).toBeInViewport();
      await expect(timelineItem(page, one.name)).not.toHaveClass(/timeline-item--marked/);
      await noSidewaysScroll(page);
    });
  }
});

test.describe('a failure', () => {
  test('that happens while the page is open explains itself at once: toast, reason, tooltip, the recipient to fix, Retry', async ({ page, request }) => {
    const api = await eventWorkflowApi(request);
    const marker = unique('Failing');
    const { referenceSet } = await api.messageSupports();
    // the recipient reads the contact's first name as its email address: not an address
    const recipient = await createRecipient(api.user, {
      name: `${marker} recipient`,
      recipientReferences: [
        { field: 'masterContactId', mapping: 'contacts[].id' },
        { field: 'contactEmail', mapping: 'contacts[].firstName' },
      ],
    });
    const message = await createMessage(api.user, { ...activeEmail({ recipient, referenceSet }), name: `${marker} message` });
    const contact = await api.contact();
    const due = dueSoon();
    const workflow = await api.workflow({ name: `${marker} workflow`, status: STATUS.active, messageId: message.id, targetGroup: fixedContacts(contact.id), triggerPrototype: due.trigger });
    const event = await api.event({ deadlines: due.deadlines });
    const [item] = await api.attach(event.id, [workflow.id]);

    await signIn(page, 'admin');
    await page.goto(`/event-message-workflows/edit/${event.id}`);
    const card = timelineItem(page, workflow.name);
    await expect(card).toContainText(/Active\s*sends in (19|20) min/);
    await fireNow(request, item);

    const reason = `1 of 1 failed: Master contact #${contact.id} has no email address (${contact.firstName} is not one) in recipient '${recipient.name}'.`;
    await expect(toastWith(page, `Sending of ${workflow.name} failed`)).toContainText(reason, { timeout: 30_000 });
    await expect(card).toHaveClass(/timeline-item--failed/);
    await expect(card).toContainText(reason);
    // staff can fix this one: no ticket to IT support
    await expect(card.getByText('Sending failed!', { exact: true })).toBeVisible();
    await expect(card).not.toContainText('Write ticket to IT support');
    // the tooltip opens for an item that failed while the page was open
    await card.getByText('Sending failed!', { exact: true }).hover();
    await expect(page.locator('.p-tooltip')).toHaveText(reason);
    const fix = card.getByRole('link', { name: `Fix the recipient #${recipient.id}` });
    await expect(fix).toHaveAttribute('href', `/recipient-info/edit/${recipient.id}`);

    await card.getByRole('button', { name: `Retry ${workflow.name}` }).click();
    await expect(toastWith(page, 'The event message workflow has been reactivated: it is sent again.')).toBeVisible();
    await expect(card).toContainText('Active');
    await expect(card).not.toHaveClass(/timeline-item--failed/);
    await expect.poll(async () => (await api.items(event.id))[0].status).toBe(1);
    await expect(card.getByRole('button', { name: `Retry ${workflow.name}` })).toHaveCount(0);

    // and the link leads to the recipient
    await fireNow(request, item);
    await expect(card).toHaveClass(/timeline-item--failed/, { timeout: 30_000 });
    await fix.click();
    await expect(page).toHaveURL(new RegExp(`/recipient-info/edit/${recipient.id}$`));
  });

  test('that staff cannot fix asks for a ticket to IT support; a super-admin may retry it', async ({ page, request }) => {
    const api = await eventWorkflowApi(request);
    const workflow = await api.activeWorkflow();
    const event = await api.event();
    const [item] = await api.attach(event.id, [workflow.id]);
    const note = EVENT_WORKFLOW_TEXTS.scheduleFailed('The scheduler did not answer.');
    await leaveFailed(item, note);
    await signIn(page, 'admin');
    await page.goto(`/event-message-workflows/edit/${event.id}`);
    const card = timelineItem(page, workflow.name);
    await expect(card.getByText('Sending failed! Write ticket to IT support')).toBeVisible();
    await expect(card).toContainText(note);
    await expect(card.getByRole('link', { name: /^Fix the/ })).toHaveCount(0);
    await card.getByRole('button', { name: `Retry ${workflow.name}` }).click();
    await expect(card).toContainText('Active');
    await expect(card).not.toContainText('Write ticket to IT support');
  });

  test('whose fix is its own trigger offers the trigger, not a ticket nor Retry', async ({ page, request }) => {
    const api = await eventWorkflowApi(request);
    // the event has no Late cancellation (4) deadline: the item cannot be planned
    const failing = await api.activeWorkflow({ triggerPrototype: scheduledTrigger({ eventDeadlineType: 4 }) });
    const event = await api.event();
    await api.attach(event.id, [failing.id]);
    // a super-admin, who could reactivate: not an item without a sending time (rule R1)
    await signIn(page, 'admin');
    await page.goto(`/event-message-workflows/edit/${event.id}`);
    const card = timelineItem(page, failing.name);
    await expect(card).toContainText('The event has no Late cancellation deadline.');
    await expect(card).not.toContainText('Write ticket to IT support');
    await expect(card.getByRole('button', { name: `Retry ${failing.name}` })).toHaveCount(0);
    await card.getByRole('button', { name: 'Fix the trigger' }).click();
    await expect(page.getByRole('dialog', { name: `Edit trigger: ${failing.name}` })).toBeVisible();
  });
});

test.describe('the demo data', () => {
  test.use({ timezoneId: 'UTC' });

  test("a fresh start shows the main demo event's schedule with the delegates' reminder due within the hour", async ({ page, request }) => {
    const api = await eventWorkflowApi(request);
    const events = await api.call<{ items: { id: number; numberOfTotalEventMessageWorkflows: number }[] }>('get', '/v1/event-message-workflows?page[size]=50&sort=startTime');
    const main = events.items.find((event) => event.numberOfTotalEventMessageWorkflows === 6)!;
    expect(main, 'the main demo event').toBeDefined();
    await signIn(page, 'staff');
    await page.goto(`/event-message-workflows/edit/${main.id}`);
    const reminder = timelineItem(page, DEMO_WORKFLOW_NAMES.delegates);
    // seeded 30 to 35 minutes ahead of the server's start
    await expect(reminder.locator('.timeline-item__countdown')).toHaveText(/^sends in ([1-9]|[1-5]\d|60) min$/);
    // the next entry up is the line at now
    const texts = await timelineEntries(page).allInnerTexts();
    expect(texts[texts.findIndex((text) => text.includes(DEMO_WORKFLOW_NAMES.delegates)) - 1]).toMatch(/^Now \d\d:\d\d$/);
  });
});
