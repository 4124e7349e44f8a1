import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, session, unique, type Who } from './support.ts';
import { authorizationHeader } from '../../shared/auth.ts';

/**
 * Supporting records of the workflow screens through the API (factories with overrides): Active
 * messages, directory contacts, workflows (with target groups, which the screens under test do
 * not edit) and sets. Shared by the workflow and workflow set specs.
 */

const QUERY = 'query($contactIds: [Int!]!) { contacts(ids: $contactIds) { id email firstName lastName } }';

export interface Named {
  id: number;
  name: string;
}
export interface Workflow extends Named {
  status: number;
  version: number;
  contactEnrolledType: string;
  messageId: number | null;
  masterContactIds: number[];
  triggerPrototype: { triggerType: string; triggerData: Record<string, unknown> };
  targetGroup: { targetGroupSections: { targetGroupRules: { type: string; name: string }[] }[] };
}

export const scheduledTrigger = (overrides: Record<string, unknown> = {}) => ({
  triggerType: 'scheduled',
  triggerData: { interval: 2, triggerScheduledType: 'days', sendingDay: [], sendingTime: '09:00', basedOnCriterion: 1, eventDeadlineType: 1, ...overrides },
});

/** A target group of one rule: the fixed contacts given. */
export const fixedContacts = (...masterContactIds: number[]) => ({ targetGroupSections: [{ targetGroupRules: [{ type: 'FixedContactRule', masterContactIds }] }] });

// The recipient and reference set an Active message needs, made once per worker.
const supports = new Map<string, Promise<{ recipient: Named; referenceSet: Named }>>();

export async function workflowApi(request: APIRequestContext, who: Who = 'staff') {
  const headers = async (as: Who) => ({ authorization: authorizationHeader((await session(request, as)).accessToken) });
  const call = async <T>(method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string, data?: unknown, as: Who = who): Promise<T> => {
    const response = await request[method](path, { headers: await headers(as), data });
    expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
    return (await response.json()).data;
  };

  const messageSupports = () => {
    if (!supports.has(who))
      supports.set(
        who,
        (async () => {
          await call('post', '/v1/graphql', { query: QUERY, variables: { contactIds: [1] } });
          const referenceSet = await call<Named>('post', '/v1/reference-set-templates', {
            name: unique('Refset'),
            status: 1,
            graphQuery: QUERY,
            variables: '{"contactIds":[1]}',
            referencesSetMapping: [{ field: 'ContactId', mapping: 'contacts[].id' }],
          });
          const recipient = await call<Named>('post', '/v1/recipients', {
            name: unique('Recipient'),
            graphQuery: QUERY,
            recipientReferences: [
              { field: 'masterContactId', mapping: 'contacts[].id' },
              { field: 'contactEmail', mapping: 'contacts[].email' },
            ],
          });
          return { recipient, referenceSet };
        })(),
      );
    return supports.get(who)!;
  };

  const api = {
    call,
    /** The recipient and the Active reference set an Active message needs. */
    messageSupports,
    /** An Active service email (sender 'Other'), the kind a workflow may use. */
    async activeMessage(name = unique('Message')) {
      const { recipient, referenceSet } = await messageSupports();
      return call<Named & { version: number }>('post', '/v1/messages', {
        name,
        type: 1,
        status: 1,
        senderId: null,
        senderEmail: 'events@example.com',
        templateId: 'service-meeting-reminder',
        recipientId: recipient.id,
        referenceSetTemplateId: referenceSet.id,
      });
    },
    /** A master contact of our own in the directory, with a name to search for. */
    async contact(firstName = unique('Wanda')) {
      const id = 6_000_000 + Math.floor(Math.random() * 3_000_000);
      await call('post', '/v1/directory/import', [{ type: 'contact', id, firstName, lastName: 'Workflow', email: `${id}@example.com`, languageId: 1 }], 'admin');
      return { id, firstName };
    },
    /** A Draft workflow by default; pass status 1 with a messageId for an Active one. */
    workflow: (overrides: Record<string, unknown> = {}) =>
      call<Workflow>('post', '/v1/message-workflows', { name: unique('Workflow'), triggerPrototype: scheduledTrigger(), targetGroup: fixedContacts(1), ...overrides }),
    getWorkflow: (id: number) => call<Workflow>('get', `/v1/message-workflows/${id}`),
    set: (overrides: Record<string, unknown> = {}) => call<Named & { status: number }>('post', '/v1/message-workflow-sets', { name: unique('Set'), ...overrides }),
  };
  return api;
}

/** An option of the open dropdown (PrimeReact keeps other dropdowns' options in the page). */
export const option = (page: Page, name: string) => page.locator('.p-dropdown-panel').getByRole('option', { name, exact: true });

/** A dropdown by its label (a required field's label may end with ' *'). */
export const dropdown = (page: Page, label: string) => page.locator('.p-dropdown').filter({ has: page.getByLabel(new RegExp(`^${label}( \\*)?$`)) });

export async function choose(page: Page, label: string, value: string) {
  await dropdown(page, label).click();
  await option(page, value).click();
  await expect(dropdown(page, label).locator('.p-dropdown-label')).toHaveText(value);
}

/** Types into a typeahead and picks the suggestion with this text. */
export async function pick(page: Page, input: Locator, text: string, suggestion: string | RegExp) {
  await input.fill(text);
  await page.locator('.p-autocomplete-panel').getByRole('option', { name: suggestion }).click();
}

export const rows = (page: Page) => page.locator('tbody tr');
export const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** The list filtered by its Name column (filter[name:like_words]; the 500 ms debounce writes the URL). */
export async function filterByName(page: Page, text: string) {
  await page.getByLabel('Filter by Name').fill(text);
  const encoded = new URLSearchParams({ v: text }).toString().slice(2).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(page).toHaveURL(new RegExp(`filter\\[name:like_words\\]=${encoded}(&|$)`));
}
