import { Api, chooseBulkAction, closingAsks, expect, filterList, holdAnswers, signIn, test, toastWith, unique, type Page } from './support.ts';
import type { APIRequestContext } from '@playwright/test';
import { createReferenceLayout, createReferenceSetTemplate } from '../support/test-data/index.ts';
import { STATUS } from '../../shared/status.ts';

const QUERY = 'query ($contactIds: [Int!]!) {\n  contacts(ids: $contactIds) { id email firstName }\n}';
const VARIABLES = '{ "contactIds": [1, 2, 3] }';

/** A Draft template (Active with `status`) over the query this spec types in the form and reads back there. */
const newTemplate = async (request: APIRequestContext, overrides: Record<string, unknown> = {}) =>
  createReferenceSetTemplate(await Api.as(request, 'staff'), {
    description: 'Made by a test',
    graphQuery: QUERY,
    variables: VARIABLES,
    referencesSetMapping: [{ field: 'ContactId', mapping: 'contacts[].id' }],
    ...overrides,
  });

interface Layout {
  id: number;
  name: string;
}

/** A layout whose Twig the attach dialog shows. */
const newLayout = async (request: APIRequestContext): Promise<Layout> =>
  createReferenceLayout(await Api.as(request, 'staff'), { name: unique('Greeting'), code: '<p>Hello {{ value }}!</p>' });

/** Chooses a layout in the attach dialog: type its name, pick the suggestion with the keyboard. */
async function pickLayout(page: Page, layout: Layout) {
  const chooser = page.getByRole('dialog').getByRole('combobox', { name: 'Reference layout' });
  await chooser.fill(layout.name);
  await expect(page.getByRole('option', { name: `#${layout.id} ${layout.name}` })).toBeVisible();
  await chooser.press('ArrowDown');
  await chooser.press('Enter');
  await expect(chooser).toHaveValue(`#${layout.id} ${layout.name}`);
}

/** The status select: the select around its labelled, visually hidden input. */
const statusSelect = (page: Page) => page.locator('.p-dropdown', { has: page.getByRole('textbox', { name: 'Status' }) });

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });

test.describe('reference set templates', () => {
  test('staff creates a draft template: tests the query and the mapping, then saves', async ({ page }) => {
    await signIn(page, 'staff');
    const name = unique('Refset');
    await page.goto('/reference-set-templates');
    await expect(page.getByRole('heading', { name: 'Reference Set Template' })).toBeVisible();
    await page.getByRole('link', { name: 'Create new reference set template' }).click();
    await expect(page.getByRole('heading', { name: 'Create Reference Set Template' })).toBeVisible();
    // New templates start as Draft.
    await expect(statusSelect(page).locator('.p-dropdown-label')).toHaveText('Draft');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByLabel('Description').fill('Contacts with their email');

    const query = page.getByLabel('GraphQL query');
    await query.fill('{ contacts(ids: [1]) { id email }');
    await page.getByRole('button', { name: 'Test', exact: true }).click();
    await expect(toastWith(page, 'The graphql query failed to execute.')).toContainText('Syntax Error');
    await query.fill(QUERY);
    await page.getByRole('textbox', { name: 'Variables' }).fill(VARIABLES);
    await page.getByRole('button', { name: 'Test', exact: true }).click();
    await expect(toastWith(page, 'The graphql query has been tested successfully')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Query result' }).getByText('contacts[].firstName', { exact: true })).toBeVisible();

    // Reference mappings: ContactId first and fixed, one from the Contact list, one waived.
    const mappings = page.getByRole('region', { name: 'Reference mappings' });
    await expect(mappings.getByLabel('Field of row 1')).toHaveValue('ContactId');
    await expect(mappings.getByRole('button', { name: 'Remove ContactId' })).toHaveCount(0);
    await mappings.getByLabel('Mapping of ContactId').fill('contacts[].id');
    await mappings.getByRole('button', { name: 'Add mapping' }).click();
    const panel = mappings.getByRole('group', { name: 'Add mapping' });
    await panel.getByRole('button', { name: 'Show the choices' }).click();
    await expect(page.getByRole('option', { name: 'SenderEmail' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'ContactId' })).toHaveCount(0); // mapped already
    const field = panel.getByRole('combobox', { name: 'Field' });
    await field.fill('ContactEm');
    await field.press('ArrowDown');
    await field.press('Enter');
    await expect(field).toHaveValue('ContactEmail');
    await panel.getByRole('textbox', { name: 'Mapping' }).fill('contacts[].email');
    await panel.getByRole('button', { name: 'Add', exact: true }).click();
    await mappings.getByRole('button', { name: 'Add row' }).click();
    await mappings.getByLabel('Field of row 3').fill('SenderEmail');
    await mappings.getByRole('checkbox', { name: 'Waive SenderEmail' }).check();

    await mappings.getByRole('button', { name: 'Test Mapping' }).click();
    await expect(toastWith(page, 'Mapping successfully')).toBeVisible();
    const sets = page.getByRole('region', { name: 'Mapping result' });
    await expect(sets.getByText('3 reference sets')).toBeVisible();
    await expect(sets.getByRole('columnheader')).toHaveText(['ContactId', 'ContactEmail']);

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toastWith(page, 'The reference set template has been saved successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/reference-set-templates\?/);
    await filterList(page, 'Name', name);
    await expect(page).toHaveURL(/filter\[name:like\]=/); // the Name column matches a part of the name
    const row = rowOf(page, name);
    await expect(row).toContainText('Contacts with their email');
    await expect(row.locator('.status-badge')).toHaveText('Draft');
    await expect(row.locator('.reference-count')).toHaveText('0');
    await row.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Edit Reference Set Template' })).toBeVisible();
    await expect(page.getByLabel('Mapping of ContactEmail')).toHaveValue('contacts[].email');
    await expect(page.getByRole('checkbox', { name: 'Waive SenderEmail' })).toBeChecked();
  });

  test('activates a template only after a successful test since the last query edit', async ({ page, request }) => {
    const template = await newTemplate(request);
    await signIn(page, 'staff');
    await page.goto(`/reference-set-templates/edit/${template.id}`);
    const select = statusSelect(page);
    const shown = select.locator('.p-dropdown-label');
    await expect(shown).toHaveText('Draft');
    await select.click();
    await expect(page.getByRole('option', { name: 'Active' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(page.getByText('Active needs a successful query test since the last edit.')).toBeVisible();

    await page.getByRole('button', { name: 'Test', exact: true }).click();
    await expect(page.getByText('Tested', { exact: true })).toBeVisible();
    await select.click();
    await page.getByRole('option', { name: 'Active' }).click();
    await expect(shown).toHaveText('Active');
    const save = page.getByRole('button', { name: 'Save' });
    await expect(save).toBeEnabled();

    // An edit of the query takes the test back until it runs again.
    const query = page.getByLabel('GraphQL query');
    await query.fill(QUERY.replace('firstName', 'firstName lastName'));
    await expect(page.getByText('Test the query successfully before activating.')).toBeVisible();
    await expect(page.getByText('Not tested since the last edit')).toBeVisible();
    await expect(save).toBeDisabled();
    await page.getByRole('button', { name: 'Test', exact: true }).click();
    await expect(page.getByText('Tested', { exact: true })).toBeVisible();
    await expect(page.getByText('Test the query successfully before activating.')).toHaveCount(0);
    await save.click();
    await expect(toastWith(page, 'The reference set template has been saved successfully')).toBeVisible();
    await filterList(page, 'Name', template.name);
    await expect(rowOf(page, template.name).locator('.status-badge')).toHaveText('Active');

    // Stored Active with its tested query: it stays tested and cannot go back to Draft.
    await page.getByRole('link', { name: template.name, exact: true }).click();
    await expect(shown).toHaveText('Active');
    await expect(page.getByText('Tested', { exact: true })).toBeVisible();
    await select.click();
    await expect(page.getByRole('option', { name: 'Draft' })).toBeDisabled();
  });

  test('attaches a reference layout to a custom reference and tests it', async ({ page, request }) => {
    const layout = await newLayout(request);
    const template = await newTemplate(request);
    await signIn(page, 'staff');
    await page.goto('/reference-set-templates');
    await filterList(page, 'Name', template.name);
    await page.getByRole('link', { name: template.name, exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Edit Reference Set Template' })).toBeVisible();
    await expect(page.getByLabel('GraphQL query')).toHaveValue(QUERY);

    const custom = page.getByRole('region', { name: 'Custom references' });
    await expect(custom.getByText('No custom references.')).toBeVisible();
    await custom.getByRole('button', { name: 'Add custom reference' }).click();
    await custom.getByLabel('Field of row 1').fill('Greeting');
    await custom.getByLabel('Mapping of Greeting').fill('contacts[].firstName');
    await custom.getByRole('button', { name: 'Attach a reference layout to Greeting' }).click();

    const dialog = page.getByRole('dialog', { name: 'Attach and edit Reference Layout' });
    await dialog.getByRole('button', { name: 'Attach', exact: true }).click();
    await expect(dialog.getByText('Please select a reference layout')).toBeVisible();
    await pickLayout(page, layout);
    await expect(dialog.getByRole('textbox', { name: 'Twig' })).toHaveValue('<p>Hello {{ value }}!</p>');
    await dialog.getByRole('button', { name: 'Test', exact: true }).click();
    await expect(dialog.getByRole('region', { name: 'Test result' })).toContainText(/<p>Hello \w+!<\/p>/);
    await dialog.getByRole('button', { name: 'Attach', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(custom.getByRole('button', { name: 'Edit the reference layout of Greeting' })).toHaveText(`Layout #${layout.id}`);

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toastWith(page, 'The reference set template has been saved successfully')).toBeVisible();
    await expect(rowOf(page, template.name).locator('.reference-count')).toHaveText('1');
  });

  test('edits the Twig of an attached layout and saves it back to the layout', async ({ page, request }) => {
    const layout = await newLayout(request);
    const template = await newTemplate(request, { customReferences: [{ field: 'Greeting', mapping: 'contacts[].firstName', layoutId: layout.id }] });
    await signIn(page, 'staff');
    await page.goto(`/reference-set-templates/edit/${template.id}`);
    await page.getByRole('button', { name: 'Edit the reference layout of Greeting' }).click();
    const dialog = page.getByRole('dialog', { name: 'Attach and edit Reference Layout' });
    await expect(dialog.getByRole('combobox', { name: 'Reference layout' })).toHaveValue(`#${layout.id} ${layout.name}`);
    const twig = dialog.getByRole('textbox', { name: 'Twig' });
    await expect(twig).toHaveValue('<p>Hello {{ value }}!</p>');

    // Twig that does not parse: the toast and the editor name the line.
    await twig.fill('<p>Dear {{ value }},\n{{ value|upper </p>');
    await dialog.getByRole('button', { name: 'Test', exact: true }).click();
    await expect(toastWith(page, 'Test reference layout failed')).toContainText('line 2');
    await twig.fill('<p>Dear {{ value }},</p>');
    await dialog.getByRole('button', { name: 'Test', exact: true }).click();
    await expect(dialog.getByRole('region', { name: 'Test result' })).toContainText(/<p>Dear \w+,<\/p>/);
    await dialog.getByRole('button', { name: 'Save to origin' }).click();
    await expect(toastWith(page, 'Save to origin reference layout successfully')).toBeVisible();

    // Another template attaching the same layout now starts from the saved Twig.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.goto('/reference-set-templates/form');
    const custom = page.getByRole('region', { name: 'Custom references' });
    await custom.getByRole('button', { name: 'Add custom reference' }).click();
    await custom.getByLabel('Field of row 1').fill('Greeting');
    await custom.getByRole('button', { name: 'Attach a reference layout to Greeting' }).click();
    await pickLayout(page, layout);
    await expect(dialog.getByRole('textbox', { name: 'Twig' })).toHaveValue('<p>Dear {{ value }},</p>');
  });

  test("'Attach and edit Reference Layout' asks before it closes with edited Twig or another layout", async ({ page, request }) => {
    const [layout, other] = [await newLayout(request), await newLayout(request)];
    const template = await newTemplate(request, { customReferences: [{ field: 'Greeting', mapping: 'contacts[].firstName', layoutId: layout.id }] });
    await signIn(page, 'staff');
    await page.goto(`/reference-set-templates/edit/${template.id}`);
    const edit = page.getByRole('button', { name: 'Edit the reference layout of Greeting' });
    const dialog = page.getByRole('dialog', { name: 'Attach and edit Reference Layout' });
    const twig = dialog.getByRole('textbox', { name: 'Twig' });

    // as it opened (the attached layout, its Twig): Esc closes at once
    await edit.click();
    await expect(twig).toHaveValue('<p>Hello {{ value }}!</p>');
    await twig.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Unsaved changes' })).toHaveCount(0);

    // edited Twig
    await edit.click();
    await twig.fill('<p>Dear {{ value }},</p>');
    await closingAsks(page, dialog, twig);
    // another layout
    await edit.click();
    await expect(twig).toHaveValue('<p>Hello {{ value }}!</p>');
    await pickLayout(page, other);
    await closingAsks(page, dialog, dialog.getByRole('combobox', { name: 'Reference layout' }));
    // nothing was attached: the reference keeps its layout and the form has nothing to save
    await expect(edit).toHaveText(`Layout #${layout.id}`);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Howdy, Sam!' })).toBeVisible();
  });

  test("'Attach and edit Reference Layout' takes no input until the reference's layout has loaded, so none is replaced", async ({ page, request }) => {
    const layout = await newLayout(request);
    const template = await newTemplate(request, { customReferences: [{ field: 'Greeting', mapping: 'contacts[].firstName', layoutId: layout.id }] });
    await signIn(page, 'staff');
    await page.goto(`/reference-set-templates/edit/${template.id}`);
    // the layout is answered only once the test lets it
    const answer = await holdAnswers(page, `**/v1/reference-layouts/${layout.id}`);
    await page.getByRole('button', { name: 'Edit the reference layout of Greeting' }).click();
    const dialog = page.getByRole('dialog', { name: 'Attach and edit Reference Layout' });
    const twig = dialog.getByRole('textbox', { name: 'Twig' });
    await expect(twig).not.toBeEditable();
    await expect(dialog.getByRole('combobox', { name: 'Reference layout' })).toBeDisabled();
    answer();
    await expect(twig).toHaveValue('<p>Hello {{ value }}!</p>');
    await twig.fill('<p>Dear {{ value }},</p>');
    await closingAsks(page, dialog, twig);
  });

  test('clones a template as a Draft copy', async ({ page, request }) => {
    const template = await newTemplate(request, { status: STATUS.active });
    await signIn(page, 'staff');
    await page.goto('/reference-set-templates');
    await filterList(page, 'Name', template.name);
    await rowOf(page, template.name).getByRole('button', { name: 'Clone' }).click();
    await expect(toastWith(page, 'The reference set template has been cloned successfully')).toBeVisible();
    await expect(page.locator('tbody tr')).toHaveCount(2);
    await expect(rowOf(page, `${template.name} (copy)`).locator('.status-badge')).toHaveText('Draft');
    await expect(rowOf(page, template.name).locator('.status-badge')).toHaveText('Active');
  });

  test('highlights the References count from 50 custom references', async ({ page, request }) => {
    const marker = unique('Count');
    const references = (n: number) => Array.from({ length: n }, (_, i) => ({ field: `Field${i}`, mapping: 'contacts[].id' }));
    await newTemplate(request, { name: `${marker} 49`, customReferences: references(49) });
    await newTemplate(request, { name: `${marker} 50`, customReferences: references(50) });
    await signIn(page, 'staff');
    await page.goto('/reference-set-templates');
    await filterList(page, 'Name', marker);
    await page.getByRole('columnheader', { name: 'References' }).click();
    await expect(page).toHaveURL(/sort=referenceCount/);
    await expect(page.locator('tbody .reference-count')).toHaveText(['49', '50']);
    await expect(rowOf(page, `${marker} 50`).locator('.reference-count')).toHaveClass(/reference-count--high/);
    await expect(rowOf(page, `${marker} 49`).locator('.reference-count')).not.toHaveClass(/reference-count--high/);
  });

  test('admin sets the status of selected templates in bulk', async ({ page, request }) => {
    const marker = unique('Bulk');
    const [first, second] = [await newTemplate(request, { name: `${marker} a` }), await newTemplate(request, { name: `${marker} b` })];
    await signIn(page, 'admin');
    await page.goto('/reference-set-templates');
    await filterList(page, 'Name', marker);
    for (const template of [first, second]) await rowOf(page, template.name).locator('input[type=checkbox]').check();
    const bar = page.getByRole('group', { name: 'Bulk actions' });
    await chooseBulkAction(page, 'Archived');
    await bar.getByRole('button', { name: 'Apply' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(dialog).toContainText('Are you sure you want to archived 2 object(s) ?');
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(toastWith(page, 'The reference set templates has been updated successfully')).toBeVisible();
    await expect(page.locator('tbody .status-badge')).toHaveText(['Archived', 'Archived']);
  });

  test('admin deletes a template once no message uses it; a missing one sends back to the list', async ({ page, request }) => {
    const template = await newTemplate(request);
    await signIn(page, 'admin');
    await page.goto('/reference-set-templates');
    await filterList(page, 'Name', template.name);
    await rowOf(page, template.name).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure to delete this reference set template?');
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(toastWith(page, 'The reference set template has been deleted successfully')).toBeVisible();
    await expect(page.getByText('No reference set templates found')).toBeVisible();

    await page.goto(`/reference-set-templates/edit/${template.id}`);
    await expect(toastWith(page, `The reference set template with #${template.id} can not be found.`)).toBeVisible();
    await expect(page).toHaveURL(/\/reference-set-templates(\?|$)/);
  });
});
