import type { APIRequestContext, Page } from '@playwright/test';
import { expect, session, signIn, test, toastWith, unique, type Who } from './support.ts';
import { authorizationHeader } from '../../shared/auth.ts';

interface Message {
  id: number;
  name: string;
  messageTranslations: { id: number; languageId: number; templateId: string }[];
}

/** A Draft message with translations (German 2, French 3), made through the API. */
async function messageWithTranslations(request: APIRequestContext, who: Who, name = unique('Translated')): Promise<Message> {
  const headers = { authorization: authorizationHeader((await session(request, who)).accessToken) };
  const response = await request.post('/v1/messages', {
    headers,
    data: {
      name,
      type: 1,
      status: 2,
      messageTranslations: [
        { languageId: 2, templateId: 'service-practical-info' },
        { languageId: 3, templateId: 'service-meeting-reminder' },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data;
}

const rows = (page: Page) => page.locator('tbody tr');

/** The list filtered by message name (filter[message.name:like]; the 500 ms debounce writes the URL). */
async function filterByMessage(page: Page, name: string) {
  await page.getByLabel('Filter by Message name').fill(name);
  await expect(page).toHaveURL(new RegExp(`filter\\[message\\.name:like\\]=${name}(&|$)`));
  // the URL changes first; the rows of the earlier page stay until the filtered ones arrive
  await expect(rows(page).filter({ hasNotText: name })).toHaveCount(0);
}

test.describe('message translations', () => {
  test('lists translations with their message, filters them and links to the message', async ({ page, request }) => {
    const message = await messageWithTranslations(request, 'staff');
    await signIn(page, 'staff');
    await page.goto('/message-translations');
    await expect(page.getByRole('heading', { name: 'Message Translation', exact: true })).toBeVisible();
    // Translations are made in the message form: 'Create new translation' goes to the messages.
    await expect(page.getByRole('link', { name: 'Create new translation' })).toHaveAttribute('href', '/messages');

    await filterByMessage(page, message.name);
    await expect(rows(page)).toHaveCount(2);
    await expect(page.getByText('showing 1 to 2 of 2')).toBeVisible();
    const german = page.getByRole('row').filter({ hasText: 'German' });
    await expect(german).toContainText(String(message.messageTranslations[0].id));
    await expect(german).toContainText('service-practical-info');
    await expect(german.locator('.last-action__when')).toHaveText(/^Created \d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    await expect(german.locator('.last-action__who')).toHaveText('Staff, Sam');
    // Staff may not delete.
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

    // Language (a select) and template id (text) filters.
    await page.locator('.p-dropdown').filter({ has: page.getByLabel('Filter by Language') }).click();
    await page.locator('.p-dropdown-panel').getByRole('option', { name: 'French', exact: true }).click();
    await expect(page).toHaveURL(/filter\[language_id\]=3/);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('service-meeting-reminder');
    await page.getByLabel('Filter by Template ID').fill('practical');
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
    await filterByMessage(page, message.name);
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
