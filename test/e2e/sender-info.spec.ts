import { Api, expect, filterList, signIn, test, toastWith, unique } from './support.ts';
import type { APIRequestContext } from '@playwright/test';
import { createSenderInfo } from '../support/test-data/index.ts';

const QUERY = 'query ($contactIds: [Int!]!) {\n  contacts(ids: $contactIds) { id email firstName }\n}';
const VARIABLES = '{ "contactIds": [1, 2, 3] }';

/** Sender info over the query this spec types in the form, so that the form shows it back. */
const newSenderInfo = async (request: APIRequestContext) => createSenderInfo(await Api.as(request, 'staff'), { graphQuery: QUERY, variables: VARIABLES });

test.describe('sender info', () => {
  test('staff creates sender info: tests the query and the mapping, then saves', async ({ page }) => {
    await signIn(page, 'staff');
    const name = unique('Sender');
    await page.goto('/sender-info');
    await expect(page.getByRole('heading', { name: 'Sender Info List' })).toBeVisible();
    await page.getByRole('link', { name: 'Create new sender info' }).click();
    await expect(page.getByRole('heading', { name: 'Create Sender Info' })).toBeVisible();
    const save = page.getByRole('button', { name: 'Save' });
    // an invalid submit marks the fields, so their errors show (spec section 5), and stays
    await save.click();
    await expect(page.getByText('Sender Info name is required.')).toBeVisible();
    await expect(page.getByText('GraphQuery is required.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Create Sender Info' })).toBeVisible();
    // The variables box starts with the directory's default event and contacts.
    await expect(page.getByRole('textbox', { name: 'Variables' })).toHaveValue(/"eventId": \d+,\n {2}"contactIds": \[\d+/);

    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByLabel('Event Based').check();
    const query = page.getByLabel('GraphQL query');
    // A broken query: the failure toast carries the server's message, the editor names the line.
    await query.fill('query ($contactIds: [Int!]!) {\n  contacts(ids: $contactIds) { id email firstName\n}');
    await page.getByRole('button', { name: 'Test', exact: true }).click();
    const failed = toastWith(page, 'The graphql query failed to execute.');
    await expect(failed).toContainText('This can be syntax error in your query or you have a big number of fields to query, please reduce.');
    await expect(failed).toContainText('Syntax Error: Expected Name, found <EOF>.');
    await expect(query).toHaveAccessibleDescription('Syntax Error: Expected Name, found <EOF>. (line 3, column 2)');

    await query.fill(QUERY);
    await page.getByRole('textbox', { name: 'Variables' }).fill('{ "contactIds": [1, 2');
    await expect(page.getByText('Variables must be valid JSON.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Variables' }).fill(VARIABLES);
    await expect(page.getByText('Variables must be valid JSON.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Test', exact: true }).click();
    await expect(toastWith(page, 'The graphql query has been tested successfully')).toBeVisible();
    // The mapping viewer shows the result with the path of each value.
    const result = page.getByRole('region', { name: 'Query result' });
    await expect(result).toContainText('contacts [3 items, the first shown]');
    await expect(result.getByText('contacts[].email', { exact: true })).toBeVisible();

    // The master contact id row comes first and stays.
    await expect(page.getByLabel('Field of row 1')).toHaveValue('masterContactId');
    await expect(page.getByRole('button', { name: 'Remove masterContactId' })).toHaveCount(0);
    await page.getByLabel('Mapping of masterContactId').fill('contacts[].id');
    await page.getByRole('button', { name: 'Add mapping' }).click();
    const panel = page.getByRole('group', { name: 'Add mapping' });
    const field = panel.getByRole('combobox', { name: 'Field' });
    await field.fill('senderE');
    await expect(page.getByRole('option', { name: 'senderEmail' })).toBeVisible();
    await field.press('ArrowDown');
    await field.press('Enter');
    await expect(field).toHaveValue('senderEmail');
    await panel.getByRole('textbox', { name: 'Mapping' }).fill('contacts[].emial');
    await panel.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByLabel('Mapping of senderEmail')).toHaveValue('contacts[].emial');

    // A wrong path: 'Could not mapping', and the server's text under its row.
    await page.getByRole('button', { name: 'Test Mapping' }).click();
    await expect(toastWith(page, 'Could not mapping')).toBeVisible();
    await expect(page.getByText("contacts[].emial: the query result has no 'emial'")).toBeVisible();
    await page.getByLabel('Mapping of senderEmail').fill('contacts[].email');
    await page.getByRole('button', { name: 'Test Mapping' }).click();
    await expect(toastWith(page, 'Mapping successfully')).toBeVisible();
    const sets = page.getByRole('region', { name: 'Mapping result' });
    await expect(sets.getByText('3 reference sets')).toBeVisible();
    await expect(sets.getByRole('columnheader')).toHaveText(['masterContactId', 'senderEmail']);
    await expect(sets.getByRole('row')).toHaveCount(4);
    await expect(sets.getByRole('row').nth(1)).toContainText('@');

    await save.click();
    await expect(toastWith(page, 'The sender info has been saved successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/sender-info\?/);
    await filterList(page, 'Name', name);
    await expect(page).toHaveURL(/filter\[name:like\]=/); // the Name column matches a part of the name
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  });

  test('edits sender info from the list, and a missing one sends back to the list', async ({ page, request }) => {
    const senderInfo = await newSenderInfo(request);
    await signIn(page, 'staff');
    await page.goto('/sender-info');
    await filterList(page, 'Name', senderInfo.name);
    await page.getByRole('link', { name: senderInfo.name, exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Edit Sender Info' })).toBeVisible();
    await expect(page.getByLabel('GraphQL query')).toHaveValue(QUERY);
    await expect(page.getByLabel('Mapping of senderEmail')).toHaveValue('contacts[].email');

    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`${senderInfo.name} renamed`);
    await page.getByRole('button', { name: 'Remove senderEmail' }).click();
    await expect(page.getByLabel('Mapping of senderEmail')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toastWith(page, 'The sender info has been saved successfully')).toBeVisible();
    await expect(page.getByRole('link', { name: `${senderInfo.name} renamed`, exact: true })).toBeVisible();

    await page.getByRole('link', { name: `${senderInfo.name} renamed`, exact: true }).click();
    await expect(page.getByLabel('Field of row 2')).toHaveCount(0);

    await page.goto('/sender-info/edit/999999');
    await expect(toastWith(page, 'The sender info with #999999 can not be found.')).toBeVisible();
    await expect(page).toHaveURL(/\/sender-info(\?|$)/);
  });

  test('a query is required; one without variables tests with an empty variables box', async ({ page }) => {
    await signIn(page, 'staff');
    await page.goto('/sender-info/form');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(unique('NoQuery'));
    const query = page.getByLabel('GraphQL query');
    await query.fill('{ contacts(ids: [1]) { id } }');
    await page.getByRole('textbox', { name: 'Variables' }).fill('');
    await page.getByRole('button', { name: 'Test', exact: true }).click();
    await expect(toastWith(page, 'The graphql query has been tested successfully')).toBeVisible();
    await query.fill('');
    await expect(page.getByText('GraphQuery is required.')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('GraphQuery is required.')).toBeVisible();
    await expect(page).toHaveURL(/\/sender-info\/form$/);
  });

  test('staff sees no delete action', async ({ page, request }) => {
    const senderInfo = await newSenderInfo(request);
    await signIn(page, 'staff');
    await page.goto('/sender-info');
    await filterList(page, 'Name', senderInfo.name);
    await expect(page.getByRole('link', { name: senderInfo.name, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  });

  test('admin deletes sender info once no message uses it', async ({ page, request }) => {
    const senderInfo = await newSenderInfo(request);
    await signIn(page, 'admin');
    await page.goto('/sender-info');
    await filterList(page, 'Name', senderInfo.name);
    await page.getByRole('row').filter({ hasText: senderInfo.name }).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure to delete this sender info?');
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(toastWith(page, 'The sender info has been deleted successfully')).toBeVisible();
    await expect(page.getByText('No Sender Info found')).toBeVisible();
  });
});
