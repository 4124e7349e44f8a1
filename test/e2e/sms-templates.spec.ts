import { Api, chooseBulkAction, chooseFilter, expect, expectOnlyRow, filterList, listRows, signIn, test, toastWith, unique, type Page } from './support.ts';
import { createMessage, createSmsTemplate, createTag } from '../support/test-data/index.ts';
import { option } from './workflow-support.ts';

interface SmsTemplate {
  id: number;
  name: string;
  translations: { languageId: number; body: string }[];
}

const statusSelect = (page: Page) => page.locator('.sms-status');

async function chooseStatus(page: Page, label: string) {
  await statusSelect(page).click();
  await option(page, label).click();
}

test.describe('SMS templates', () => {
  test('staff creates an Active template with a localization and a tag', async ({ page, request }) => {
    const tag = await createTag(await Api.as(request, 'staff'));
    const name = unique('Welcome');
    await signIn(page, 'staff');
    await page.goto('/sms-templates');
    await expect(page.getByRole('heading', { name: 'SMS Template', exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Create new SMS template' }).click();

    await expect(page).toHaveURL(/\/sms-templates\/form$/);
    await expect(page.getByRole('heading', { name: 'Create SMS Template' })).toBeVisible();
    const save = page.getByRole('button', { name: 'Save' });
    // A new template is a Draft, which needs no body but a name: a nameless one cannot be saved (issue 18).
    await expect(statusSelect(page).locator('.p-dropdown-label')).toHaveText('Draft');
    await expect(save).toBeDisabled();
    await expect(page.getByRole('tab', { name: 'English' })).toBeVisible();
    // 'Add new' waits for the master body.
    await expect(page.locator('.localizations__add')).toHaveClass(/p-disabled/);

    // Active requires the name and every body.
    await chooseStatus(page, 'Active');
    await expect(save).toBeDisabled();
    await expect(page.getByText('Name is required.')).toBeVisible();
    await expect(page.getByText('Message body is required.')).toBeVisible();

    await page.getByLabel('Name').fill(name);
    await expect(page.getByText('Name is required.')).toHaveCount(0);
    // The counter does not count {{placeholders}}: 'Hello , see you at !' is 20 characters.
    await page.getByLabel('Message body').fill('Hello {{firstName}}, see you at {{eventName}}!');
    await expect(page.getByText('Text length: 20')).toBeVisible();
    await expect(page.getByText('Message body is required.')).toHaveCount(0);
    await expect(save).toBeEnabled();

    // A German localization: English is no longer offered, and the new tab needs its body too.
    await page.locator('.localizations__add').click();
    await expect(option(page, 'English')).toHaveCount(0);
    await option(page, 'German').click();
    await expect(page.getByRole('tab', { name: 'German' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Message body is required.')).toBeVisible();
    await expect(save).toBeDisabled();
    await page.getByLabel('Message body').fill('Hallo {{firstName}}!');
    await expect(page.getByText('Text length: 7')).toBeVisible();
    await expect(save).toBeEnabled();
    // English cannot be removed; German can.
    await expect(page.getByRole('button', { name: 'Remove English localization' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Remove German localization' })).toBeVisible();

    await page.getByRole('combobox', { name: 'Tags' }).fill(tag.name);
    await page.getByRole('option', { name: tag.name }).click();
    await save.click();

    await expect(toastWith(page, 'The SMS template has been saved successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/sms-templates\?/);
    await filterList(page, 'Name', name);
    await expect(page).toHaveURL(/filter\[name:like\]=/); // the Name column matches a part of the name
    await expectOnlyRow(page, name);
    await expect(listRows(page).first()).toContainText(name);
    await expect(listRows(page).first()).toContainText('Active');
    await expect(listRows(page).first().locator('.tag-chip')).toHaveText([tag.name]);

    // Edit: an Active template cannot go back to Draft; both localizations are there.
    await page.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { name: 'Edit SMS Template' })).toBeVisible();
    await expect(page.getByLabel('Message body')).toHaveValue('Hello {{firstName}}, see you at {{eventName}}!');
    await page.getByRole('tab', { name: 'German' }).click();
    await expect(page.getByLabel('Message body')).toHaveValue('Hallo {{firstName}}!');
    await statusSelect(page).click();
    await expect(option(page, 'Draft')).toHaveClass(/p-disabled/);
    await expect(option(page, 'Archived')).not.toHaveClass(/p-disabled/);
  });

  test('removes a localization after asking, and a missing template sends back to the list', async ({ page, request }) => {
    const api = await Api.as(request, 'staff');
    const template = await createSmsTemplate(api, {
      status: 1,
      translations: [
        { languageId: 1, body: 'Hello' },
        { languageId: 3, body: 'Bonjour' },
      ],
    });
    await signIn(page, 'staff');
    await page.goto(`/sms-templates/edit/${template.id}`);
    await expect(page.getByLabel('Name')).toHaveValue(template.name);
    await page.getByRole('tab', { name: 'French' }).click();

    // No keeps the tab; Yes removes it.
    await page.getByRole('button', { name: 'Remove French localization' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure you want to remove this localization?');
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(page.getByRole('tab', { name: 'French' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove French localization' }).click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('tab', { name: 'French' })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true');

    await page.getByLabel('Name').fill(`${template.name} edited`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toastWith(page, 'The SMS template has been saved successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/sms-templates(\?|$)/);
    const saved = await api.get<SmsTemplate>(`/v1/sms-templates/${template.id}`);
    expect(saved.name).toBe(`${template.name} edited`);
    expect(saved.translations).toEqual([{ languageId: 1, body: 'Hello' }]);

    await page.goto('/sms-templates/edit/999999');
    await expect(toastWith(page, 'The SMS template with #999999 can not be found.')).toBeVisible();
    await expect(page).toHaveURL(/\/sms-templates(\?|$)/);
  });

  test('staff clones; only a super-admin deletes, after the messages are counted', async ({ page, browser, request }) => {
    const template = await createSmsTemplate(await Api.as(request, 'staff'), { name: unique('Clone me') });
    await signIn(page, 'staff');
    await page.goto('/sms-templates');
    await filterList(page, 'Name', template.name);
    await expectOnlyRow(page, template.name);
    // Staff: no checkbox column, no bulk bar, Clone only.
    await expect(page.getByRole('group', { name: 'Bulk actions' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Clone' }).click();
    await expect(toastWith(page, 'The SMS template has been cloned successfully')).toBeVisible();
    await expect(listRows(page)).toHaveCount(2);
    await expect(page.getByRole('link', { name: `${template.name} (copy)` })).toBeVisible();

    const admin = await browser.newPage();
    await signIn(admin, 'admin');
    await admin.goto('/sms-templates');
    await filterList(admin, 'Name', `${template.name} (copy)`);
    await expectOnlyRow(admin, `${template.name} (copy)`);
    await admin.getByRole('button', { name: 'Delete' }).click();
    const dialog = admin.getByRole('dialog');
    // Nothing uses it: the count ends in the question.
    await expect(dialog).toContainText('Are you sure to delete this SMS template?');
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(toastWith(admin, 'The SMS template has been deleted successfully')).toBeVisible();
    await expect(admin.getByText('No SMS templates found')).toBeVisible();
    await admin.close();
  });

  test('a template that messages use cannot be deleted', async ({ page, request }) => {
    const api = await Api.as(request, 'admin');
    const template = await createSmsTemplate(api, { name: unique('In use') });
    // a Draft SMS message using it is what blocks its deletion
    await createMessage(api, { type: 11, templateId: String(template.id) });
    await signIn(page, 'admin');
    await page.goto('/sms-templates');
    await filterList(page, 'Name', template.name);
    await expectOnlyRow(page, template.name);
    await page.getByRole('button', { name: 'Delete' }).click();
    // one title for every blocked delete (issue 18)
    const dialog = page.getByRole('dialog', { name: 'Cannot delete!' });
    await expect(dialog).toContainText('There are 1 message using this SMS template. You cannot delete it.');
    await expect(dialog.getByRole('button', { name: 'Yes' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(dialog).toHaveCount(0);
    await expectOnlyRow(page, template.name);
  });

  test('a super-admin updates the status of selected rows; a move to Draft is refused', async ({ page, request }) => {
    const api = await Api.as(request, 'admin');
    const marker = unique('bulk');
    await createSmsTemplate(api, { name: `${marker} one` });
    await createSmsTemplate(api, { name: `${marker} two` });
    await signIn(page, 'admin');
    await page.goto('/sms-templates');
    await filterList(page, 'Name', marker);
    await expect(listRows(page)).toHaveCount(2);

    const bar = page.getByRole('group', { name: 'Bulk actions' });
    await expect(bar.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await page.locator('thead .p-checkbox').click();
    await expect(bar).toContainText('2 selected');
    await expect(bar.getByLabel('Bulk action').locator('option')).toHaveText(['Active', 'Inactive', 'Draft', 'Archived']);
    await chooseBulkAction(page, 'Archived');
    await bar.getByRole('button', { name: 'Apply' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure you want to archived 2 object(s) ?');
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(toastWith(page, 'The SMS templates has been updated successfully')).toBeVisible();
    await expect(listRows(page).locator('.status-badge')).toHaveText(['Archived', 'Archived']);
    await expect(bar).toContainText('Select rows to apply an action');

    // Archived cannot go back to Draft: all or nothing, nothing changes.
    await page.locator('thead .p-checkbox').click();
    await chooseBulkAction(page, 'Draft');
    await bar.getByRole('button', { name: 'Apply' }).click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(toastWith(page, 'Update failed')).toContainText("Can't Draft an Active/Archived SMS template");
    await expect(listRows(page).locator('.status-badge')).toHaveText(['Archived', 'Archived']);
  });

  test('filters by status and by tags (searched from one character), kept in the URL', async ({ page, request }) => {
    const api = await Api.as(request, 'staff');
    const marker = unique('filter');
    const [red, blue] = [await createTag(api, { name: unique('Red') }), await createTag(api, { name: unique('Blue') })];
    await createSmsTemplate(api, { name: `${marker} red`, tags: [red.id] });
    await createSmsTemplate(api, { name: `${marker} blue`, tags: [blue.id], status: 1 });
    await createSmsTemplate(api, { name: `${marker} none` });
    await signIn(page, 'staff');
    await page.goto('/sms-templates');
    await filterList(page, 'Name', marker);
    await expect(listRows(page)).toHaveCount(3);

    await chooseFilter(page, 'Status', 'Active');
    await expect(page).toHaveURL(/filter\[status\]=1(&|$)/);
    await expect(listRows(page)).toHaveCount(1);
    await expect(listRows(page).first()).toContainText(`${marker} blue`);
    await page.goBack();
    await expect(listRows(page)).toHaveCount(3);

    const tagFilter = page.getByRole('combobox', { name: 'Filter by Tags' });
    // One character is enough to search.
    await tagFilter.fill(red.name.slice(0, 1));
    await expect(page.locator('.p-autocomplete-panel').getByRole('option').first()).toBeVisible();
    await tagFilter.fill(red.name);
    await page.getByRole('option', { name: red.name }).click();
    await expect(page).toHaveURL(new RegExp(`filter\\[have_tags\\]=${red.id}(&|$)`));
    await expect(listRows(page)).toHaveCount(1);
    await expect(listRows(page).first()).toContainText(`${marker} red`);

    await page.reload();
    await expect(listRows(page)).toHaveCount(1);
    await expect(page.locator('.tag-filter .tag-chip')).toHaveText([red.name]);
  });

  test('the body lists the placeholders that exist, flags unknown ones and counts SMS segments', async ({ page }) => {
    await signIn(page, 'staff');
    await page.goto('/sms-templates/form');
    const body = page.getByLabel('Message body');
    const meta = page.locator('.sms-body-meta');
    // The placeholders the render fills, not the '{{firstName}}' that renders empty.
    await expect(meta).toContainText('{{ContactFirstName}}');
    await expect(meta).toContainText('{{SenderFirstName}}');
    await expect(meta).toContainText("custom references of the message's reference set");
    await expect(meta).not.toContainText('{{firstName}}');

    await body.fill('Hi {{ ContactFirstName }}, see you at {{eventName}} with {{firstName}} and {{first name}}');
    const unknown = page.getByText(/^Unknown placeholders:/);
    await expect(unknown).toHaveText("Unknown placeholders: {{eventName}}, {{firstName}}. They are sent empty unless the message's reference set has a custom reference of that name.");
    await expect(page.getByText(/^Not placeholders/)).toHaveText('Not placeholders (sent as written): {{first name}}.');
    await body.fill('Hi {{ContactFirstName}} from {{SenderFirstName}}');
    await expect(unknown).toHaveCount(0);
    // Placeholders are not counted, so the count is a floor.
    await expect(page.getByText('Text length: 9 · at least 1 SMS (GSM-7)')).toBeVisible();

    await body.fill('a'.repeat(160));
    await expect(page.getByText('Text length: 160 · 1 SMS (GSM-7)')).toBeVisible();
    await body.fill('a'.repeat(161));
    await expect(page.getByText('Text length: 161 · 2 SMS (GSM-7, 153 characters each)')).toBeVisible();
    // The euro sign takes two of the 160.
    await body.fill(`${'a'.repeat(158)}€`);
    await expect(page.getByText('Text length: 159 · 1 SMS (GSM-7)')).toBeVisible();
    await body.fill(`${'a'.repeat(159)}€`);
    await expect(page.getByText('Text length: 160 · 2 SMS (GSM-7, 153 characters each)')).toBeVisible();
    // One character outside the GSM alphabet makes it Unicode: 70 per SMS.
    await body.fill(`Zoë ${'a'.repeat(70)}`);
    await expect(page.getByText('Text length: 74 · 2 SMS (Unicode because of ë, 67 characters each)')).toBeVisible();
  });

  test('an Active template with an unknown placeholder is saved, with the warning', async ({ page }) => {
    await signIn(page, 'staff');
    await page.goto('/sms-templates/form');
    const name = unique('Unknown placeholder');
    await page.getByLabel('Name').fill(name);
    await chooseStatus(page, 'Active');
    await page.getByLabel('Message body').fill('Hello {{firstName}}');
    await expect(page.getByText(/^Unknown placeholders: \{\{firstName\}\}/)).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toastWith(page, 'The SMS template has been saved successfully')).toBeVisible();
  });
});
