import { Api, expect, expectOnlyRow, filterList, listRows, signIn, test, toastWith, unique } from './support.ts';
import { createReferenceLayout } from '../support/test-data/index.ts';

interface ReferenceLayout {
  id: number;
  name: string;
  code: string;
}

const QUERY = 'query ($contactIds: [Int!]!) { contacts(ids: $contactIds) { fullName email } }';

test.describe('reference layouts', () => {
  test('creates a layout: Twig that does not parse is refused with its line and column', async ({ page }) => {
    const name = unique('Card');
    await signIn(page, 'staff');
    await page.goto('/reference-layouts');
    await expect(page.getByRole('heading', { name: 'Reference Layout', exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Create new reference layout' }).click();
    await expect(page.getByRole('heading', { name: 'Create Reference Layout' })).toBeVisible();
    const save = page.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();

    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Description').fill('Greets the contact');
    const code = page.getByLabel('Code');
    await code.fill('x');
    await code.fill('');
    await expect(page.getByText('Reference layout code is required.')).toBeVisible();
    await expect(save).toBeDisabled();

    // The server parses the Twig and names the place of the mistake.
    await code.fill('<p>Hello</p>\n{% if %}');
    await save.click();
    const failure = toastWith(page, 'Could not save reference layout');
    await expect(failure).toContainText('(line 2, column');
    await expect(page.locator('#layout-code-error')).toContainText('(line 2, column');
    await expect(page.locator('.code-editor__line-number--error')).toHaveText('2');
    await expect(page).toHaveURL(/\/reference-layouts\/form$/);

    await code.fill('<p>Hello {{ value }}</p>');
    await expect(page.locator('#layout-code-error')).toHaveCount(0);
    await save.click();
    await expect(toastWith(page, 'The reference layout has been saved successfully')).toBeVisible();
    await filterList(page, 'Name', name);
    await expect(page).toHaveURL(/filter\[name:like_words\]=/); // the Name column matches words
    await expectOnlyRow(page, name);
    await expect(listRows(page).first()).toContainText('Greets the contact');
  });

  test('the test panel renders the layout with a mapped value', async ({ page, request }) => {
    const layout = await createReferenceLayout(await Api.as(request, 'staff'), { code: '<h1 class="greeting">Hello {{ value }}</h1>\n<p>{{ data.contacts|length }} contacts</p>' });
    await signIn(page, 'staff');
    await page.goto(`/reference-layouts/edit/${layout.id}`);
    await expect(page.getByRole('heading', { name: 'Edit Reference Layout' })).toBeVisible();
    const panel = page.getByRole('region', { name: 'Test reference layout' });
    // The variables come prefilled with the default variables.
    await expect(panel.getByLabel('Variables')).toHaveValue(/"contactIds": \[\d+/);
    const variables = JSON.parse(await panel.getByLabel('Variables').inputValue()) as { contactIds: number[] };

    await panel.getByRole('button', { name: 'Test', exact: true }).click();
    await expect(page.getByText('Please input a query in order to test reference layout.').first()).toBeVisible();

    await panel.getByLabel('GraphQL query').fill(QUERY);
    await panel.getByLabel('Mapping').fill('contacts[].fullName');
    await panel.getByRole('button', { name: 'Test', exact: true }).click();
    const mapped = panel.getByLabel('Mapping value');
    await expect(mapped).toHaveText(/^".+"$/);
    const fullName = JSON.parse((await mapped.textContent())!) as string;
    const rendered = page.frameLocator('iframe[title="Rendered result"]');
    await expect(rendered.locator('h1.greeting')).toHaveText(`Hello ${fullName}`);
    await expect(rendered.locator('p')).toHaveText(`${variables.contactIds.length} contacts`);
    await expect(panel.getByLabel('Result text')).toContainText(`<h1 class="greeting">Hello ${fullName}</h1>`);

    // A test renders the code being edited, and reports its Twig mistakes with line and column.
    await page.getByLabel('Code').fill('<p>fine</p>\n{{ value }');
    await panel.getByRole('button', { name: 'Test', exact: true }).click();
    await expect(toastWith(page, 'Test reference layout failed')).toContainText('(line 2, column');
    await expect(page.locator('.code-editor__line-number--error')).toHaveText('2');
  });

  test("'Save to origin' writes the edited code back and keeps the page", async ({ page, request }) => {
    const api = await Api.as(request, 'staff');
    const layout = await createReferenceLayout(api);
    await signIn(page, 'staff');
    await page.goto(`/reference-layouts/edit/${layout.id}`);
    await expect(page.getByLabel('Name')).toHaveValue(layout.name);
    const saveToOrigin = page.getByRole('button', { name: 'Save to origin' });
    // Nothing to write back until the code changes.
    await expect(saveToOrigin).toBeDisabled();

    await page.getByLabel('Name').fill(`${layout.name} renamed`);
    await page.getByLabel('Code').fill('<i>{{ value }}</i>');
    await saveToOrigin.click();
    await expect(toastWith(page, 'Save to origin reference layout successfully')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/reference-layouts/edit/${layout.id}$`));
    // Only the code was written; the unsaved name stays in the form.
    const stored = await api.get<ReferenceLayout>(`/v1/reference-layouts/${layout.id}`);
    expect(stored).toMatchObject({ name: layout.name, code: '<i>{{ value }}</i>' });
    await expect(page.getByLabel('Name')).toHaveValue(`${layout.name} renamed`);
    await expect(saveToOrigin).toBeDisabled();

    // Save stores the rest with the new version (no conflict) and returns to the list.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toastWith(page, 'The reference layout has been saved successfully')).toBeVisible();
    expect(await api.get<ReferenceLayout>(`/v1/reference-layouts/${layout.id}`)).toMatchObject({ name: `${layout.name} renamed`, code: '<i>{{ value }}</i>' });
  });

  test('everyone clones, a super-admin deletes, and a missing layout sends back to the list', async ({ page, browser, request }) => {
    const layout = await createReferenceLayout(await Api.as(request, 'staff'), { name: unique('Shared') });
    await signIn(page, 'staff');
    await page.goto('/reference-layouts');
    await filterList(page, 'Name', layout.name);
    await expectOnlyRow(page, layout.name);
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Clone' }).click();
    await expect(toastWith(page, 'The reference layout has been cloned successfully')).toBeVisible();
    await expect(listRows(page)).toHaveCount(2);
    const copy = page.getByRole('link', { name: `${layout.name} (copy)` });
    await expect(copy).toBeVisible();
    const copyId = Number((await copy.getAttribute('href'))!.split('/').pop());

    const admin = await browser.newPage();
    await signIn(admin, 'admin');
    await admin.goto('/reference-layouts');
    await filterList(admin, 'Name', `${layout.name} (copy)`);
    await expectOnlyRow(admin, `${layout.name} (copy)`);
    await admin.getByRole('button', { name: 'Delete' }).click();
    const dialog = admin.getByRole('dialog');
    await expect(dialog).toContainText(`Are you sure want to delete reference layout #${copyId} ${layout.name} (copy)?`);
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(toastWith(admin, 'The reference layout has been deleted successfully')).toBeVisible();
    await expect(admin.getByText('No reference layout found')).toBeVisible();

    await admin.goto(`/reference-layouts/edit/${copyId}`);
    await expect(toastWith(admin, `The reference layout with #${copyId} can not be found.`)).toBeVisible();
    await expect(admin).toHaveURL(/\/reference-layouts(\?|$)/);
    await admin.close();
  });
});
