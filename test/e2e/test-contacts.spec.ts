import dayjs from 'dayjs';
import { Api, expect, expectOnlyRow, filterList, listRows, signIn, test, toastWith, unique, type Page } from './support.ts';
import { createTestContact } from '../support/test-data/index.ts';

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

/** Upcoming events of the directory (test/e2e/serve.ts seeds a small one). */
const events = async (api: Api) => (await api.get<{ items: DirectoryEvent[] }>('/v1/events')).items;

const suggestion = (page: Page, text: string) => page.locator('.p-autocomplete-panel').getByRole('option').filter({ hasText: text });

test.describe('test contacts', () => {
  test('creates a test contact, choosing the event by date and the master contact by email', async ({ page, request }) => {
    const api = await Api.as(request, 'staff');
    const [event] = await events(api);
    const contact = await api.get<MasterContact>('/v1/master-contacts/2');
    const name = unique('Phone');
    await signIn(page, 'staff');
    await page.goto('/test-contacts');
    await expect(page.getByRole('heading', { name: 'Test Contact', exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Create new test contact' }).click();
    await expect(page.getByRole('heading', { name: 'Create Test Contact' })).toBeVisible();
    const save = page.getByRole('button', { name: 'Save' });
    // an invalid submit marks the fields, so their errors show (spec section 5), and stays
    await save.click();
    for (const text of ['Name is required.', 'Event ID is required.', 'Master Contact ID is required.']) await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Create Test Contact' })).toBeVisible();

    await page.getByLabel('Name').fill(name);
    await expect(page.getByText('Name is required.')).toHaveCount(0);

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
    await filterList(page, 'Name', name);
    await expect(page).toHaveURL(/filter\[name:like_words\]=/); // the Name column matches words
    await expectOnlyRow(page, name);
    await expect(listRows(page).locator('td').nth(2)).toContainText(String(event.id));
    await expect(listRows(page).locator('td').nth(3)).toContainText(`${contact.id}`);
    await expect(listRows(page).locator('td').nth(3)).toContainText(contact.fullName);
  });

  test('edits the event by id search; a removed choice is required again', async ({ page, request }) => {
    const api = await Api.as(request, 'staff');
    const [first, second] = await events(api);
    const testContact = await createTestContact(api, { eventId: first.id });
    await signIn(page, 'staff');
    await page.goto('/test-contacts');
    await filterList(page, 'Name', testContact.name);
    await page.getByRole('link', { name: testContact.name }).click();
    await expect(page.getByRole('heading', { name: 'Edit Test Contact' })).toBeVisible();
    const eventBox = page.locator('.directory-chooser').first();
    await expect(eventBox.locator('.p-autocomplete-token')).toContainText(`#${first.id} ${first.name}`);

    await eventBox.locator('.p-autocomplete-token-icon').click();
    await expect(page.getByText('Event ID is required.')).toBeVisible();

    await page.getByRole('combobox', { name: 'Event ID' }).fill(String(second.id));
    await suggestion(page, second.name).first().click();
    await expect(page.getByText('Event ID is required.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toastWith(page, 'The test contact has been saved successfully')).toBeVisible();
    await expect(listRows(page)).toHaveCount(1);
    await expect(listRows(page).locator('td').nth(2)).toContainText(`${second.id}`);
    await expect(listRows(page).locator('td').nth(2)).toContainText(second.name);
  });

  test('staff clones, a super-admin deletes, and a missing test contact sends back to the list', async ({ page, browser, request }) => {
    const api = await Api.as(request, 'staff');
    const testContact = await createTestContact(api, { name: unique('Shared'), eventId: (await events(api))[0].id });
    await signIn(page, 'staff');
    await page.goto('/test-contacts');
    await filterList(page, 'Name', testContact.name);
    await expectOnlyRow(page, testContact.name);
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Clone' }).click();
    await expect(toastWith(page, 'The test contact has been cloned successfully')).toBeVisible();
    // Newest first (default sort -id): the copy leads.
    await expect(listRows(page).locator('td:nth-child(2)')).toHaveText([`${testContact.name} (copy)`, testContact.name]);
    const copyId = Number(await listRows(page).first().locator('td').first().textContent());

    const admin = await browser.newPage();
    await signIn(admin, 'admin');
    await admin.goto('/test-contacts');
    await filterList(admin, 'Name', `${testContact.name} (copy)`);
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
