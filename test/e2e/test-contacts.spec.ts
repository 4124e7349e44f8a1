import type { APIRequestContext, Page } from '@playwright/test';
import dayjs from 'dayjs';
import { expect, session, signIn, test, toastWith, unique, type Who } from './support.ts';
import { authorizationHeader } from '../../shared/auth.ts';

interface TestContact {
  id: number;
  name: string;
  eventId: number;
  masterContactId: number;
  version: number;
}
interface DirectoryEvent {
  id: number;
  name: string;
  startTime: number;
}
interface MasterContact {
  id: number;
  fullName: string;
  email: string;
  masterCompany?: { name: string } | null;
}

/** Test contacts and the directory (test/e2e/serve.ts seeds a small one) through the API. */
async function contactApi(request: APIRequestContext, who: Who) {
  const headers = { authorization: authorizationHeader((await session(request, who)).accessToken) };
  const get = async <T>(path: string): Promise<T> => {
    const response = await request.get(`/v1${path}`, { headers });
    expect(response.status()).toBe(200);
    return (await response.json()).data;
  };
  return {
    get,
    /** Upcoming events of the directory. */
    events: async () => (await get<{ items: DirectoryEvent[] }>('/events')).items,
    contact: (id: number) => get<MasterContact>(`/master-contacts/${id}?expands[]=masterCompany`),
    async createTestContact(overrides: Partial<Omit<TestContact, 'id' | 'version'>> = {}): Promise<TestContact> {
      const [event] = await this.events();
      const response = await request.post('/v1/test-contacts', { headers, data: { name: unique('tc'), eventId: event.id, masterContactId: 1, ...overrides } });
      expect(response.status()).toBe(201);
      return (await response.json()).data;
    },
  };
}

/** The list filtered by its Name column (name:like_words; the 500 ms debounced filter writes the URL). */
async function filterByName(page: Page, text: string) {
  await page.getByLabel('Filter by Name').fill(text);
  const encoded = new URLSearchParams({ v: text }).toString().slice(2).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(page).toHaveURL(new RegExp(`filter\\[name:like_words\\]=${encoded}(&|$)`));
}

const rows = (page: Page) => page.locator('tbody tr');
/** The filtered list shows exactly one row, the one named (not the rows shown before the filter applied). */
async function expectOnlyRow(page: Page, name: string) {
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(name);
}
const suggestion = (page: Page, text: string) => page.locator('.p-autocomplete-panel').getByRole('option').filter({ hasText: text });

test.describe('test contacts', () => {
  test('creates a test contact, choosing the event by date and the master contact by email', async ({ page, request }) => {
    const api = await contactApi(request, 'staff');
    const [event] = await api.events();
    const contact = await api.get<MasterContact>('/master-contacts/2');
    const name = unique('Phone');
    await signIn(page, 'staff');
    await page.goto('/test-contacts');
    await expect(page.getByRole('heading', { name: 'Test Contact', exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Create new test contact' }).click();
    await expect(page.getByRole('heading', { name: 'Create Test Contact' })).toBeVisible();
    const save = page.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();

    await page.getByLabel('Name').fill(name);
    await expect(save).toBeDisabled();

    // Events by start date (DD/MM/YYYY); a suggestion shows the name and the date.
    const eventDate = dayjs.unix(event.startTime).format('DD/MM/YYYY');
    await page.getByRole('combobox', { name: 'Event ID' }).fill(eventDate);
    await expect(suggestion(page, event.name)).toContainText(eventDate);
    await suggestion(page, event.name).click();
    await expect(page.locator('#test-contact-event').locator('xpath=ancestor::ul').locator('.p-autocomplete-token')).toContainText(`#${event.id} ${event.name}`);

    // Master contacts by email prefix (text with an @); a suggestion shows full name, email and company.
    await page.getByRole('combobox', { name: 'MasterContact ID' }).fill(`${contact.email.split('@')[0]}@`);
    const offered = suggestion(page, contact.email);
    await expect(offered).toContainText(contact.fullName);
    if (contact.masterCompany?.name) await expect(offered).toContainText(contact.masterCompany.name);
    await offered.click();
    await expect(save).toBeEnabled();
    await save.click();

    await expect(toastWith(page, 'The test contact has been saved successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/test-contacts\?/);
    await filterByName(page, name);
    await expectOnlyRow(page, name);
    await expect(rows(page).locator('td').nth(2)).toContainText(String(event.id));
    await expect(rows(page).locator('td').nth(3)).toContainText(`${contact.id}`);
    await expect(rows(page).locator('td').nth(3)).toContainText(contact.fullName);
  });

  test('edits the event by id search; a removed choice is required again', async ({ page, request }) => {
    const api = await contactApi(request, 'staff');
    const events = await api.events();
    const [first, second] = events;
    const testContact = await api.createTestContact({ eventId: first.id });
    await signIn(page, 'staff');
    await page.goto('/test-contacts');
    await filterByName(page, testContact.name);
    await page.getByRole('link', { name: testContact.name }).click();
    await expect(page.getByRole('heading', { name: 'Edit Test Contact' })).toBeVisible();
    const eventBox = page.locator('.directory-chooser').first();
    await expect(eventBox.locator('.p-autocomplete-token')).toContainText(`#${first.id} ${first.name}`);

    await eventBox.locator('.p-autocomplete-token-icon').click();
    await expect(page.getByText('Event ID is required.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();

    await page.getByRole('combobox', { name: 'Event ID' }).fill(String(second.id));
    await suggestion(page, second.name).first().click();
    await expect(page.getByText('Event ID is required.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toastWith(page, 'The test contact has been saved successfully')).toBeVisible();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).locator('td').nth(2)).toContainText(`${second.id}`);
    await expect(rows(page).locator('td').nth(2)).toContainText(second.name);
  });

  test('staff clones, a super-admin deletes, and a missing test contact sends back to the list', async ({ page, browser, request }) => {
    const testContact = await (await contactApi(request, 'staff')).createTestContact({ name: unique('Shared') });
    await signIn(page, 'staff');
    await page.goto('/test-contacts');
    await filterByName(page, testContact.name);
    await expectOnlyRow(page, testContact.name);
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Clone' }).click();
    await expect(toastWith(page, 'The test contact has been cloned successfully')).toBeVisible();
    // Newest first (default sort -id): the copy leads.
    await expect(rows(page).locator('td:nth-child(2)')).toHaveText([`${testContact.name} (copy)`, testContact.name]);
    const copyId = Number(await rows(page).first().locator('td').first().textContent());

    const admin = await browser.newPage();
    await signIn(admin, 'admin');
    await admin.goto('/test-contacts');
    await filterByName(admin, `${testContact.name} (copy)`);
    await expectOnlyRow(admin, `${testContact.name} (copy)`);
    await admin.getByRole('button', { name: 'Delete' }).click();
    const dialog = admin.getByRole('dialog');
    await expect(dialog).toContainText(`Are you sure want to delete test contact #${copyId} ${testContact.name} (copy)?`);
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(toastWith(admin, 'The test contact has been deleted successfully')).toBeVisible();
    await expect(admin.getByText('No test contact found')).toBeVisible();

    await admin.goto(`/test-contacts/edit/${copyId}`);
    await expect(toastWith(admin, `The test contact with #${copyId} can not be found.`)).toBeVisible();
    await expect(admin).toHaveURL(/\/test-contacts(\?|$)/);
    await admin.close();
  });
});
