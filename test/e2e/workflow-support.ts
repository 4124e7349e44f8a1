import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { Api, expect, session, unique, type Who } from './support.ts';
import { authorizationHeader } from '../../shared/auth.ts';
import { STATUS } from '../../shared/status.ts';
import {
  activeEmail,
  createContact,
  createMessage,
  createRecipient,
  createReferenceSetTemplate,
  createWorkflow,
  createWorkflowSet,
  type Workflow,
} from '../support/test-data/index.ts';

/**
 * Supporting records of the workflow screens through the API, as one user: Active messages,
 * directory contacts, workflows (with target groups, which the screens under test do not edit)
 * and sets. Shared by the workflow, workflow set, event workflow, dashboard and delivery log specs.
 */

export interface Named {
  id: number;
  name: string;
}

// The recipient and reference set an Active message needs, made once per user and worker.
const supports = new Map<string, Promise<{ recipient: Named; referenceSet: Named }>>();

export async function workflowApi(request: APIRequestContext, who: Who = 'staff') {
  const api = await Api.as(request, who);
  const headers = async (as: Who) => ({ authorization: authorizationHeader((await session(request, as)).accessToken) });
  /** Any other call as this user (or `as`), expecting success; answers `data`. */
  const call = async <T>(method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string, data?: unknown, as: Who = who): Promise<T> => {
    const response = await request[method](path, { headers: await headers(as), data });
    expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
    return (await response.json()).data;
  };

  /** The recipient and the Active reference set an Active message needs. */
  const messageSupports = () => {
    if (!supports.has(who)) supports.set(who, (async () => ({ recipient: await createRecipient(api), referenceSet: await createReferenceSetTemplate(api, { status: STATUS.active }) }))());
    return supports.get(who)!;
  };

  return {
    /** This user's API, for the factories of test/support/test-data. */
    user: api,
    call,
    messageSupports,
    /** An Active service email (sender 'Other'), the kind a workflow may use. */
    activeMessage: async (name = unique('Message')) => createMessage(api, { ...activeEmail(await messageSupports()), name }),
    /** A master contact of our own in the directory, with a name to search for. */
    contact: async (firstName = unique('Wanda')) => {
      const { id } = await createContact(await Api.as(request, 'admin'), { firstName, lastName: 'Workflow' });
      return { id, firstName };
    },
    /** A Draft workflow by default; pass status 1 with a messageId for an Active one. */
    workflow: (overrides: Record<string, unknown> = {}) => createWorkflow(api, overrides),
    getWorkflow: (id: number) => call<Workflow>('get', `/v1/message-workflows/${id}`),
    set: (overrides: Record<string, unknown> = {}) => createWorkflowSet(api, overrides),
  };
}

/** The open dropdown's panel: not one still fading out after it closed (its options are in the page until it is gone). */
export const openPanel = (page: Page) => page.locator('.p-dropdown-panel:not(.p-connected-overlay-exit)');
/** An option of the open dropdown (PrimeReact keeps other dropdowns' options in the page). */
export const option = (page: Page, name: string) => openPanel(page).getByRole('option', { name, exact: true });

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
