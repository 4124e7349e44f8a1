import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { Api, expect, signIn, unique } from './support.ts';
import { openPanel } from './workflow-support.ts';
import {
  activeEmail,
  contactRecord,
  createMessage,
  createRecipient,
  createReferenceSetTemplate,
  createWorkflow,
  eventRecord,
  importAll,
    ownDirectoryId,
  targetGroup,
  type Workflow,
} from '../support/test-data/index.ts';
import { MESSAGE_TYPE } from '../../shared/messages.ts';
import { STATUS } from '../../shared/status.ts';

/** Factories and locators for the target group browser tests (target-groups.spec.ts). */
const DAY = 86_400;
type Rule = Record<string, unknown>;

/** Directory records, messages and workflows through the API (factories with overrides). */
export async function groupApi(request: APIRequestContext) {
  const staff = await Api.as(request, 'staff');
  const admin = await Api.as(request, 'admin');
  const api = {
    /**
     * An event with three contacts of our own (ids far from the demo directory's): Ada takes part
     * as a confirmed delegate and is Inviting / Registration; Bob's participation is cancelled;
     * Cy does not take part but is an IT Director.
     */
    async world() {
      const base = ownDirectoryId();
      const family = unique('Tg');
      const start = Math.floor(Date.now() / 1000) + 40 * DAY;
      const person = (id: number, firstName: string, more: Rule = {}) => contactRecord(id, { firstName, lastName: family, email: `${id}@example.com`, ...more });
      const [ada, bob, cy] = [
        { id: base, name: `Ada ${family}` },
        { id: base + 1, name: `Bob ${family}` },
        { id: base + 2, name: `Cy ${family}` },
      ];
      const event = { id: base, name: `Group Summit ${family}` };
      await importAll(admin, [
        eventRecord(event.id, { name: event.name, startTime: start, endTime: start + 8 * 3600 }),
        person(ada.id, 'Ada'),
        person(bob.id, 'Bob'),
        person(cy.id, 'Cy', { functionId: 9 }),
        { type: 'participation', id: base, eventId: event.id, contactId: ada.id, participationType: 2, status: 1, registeredAt: start - 30 * DAY },
        { type: 'participation', id: base + 1, eventId: event.id, contactId: bob.id, participationType: 2, status: 4, registeredAt: start - 30 * DAY },
        { type: 'processState', id: base, contactId: ada.id, eventId: event.id, process: 1, outcome: 5, updatedAt: start - 20 * DAY },
      ]);
      return { ada, bob, cy, event, family };
    },
    /** An Active service email with the sender 'Other', a recipient (email and phone), a template and a reference set with the custom reference 'Greeting'. */
    async emailMessage() {
      const recipient = await createRecipient(staff);
      const referenceSet = await createReferenceSetTemplate(staff, { status: STATUS.active, customReferences: [{ field: 'Greeting', mapping: 'contacts[].firstName' }] });
      return createMessage(staff, activeEmail({ recipient, referenceSet }));
    },
    /** A Draft SMS message (enough for the panel to offer SEND TEST SMS). */
    smsMessage: () => createMessage(staff, { type: MESSAGE_TYPE.sms }),
    /** A Draft workflow with these sections of rules. */
    workflow: (sections: Rule[][] = [], overrides: Rule = {}) => createWorkflow(staff, { targetGroup: targetGroup(...sections), ...overrides }),
    getWorkflow: (id: number) => staff.get<Workflow>(`/v1/message-workflows/${id}`),
  };
  return api;
}

export const IS_DELEGATE = { type: 'EventParticipationRule', criterion: 0, contactOptions: { criterion: 0, participationType: 2, participationStatus: 1 } };
export const INVITING_REGISTERED = { type: 'ProcessStateRule', process: 1, operator: 1, outcome: 5 };
export const IT_DIRECTOR = { type: 'MasterContactRule', criterion: 4, functionOption: 0, functionValue: 9 };

export const panelOf = (page: Page) => page.getByRole('region', { name: 'Target group' });
export const sectionOf = (page: Page, n: number) => panelOf(page).getByRole('group', { name: `Section ${n}` });
export const ruleNames = (section: Locator) => section.locator('.target-group__rule-name');

/** The options of the open dropdown (PrimeReact keeps other dropdowns' options in the page). */
const options = (page: Page) => openPanel(page).getByRole('option');
/** A dropdown by its label (the filter's inner locator is relative to each dropdown, so it starts from the page). */
export const dropdown = (scope: Locator, label: string) => scope.locator('.p-dropdown').filter({ has: scope.page().getByLabel(label, { exact: true }) });

export async function choose(page: Page, scope: Locator, label: string, value: string) {
  const panel = openPanel(page);
  // On a busy machine a click can land while the list is still animating open: then try again.
  await expect(async () => {
    if (!(await panel.count())) await dropdown(scope, label).click();
    await panel.getByRole('option', { name: value, exact: true }).click({ timeout: 3000 });
    await expect(dropdown(scope, label).locator('.p-dropdown-label')).toHaveText(value, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  // the list has closed (its closing animation would show its options to the next look)
  await expect(panel).toHaveCount(0);
}

/** The choices a dropdown offers (opened and closed again). */
export async function offered(page: Page, scope: Locator, label: string): Promise<string[]> {
  await dropdown(scope, label).click();
  const names = await options(page).allTextContents();
  // Escape closes the list alone, not the modal around it
  await page.keyboard.press('Escape');
  await expect(page.locator('.p-dropdown-panel')).toHaveCount(0);
  return names;
}

/** Types into a typeahead and picks the suggestion with this text. */
export async function pick(page: Page, input: Locator, text: string, suggestion: string | RegExp) {
  await input.fill(text);
  await page.locator('.p-autocomplete-panel').getByRole('option', { name: suggestion }).click();
}

export async function openEditor(page: Page, workflowId: number) {
  await signIn(page, 'staff');
  await page.goto(`/message-workflows/edit/${workflowId}`);
  await expect(panelOf(page)).toBeVisible();
}
