import type { APIRequestContext, Page } from '@playwright/test';
import { Api, expect, filterList, signIn, test, toastWith, unique } from './support.ts';
import { activeEmail, createMessage, createRecipient, createReferenceSetTemplate } from '../support/test-data/index.ts';
import { MESSAGE_TYPE } from '../../shared/messages.ts';
import { STATUS } from '../../shared/status.ts';

/** An Active action trigger email (sender 'Other', template 'marketing-invitation') with a recipient and an Active reference set of its own. */
async function triggerMessage(request: APIRequestContext, overrides: Record<string, unknown>) {
  const api = await Api.as(request, 'staff');
  const links = { recipient: await createRecipient(api), referenceSet: await createReferenceSetTemplate(api, { status: STATUS.active }) };
  return createMessage(api, { ...activeEmail(links), type: MESSAGE_TYPE.actionTriggerEmail, templateId: 'marketing-invitation', ...overrides });
}

const picker = (page: Page, trigger: string) => page.getByRole('combobox', { name: `Email message of ${trigger}` });
const suggestions = (page: Page) => page.locator('.p-autocomplete-panel');

test.describe('action trigger messages', () => {
  test('lists the two triggers; the inline picker offers active trigger emails only and saves on pick', async ({ page, request }) => {
    const marker = unique('Pick');
    const trigger = await triggerMessage(request, { name: `${marker} trigger` });
    await triggerMessage(request, { name: `${marker} draft`, status: STATUS.draft });
    await triggerMessage(request, { name: `${marker} service`, type: MESSAGE_TYPE.serviceEmail, templateId: 'service-meeting-reminder' });

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
    await filterList(page, 'Action name', 'cancel');
    await expect(page).toHaveURL(/filter\[name:like\]=cancel/);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(page.locator('tbody tr').first()).toContainText('Cancelled registration');
    await filterList(page, 'Action name', 'nothing like it');
    await expect(page.getByText('No Action Trigger Message found')).toBeVisible();
  });
});
