import type { APIRequestContext, Page } from '@playwright/test';
import { expect, session, signIn, test, toastWith, unique } from './support.ts';
import { authorizationHeader } from '../../shared/auth.ts';

const QUERY = 'query($contactIds: [Int!]!) { contacts(ids: $contactIds) { id email firstName } }';

interface Named {
  id: number;
  name: string;
}

/** Messages through the API: an Active one needs a recipient and an Active reference set (whose query ran first). */
async function messagesApi(request: APIRequestContext) {
  const headers = { authorization: authorizationHeader((await session(request, 'staff')).accessToken) };
  const post = async <T>(path: string, data: unknown): Promise<T> => {
    const response = await request.post(path, { headers, data });
    expect(response.status(), await response.text()).toBeLessThan(300);
    return (await response.json()).data;
  };
  return {
    async message(overrides: Record<string, unknown>): Promise<Named> {
      const recipient = await post<Named>('/v1/recipients', {
        name: unique('Recipient'),
        graphQuery: QUERY,
        recipientReferences: [
          { field: 'masterContactId', mapping: 'contacts[].id' },
          { field: 'contactEmail', mapping: 'contacts[].email' },
        ],
      });
      await post('/v1/graphql', { query: QUERY, variables: { contactIds: [1] } });
      const referenceSet = await post<Named>('/v1/reference-set-templates', {
        name: unique('Refset'),
        status: 1,
        graphQuery: QUERY,
        referencesSetMapping: [{ field: 'ContactId', mapping: 'contacts[].id' }],
      });
      return post<Named>('/v1/messages', {
        name: unique('Trigger'),
        type: 4,
        status: 1,
        senderId: null,
        senderEmail: 'events@example.com',
        recipientId: recipient.id,
        templateId: 'marketing-invitation',
        referenceSetTemplateId: referenceSet.id,
        ...overrides,
      });
    },
  };
}

const picker = (page: Page, trigger: string) => page.getByRole('combobox', { name: `Email message of ${trigger}` });
const suggestions = (page: Page) => page.locator('.p-autocomplete-panel');

test.describe('action trigger messages', () => {
  test('lists the two triggers; the inline picker offers active trigger emails only and saves on pick', async ({ page, request }) => {
    const api = await messagesApi(request);
    const marker = unique('Pick');
    const trigger = await api.message({ name: `${marker} trigger` });
    await api.message({ name: `${marker} draft`, status: 2 });
    await api.message({ name: `${marker} service`, type: 1, templateId: 'service-meeting-reminder' });

    await signIn(page, 'staff');
    await page.goto('/action-trigger-messages');
    await expect(page.getByRole('heading', { name: 'Action Trigger Message', exact: true })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Booked meeting' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Cancelled registration' })).toBeVisible();
    // The Email message column cannot be sorted.
    await expect(page.getByRole('columnheader', { name: 'Email message' })).not.toHaveAttribute('aria-sort');

    // Only the Active action trigger (or manual service) email is offered.
    const booked = picker(page, 'Booked meeting');
    await booked.fill(marker);
    await expect(suggestions(page).getByRole('option')).toHaveText([`${trigger.name} (#${trigger.id})`]);
    await suggestions(page).getByRole('option').click();
    await expect(toastWith(page, 'The action trigger message has been updated successfully.')).toBeVisible();
    await expect(booked).toHaveValue(`${trigger.name} (#${trigger.id})`);

    // Stored: a reload shows it.
    await page.reload();
    await expect(picker(page, 'Booked meeting')).toHaveValue(`${trigger.name} (#${trigger.id})`);

    // Emptying the input clears the trigger's message.
    const cleared = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().includes('/v1/action-trigger-messages/'));
    await picker(page, 'Booked meeting').fill('');
    expect((await cleared).status()).toBe(200);
    await expect(toastWith(page, 'The action trigger message has been updated successfully.').first()).toBeVisible();
    await page.reload();
    await expect(picker(page, 'Booked meeting')).toHaveValue('');
  });

  test('filters the triggers by name', async ({ page }) => {
    await signIn(page, 'staff');
    await page.goto('/action-trigger-messages');
    await page.getByLabel('Filter by Action name').fill('cancel');
    await expect(page).toHaveURL(/filter\[name:like\]=cancel/);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(page.locator('tbody tr').first()).toContainText('Cancelled registration');
    await page.getByLabel('Filter by Action name').fill('nothing like it');
    await expect(page.getByText('No Action Trigger Message found')).toBeVisible();
  });
});
