import { Api, expect, filterList, signIn, test, toastWith, unique } from './support.ts';
import type { APIRequestContext } from '@playwright/test';
import { createRecipient } from '../support/test-data/index.ts';

const QUERY = 'query ($contactIds: [Int!]!) {\n  contacts(ids: $contactIds) { id email phoneNumber }\n}';
const VARIABLES = '{ "contactIds": [4, 5] }';

/** A recipient by email only, over the query and variables this spec types in the form, so that the form shows them back. */
const newRecipient = async (request: APIRequestContext) =>
  createRecipient(await Api.as(request, 'staff'), {
    graphQuery: QUERY,
    variables: VARIABLES,
    recipientReferences: [
      { field: 'masterContactId', mapping: 'contacts[].id' },
      { field: 'contactEmail', mapping: 'contacts[].email' },
    ],
  });

test.describe('recipients', () => {
  test('staff creates a recipient: message type, query test, mappings and their test', async ({ page }) => {
    await signIn(page, 'staff');
    const name = unique('Recipient');
    await page.goto('/recipient-info');
    await expect(page.getByRole('heading', { name: 'Recipient Info' })).toBeVisible();
    await page.getByRole('link', { name: 'Create new recipient' }).click();
    await expect(page).toHaveURL(/\/recipient-info\/form$/);
    const save = page.getByRole('button', { name: 'Save' });
    // an invalid submit marks the fields, so their errors show (spec section 5), and stays
    await save.click();
    await expect(page.getByText('Recipient name is required.')).toBeVisible();
    await expect(page.getByText('GraphQuery is required.')).toBeVisible();
    await expect(page).toHaveURL(/\/recipient-info\/form$/);
    const nameInput = page.getByRole('textbox', { name: 'Name', exact: true });
    await nameInput.fill(name);
    await page.locator('.p-dropdown-label', { hasText: 'Any message type' }).click();
    await page.getByRole('option', { name: 'Service SMS' }).click();

    const query = page.getByLabel('GraphQL query');
    await query.fill('{ contacts(ids: [4]) { id emial } }');
    await page.getByRole('button', { name: 'Test', exact: true }).click();
    await expect(toastWith(page, 'The graphql query failed to execute.')).toContainText('Cannot query field "emial" on type "Contact".');

    await query.fill(QUERY);
    // The variables box is editable for testing; the test runs with what it holds.
    await page.getByRole('textbox', { name: 'Variables' }).fill(VARIABLES);
    await page.getByRole('button', { name: 'Test', exact: true }).click();
    await expect(toastWith(page, 'The graphql query has been tested successfully')).toBeVisible();
    await expect(page.getByText('Tested', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Query result' })).toContainText('contacts [2 items, the first shown]');

    await page.getByLabel('Mapping of masterContactId').fill('contacts[].id');
    await page.getByRole('button', { name: 'Add mapping' }).click();
    const panel = page.getByRole('group', { name: 'Add mapping' });
    // A field may also be typed; one already mapped is refused.
    await panel.getByRole('combobox', { name: 'Field' }).fill('masterContactId');
    await panel.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(panel.getByText('masterContactId is already mapped.')).toBeVisible();
    await panel.getByRole('combobox', { name: 'Field' }).fill('contactPhoneNumber');
    await panel.getByRole('textbox', { name: 'Mapping' }).fill('contacts[].phoneNumber');
    await panel.getByRole('textbox', { name: 'Mapping' }).press('Enter');
    await expect(page.getByLabel('Mapping of contactPhoneNumber')).toHaveValue('contacts[].phoneNumber');
    await expect(page).toHaveURL(/\/recipient-info\/form$/); // Enter added the row, it did not submit

    await page.getByRole('button', { name: 'Test Mapping' }).click();
    await expect(toastWith(page, 'Mapping successfully')).toBeVisible();
    const sets = page.getByRole('region', { name: 'Mapping result' });
    await expect(sets.getByText('2 reference sets')).toBeVisible();
    await expect(sets.getByRole('columnheader')).toHaveText(['masterContactId', 'contactPhoneNumber']);
    await expect(sets.getByRole('row').nth(1)).toContainText('4');

    await save.click();
    await expect(toastWith(page, 'The recipient info has been saved successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/recipient-info\?/);
    await filterList(page, 'Name', name);
    await expect(page).toHaveURL(/filter\[name:like\]=/); // the Name column matches a part of the name
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Service SMS');
  });

  test('edits a recipient through its ID link, and a missing one sends back to the list', async ({ page, request }) => {
    const recipient = await newRecipient(request);
    await signIn(page, 'staff');
    await page.goto('/recipient-info');
    await filterList(page, 'Name', recipient.name);
    await page.getByRole('link', { name: String(recipient.id), exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Edit Recipient Info' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Variables' })).toHaveValue(VARIABLES);
    await expect(page.getByLabel('Mapping of contactEmail')).toHaveValue('contacts[].email');

    await page.getByLabel('Event Based').check();
    await page.getByLabel('Mapping of contactEmail').fill('contacts[].phoneNumber');
    await page.getByLabel('Field of row 2').fill('contactPhoneNumber');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toastWith(page, 'The recipient info has been saved successfully')).toBeVisible();

    await page.getByRole('link', { name: String(recipient.id), exact: true }).click();
    await expect(page.getByLabel('Mapping of contactPhoneNumber')).toHaveValue('contacts[].phoneNumber');
    await expect(page.getByLabel('Event Based')).toBeChecked();
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(new RegExp(`filter\\[name:like\\]=${recipient.name}`));

    await page.goto('/recipient-info/edit/999999');
    await expect(toastWith(page, 'Recipient with id = 999999 could not be found.')).toBeVisible();
    await expect(page).toHaveURL(/\/recipient-info(\?|$)/);
  });

  test('the list shows the message type, a recipient without one as serving any', async ({ page, request }) => {
    const api = await Api.as(request, 'staff');
    const marker = unique('Typed');
    const sms = await createRecipient(api, { name: `${marker} sms`, messageType: 11 });
    const any = await createRecipient(api, { name: `${marker} any`, messageType: null });
    await signIn(page, 'staff');
    await page.goto('/recipient-info');
    await filterList(page, 'Name', marker);
    await expect(page.getByRole('row').filter({ hasText: sms.name })).toContainText('Service SMS');
    await expect(page.getByRole('row').filter({ hasText: any.name })).toContainText('Any message type');
  });

  test('admin deletes a recipient once no message uses it', async ({ page, request }) => {
    const recipient = await newRecipient(request);
    await signIn(page, 'admin');
    await page.goto('/recipient-info');
    await filterList(page, 'Name', recipient.name);
    await page.getByRole('row').filter({ hasText: recipient.name }).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure to delete this recipient?');
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(toastWith(page, 'The recipient has been deleted successfully')).toBeVisible();
    await expect(page.getByText('No recipient found')).toBeVisible();
  });
});
