import type { APIRequestContext, Page } from '@playwright/test';
import { Api, expect, signIn, unique } from './support.ts';
import { workflowApi } from './workflow-support.ts';
import { attachWorkflows, createEvent } from '../support/test-data/index.ts';
import { instantAt } from '../../shared/amsterdam-time.ts';
import { STATUS } from '../../shared/status.ts';

/**
 * Factories and locators for the event message workflow screens: directory events of our own
 * (ids far from the demo directory's, fixed dates in 2031 so times are known), Active workflows
 * and sets, attachments through the API.
 */
export const at = (year: number, month: number, day: number, hour: number, minute = 0) => instantAt({ year, month, day }, hour, minute).unix;

/** The deadlines of a test event: Delegate meeting booking 20/05/2031 12:00, Feedback 10/06/2031 10:00. */
export const DEADLINES = { '1': at(2031, 5, 20, 12), '13': at(2031, 6, 10, 10) };

export interface TestEvent {
  id: number;
  name: string;
  deadlines: Record<string, number>;
}
export interface Item {
  id: number;
  status: number;
  scheduledTime: number | null;
  trigger: { triggerType: string; triggerData: Record<string, unknown> };
}

export async function eventWorkflowApi(request: APIRequestContext) {
  const base = await workflowApi(request);
  let message: Promise<{ id: number }> | undefined;
  const api = {
    ...base,
    /** A directory event starting 01/06/2031 09:00 with the test deadlines, unless told otherwise. */
    event: async (overrides: Record<string, unknown> = {}): Promise<TestEvent> =>
      createEvent(await Api.as(request, 'admin'), { name: unique('Timeline Summit'), startTime: at(2031, 6, 1, 9), endTime: at(2031, 6, 3, 17), deadlines: DEADLINES, ...overrides }),
    /** An Active workflow (one message shared per test), 2 days before Delegate meeting booking at 09:00 unless told otherwise. */
    async activeWorkflow(overrides: Record<string, unknown> = {}) {
      message ??= base.activeMessage();
      return base.workflow({ status: STATUS.active, messageId: (await message).id, description: 'Reminds the delegates', ...overrides });
    },
    attach: (eventId: number, workflowIds: number[]) => attachWorkflows(base.user, workflowIds.map((messageWorkflowId) => ({ eventId, messageWorkflowId }))),
    items: async (eventId: number) => (await base.call<{ items: (Item & { messageWorkflowId: number })[] }>('get', `/v1/events/${eventId}/message-workflows`)).items,
  };
  return api;
}

/** The save confirmation (docs/change-previews.md): what the save does to pending sends, then Confirm. */
export const saveConfirmation = (page: Page) => page.getByRole('dialog', { name: 'Save changes' });
export async function confirmSave(page: Page) {
  const dialog = saveConfirmation(page);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toHaveCount(0);
}

/** The timeline's entries (marks and items) as their text, in order. */
export const timelineEntries = (page: Page) => page.getByRole('list', { name: 'Event timeline' }).locator(':scope > li');
/** An item of the timeline by its workflow's name. */
export const timelineItem = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });

/**
 * An Active workflow attached to a new event, its timeline opened by staff and its Edit trigger
 * modal open: the start of every test of the modal.
 */
export async function openTriggerModalOfAttached(page: Page, request: APIRequestContext) {
  const api = await eventWorkflowApi(request);
  const workflow = await api.activeWorkflow();
  const event = await api.event();
  await api.attach(event.id, [workflow.id]);
  await signIn(page, 'staff');
  await page.goto(`/event-message-workflows/edit/${event.id}`);
  const card = timelineItem(page, workflow.name);
  await expect(card).toContainText('18/05/203109:00');
  await card.getByRole('button', { name: `Edit trigger of ${workflow.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit trigger: ${workflow.name}` });
  return { api, workflow, event, card, dialog };
}

/** Adds a workflow or a set through the attach panel's typeahead (from 3 characters). */
export async function attachThrough(page: Page, text: string, option: RegExp) {
  const input = page.getByRole('combobox', { name: 'Attach message workflows or sets' });
  await input.fill(text);
  await page.locator('.p-autocomplete-panel').getByRole('option', { name: option }).click();
  await expect(input).toHaveValue('');
}
