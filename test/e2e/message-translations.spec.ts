import type { APIRequestContext, Page } from '@playwright/test';
import { Api, chooseFilter, expect, filterList, signIn, test, toastWith, unique, type Who } from './support.ts';
import { createMessage } from '../support/test-data/index.ts';

/** A Draft message with translations (German 2, French 3), made through the API. */
const messageWithTranslations = async (request: APIRequestContext, who: Who) =>
  createMessage(await Api.as(request, who), {
    name: unique('Translated'),
    messageTranslations: [
      { languageId: 2, templateId: 'service-practical-info' },
      { languageId: 3, templateId: 'service-meeting-reminder' },
    ],
  });

const rows = (page: Page) => page.locator('tbody tr');

test.describe('message translations', () => {
  test("'Create new translation' asks which message and opens it to translate", async ({ page, request }) => {
    const message = await messageWithTranslations(request, 'staff');
    await signIn(page, 'staff');
    await page.goto('/message-translations');
    await page.getByRole('button', { name: 'Create new translation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create new translation' });
    await dialog.getByRole('combobox', { name: 'Message to translate' }).fill(message.name);
    await page.locator('.p-autocomplete-panel').getByRole('option', { name: `${message.name} (#${message.id})` }).click();
    await expect(page).toHaveURL(new RegExp(`/messages/edit/${message.id}$`));
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(message.name);
    await expect(page.getByRole('button', { name: 'Add Translation' })).toBeVisible();
  });

  test('lists translations with their message, filters them and links to the message', async ({ page, request }) => {
    const message = await messageWithTranslations(request, 'staff');
    await signIn(page, 'staff');
    await page.goto('/message-translations');
    await expect(page.getByRole('heading', { name: 'Message Translation', exact: true })).toBeVisible();

    await filterList(page, 'Message name', message.name);
    await expect(page).toHaveURL(/filter\[message\.name:like\]=/); // the Message name column matches a part of the name
    await expect(rows(page)).toHaveCount(2);
    await expect(page.getByText('showing 1 to 2 of 2')).toBeVisible();
    const german = rows(page).filter({ hasText: 'German' });
    await expect(german).toContainText(String(message.messageTranslations[0].id));
    await expect(german).toContainText('service-practical-info');
    await expect(german.locator('.last-action__when')).toHaveText(/^Created \d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    await expect(german.locator('.last-action__who')).toHaveText('Staff, Sam');
    // Staff may not delete.
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

    // Language (a select) and template id (text) filters.
    await chooseFilter(page, 'Language', 'French');
    await expect(page).toHaveURL(/filter\[language_id\]=3/);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('service-meeting-reminder');
    await filterList(page, 'Template ID', 'practical');
    await expect(page).toHaveURL(/filter\[template_id:like\]=practical/);
    await expect(page.getByText('No message translations found')).toBeVisible();

    // Sorted by language: up, then down.
    await page.goto(`/message-translations?filter[message.name:like]=${message.name}`);
    await page.getByRole('columnheader', { name: 'Language' }).click();
    await expect(page).toHaveURL(/sort=language_id(&|$)/);
    await expect(rows(page).locator('td:nth-child(3)')).toHaveText(['German', 'French']);
    await page.getByRole('columnheader', { name: 'Language' }).click();
    await expect(rows(page).locator('td:nth-child(3)')).toHaveText(['French', 'German']);

    await page.getByRole('link', { name: message.name }).first().click();
    await expect(page).toHaveURL(new RegExp(`/messages/edit/${message.id}$`));
    await expect(page.getByRole('heading', { name: 'Edit Message' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Added translations' }).getByRole('listitem')).toHaveCount(2);
  });

  test('admin deletes a translation from its message', async ({ page, request }) => {
    const message = await messageWithTranslations(request, 'admin');
    const [german] = message.messageTranslations;
    await signIn(page, 'admin');
    await page.goto('/message-translations');
    await filterList(page, 'Message name', message.name);
    await page.getByRole('row').filter({ hasText: 'German' }).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`Are you sure you want to delete Message Translation #${german.id} from the message named ${message.name}?`);
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(toastWith(page, 'The message translation has been deleted successfully')).toBeVisible();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('French');

    // The message itself no longer has it.
    await page.goto(`/messages/edit/${message.id}`);
    const added = page.getByRole('list', { name: 'Added translations' }).getByRole('listitem');
    await expect(added).toHaveCount(1);
    await expect(added.first()).toContainText('French');
  });
});
