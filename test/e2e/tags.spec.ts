import { Api, chooseBulkAction, choosePageSize, expect, filterList, signIn, tagNames, test, toastWith, unique } from './support.ts';
import { createMessage, createSmsTemplate, createTag } from '../support/test-data/index.ts';

test.describe('tags', () => {
  test('staff creates a tag with the form and finds it by name', async ({ page }) => {
    await signIn(page, 'staff');
    const name = unique('Created');
    await page.goto('/tags');
    await expect(page.getByRole('heading', { name: 'Tag', exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Create new tag' }).click();

    await expect(page).toHaveURL(/\/tags\/form$/);
    await expect(page.getByRole('heading', { name: 'Create Tag' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recent tags' })).toBeVisible();
    const save = page.getByRole('button', { name: 'Save' });
    const nameInput = page.getByLabel('Name');
    const colorInput = page.getByRole('textbox', { name: 'Color' });
    await expect(save).toBeDisabled();
    await expect(colorInput).toHaveValue('#E7902B');

    // A blank name is refused with the spec's text; the name is trimmed.
    await nameInput.fill('   ');
    await expect(page.getByText('Name is required.')).toBeVisible();
    await expect(save).toBeDisabled();
    await nameInput.fill(`  ${name}  `);
    await expect(page.getByText('Name is required.')).toHaveCount(0);

    // The colour popup applies its choice only on OK.
    await page.getByRole('button', { name: 'Pick a colour' }).click();
    const picker = page.locator('.color-field__panel');
    await picker.locator('.p-colorpicker-color-selector').click({ position: { x: 20, y: 140 } });
    await picker.getByRole('button', { name: 'Cancel' }).click();
    await expect(colorInput).toHaveValue('#E7902B');
    await page.getByRole('button', { name: 'Pick a colour' }).click();
    await picker.locator('.p-colorpicker-color-selector').click({ position: { x: 20, y: 140 } });
    await picker.getByRole('button', { name: 'OK' }).click();
    await expect(colorInput).not.toHaveValue('#E7902B');
    const color = await colorInput.inputValue();
    expect(color).toMatch(/^#[0-9A-F]{6}$/);

    await save.click();
    await expect(toastWith(page, 'The tag has been saved successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/tags\?/);
    await filterList(page, 'Tag', name);
    await expect(page).toHaveURL(/filter\[name:like\]=/); // the Tag column matches a part of the name
    await expect(tagNames(page)).toHaveText([name]);
    await expect(page.locator('tbody tr').first()).toContainText(color);
    await expect(page.getByText('showing 1 to 1 of 1')).toBeVisible();
  });

  test("a tag's text is black or white, whichever reads better on its colour, and the form says so", async ({ page, request }) => {
    const api = await Api.as(request, 'staff');
    // the spec's luminance split gave white text on this red (4.3 to 1); black reads at 4.9
    const red = await createTag(api, { name: unique('Red'), color: '#E72B5B' });
    const navy = await createTag(api, { name: unique('Navy'), color: '#1F2937' });
    await signIn(page, 'staff');
    await page.goto('/tags');
    for (const [tag, text] of [[red, 'rgb(0, 0, 0)'], [navy, 'rgb(255, 255, 255)']] as const) {
      await filterList(page, 'Tag', tag.name);
      await expect(tagNames(page)).toHaveCSS('color', text);
    }
    await page.goto(`/tags/edit/${red.id}`);
    await expect(page.getByText('The text on the tag is black or white, whichever is easier to read on this colour.')).toBeVisible();
    await expect(page.locator('.tag-chip').filter({ hasText: red.name }).first()).toHaveCSS('color', 'rgb(0, 0, 0)');
  });

  test('edits a tag, and a missing tag sends back to the list', async ({ page, request }) => {
    const tag = await createTag(await Api.as(request, 'staff'), { name: unique('Edit') });
    await signIn(page, 'staff');
    await page.goto('/tags');
    await filterList(page, 'Tag', tag.name);
    await page.getByRole('link', { name: String(tag.id), exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Edit Tag' })).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue(tag.name);
    await page.getByLabel('Name').fill(`${tag.name} renamed`);
    await page.getByRole('textbox', { name: 'Color' }).fill('#1F2937');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toastWith(page, 'The tag has been saved successfully')).toBeVisible();
    // Back to the list as it was left (still filtered).
    await expect(page).toHaveURL(new RegExp(`filter\\[name:like\\]=${tag.name}`));
    await expect(tagNames(page)).toHaveText([`${tag.name} renamed`]);

    await page.goto('/tags/edit/999999');
    await expect(toastWith(page, 'The tag with #999999 can not be found.')).toBeVisible();
    await expect(page).toHaveURL(/\/tags(\?|$)/);
  });

  test('an edit of a tag changed meanwhile is refused with a reload hint', async ({ page, request }) => {
    const api = await Api.as(request, 'staff');
    const tag = await createTag(api, { name: unique('Stale') });
    await signIn(page, 'staff');
    await page.goto(`/tags/edit/${tag.id}`);
    await expect(page.getByLabel('Name')).toHaveValue(tag.name);
    await api.updateTag(tag, { color: '#000000' }); // someone else saves first
    await page.getByLabel('Name').fill(`${tag.name} mine`);
    await page.getByRole('button', { name: 'Save' }).click();
    const toast = toastWith(page, 'Could not save tag');
    await expect(toast).toContainText('Reload it and apply your change again.');
    await expect(page).toHaveURL(new RegExp(`/tags/edit/${tag.id}$`));
  });

  test('sorts up then down, and a new column starts up', async ({ page, request }) => {
    const api = await Api.as(request, 'staff');
    const marker = unique('sort');
    for (const [word, color] of [['beta', '#222222'], ['alpha', '#333333'], ['gamma', '#111111']])
      await createTag(api, { name: `${marker} ${word}`, color });
    await signIn(page, 'staff');
    await page.goto('/tags');
    await filterList(page, 'Tag', marker);
    // Default order: newest first.
    await expect(tagNames(page)).toHaveText([`${marker} gamma`, `${marker} alpha`, `${marker} beta`]);

    const tagHeader = page.getByRole('columnheader', { name: 'Tag', exact: true });
    await tagHeader.click();
    await expect(page).toHaveURL(/sort=name(&|$)/);
    await expect(tagHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(tagNames(page)).toHaveText([`${marker} alpha`, `${marker} beta`, `${marker} gamma`]);

    await tagHeader.click();
    await expect(page).toHaveURL(/sort=-name(&|$)/);
    await expect(tagHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(tagNames(page)).toHaveText([`${marker} gamma`, `${marker} beta`, `${marker} alpha`]);

    await page.getByRole('columnheader', { name: 'Color', exact: true }).click();
    await expect(page).toHaveURL(/sort=color(&|$)/);
    await expect(tagNames(page)).toHaveText([`${marker} gamma`, `${marker} beta`, `${marker} alpha`]);
  });

  test('pages with a small page size; reload and back keep the view', async ({ page, request }) => {
    const api = await Api.as(request, 'staff');
    const marker = unique('page');
    const tags = [];
    for (let i = 1; i <= 6; i++) tags.push(await createTag(api, { name: `${marker} ${i}` }));
    await signIn(page, 'staff');
    await page.goto('/tags');
    await filterList(page, 'Tag', marker);
    await page.getByRole('columnheader', { name: 'Tag', exact: true }).click();
    await expect(page.getByText('showing 1 to 6 of 6')).toBeVisible();

    await choosePageSize(page, 5);
    await expect(page).toHaveURL(/page\[size\]=5/);
    await expect(page.getByText('showing 1 to 5 of 6')).toBeVisible();
    await expect(tagNames(page)).toHaveCount(5);

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page\[number\]=2/);
    await expect(page.getByText('showing 6 to 6 of 6')).toBeVisible();
    await expect(tagNames(page)).toHaveText([`${marker} 6`]);

    await page.reload();
    await expect(page.getByText('showing 6 to 6 of 6')).toBeVisible();
    await expect(tagNames(page)).toHaveText([`${marker} 6`]);
    await expect(page.getByLabel('Filter by Tag')).toHaveValue(marker);
    await expect(page.getByRole('columnheader', { name: 'Tag', exact: true })).toHaveAttribute('aria-sort', 'ascending');
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await page.goBack();
    await expect(page.getByText('showing 1 to 5 of 6')).toBeVisible();
    await page.getByRole('button', { name: 'Last' }).click();
    await expect(page.getByText('showing 6 to 6 of 6')).toBeVisible();

    // The page size is remembered for the next list visit.
    await page.goto('/tags');
    await expect(page).toHaveURL(/page\[size\]=5/);

    // A total that shrinks below the current page moves to the last page.
    await (await Api.as(request, 'admin')).deleteTag(tags[5].id);
    await page.goto(`/tags?page[number]=2&page[size]=5&sort=name&filter[name:like]=${marker}`);
    await expect(page).toHaveURL(/page\[number\]=1/);
    await expect(page.getByText('showing 1 to 5 of 5')).toBeVisible();
  });

  test('a filter change goes back to page 1', async ({ page, request }) => {
    const api = await Api.as(request, 'staff');
    const marker = unique('refilter');
    for (let i = 1; i <= 6; i++) await createTag(api, { name: `${marker} ${i}` });
    await signIn(page, 'staff');
    await page.goto(`/tags?page[number]=2&page[size]=5&filter[name:like]=${marker}`);
    await expect(page.getByText('showing 6 to 6 of 6')).toBeVisible();
    await filterList(page, 'Tag', `${marker} 1`);
    await expect(page).toHaveURL(/page\[number\]=1/);
    await expect(page.getByText('showing 1 to 1 of 1')).toBeVisible();
  });

  test('clones a tag', async ({ page, request }) => {
    const tag = await createTag(await Api.as(request, 'staff'), { name: unique('Clone') });
    await signIn(page, 'staff');
    await page.goto('/tags');
    await filterList(page, 'Tag', tag.name);
    await page.getByRole('row').filter({ hasText: tag.name }).getByRole('button', { name: 'Clone' }).click();
    await expect(toastWith(page, 'The tag has been cloned successfully')).toBeVisible();
    await expect(tagNames(page)).toHaveText([`${tag.name} (copy)`, tag.name]);
  });

  test('staff sees neither delete actions nor checkboxes', async ({ page, request }) => {
    const tag = await createTag(await Api.as(request, 'staff'), { name: unique('StaffView') });
    await signIn(page, 'staff');
    await page.goto('/tags');
    await filterList(page, 'Tag', tag.name);
    const row = page.getByRole('row').filter({ hasText: tag.name });
    await expect(row.getByRole('button', { name: 'Clone' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(page.locator('table input[type=checkbox]')).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Bulk actions' })).toHaveCount(0);
  });

  test('the server refuses a delete even when the browser claims to be super-admin', async ({ page, request }) => {
    const tag = await createTag(await Api.as(request, 'staff'), { name: unique('Tamper') });
    await signIn(page, 'staff', { pretendRole: 'super_admin' });
    await page.goto('/tags');
    await filterList(page, 'Tag', tag.name);
    await page.getByRole('row').filter({ hasText: tag.name }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(toastWith(page, 'Access denied')).toBeVisible();
    await expect(toastWith(page, 'Delete failed')).toHaveCount(0);
    await expect(tagNames(page)).toHaveText([tag.name]);
  });

  test('admin deletes a tag after confirming', async ({ page, request }) => {
    const tag = await createTag(await Api.as(request, 'admin'), { name: unique('Delete') });
    await signIn(page, 'admin');
    await page.goto('/tags');
    await filterList(page, 'Tag', tag.name);
    await page.getByRole('row').filter({ hasText: tag.name }).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`Are you sure want to delete tag #${tag.id} ${tag.name}?`);
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(toastWith(page, 'The tag has been deleted successfully')).toBeVisible();
    await expect(page.getByText('No tags found')).toBeVisible();
    await expect(page.getByText('showing 0 to 0 of 0')).toBeVisible();
  });

  test('admin removes selected tags in bulk', async ({ page, request }) => {
    const api = await Api.as(request, 'admin');
    const marker = unique('bulk');
    const [first, second, kept] = [await createTag(api, { name: `${marker} a` }), await createTag(api, { name: `${marker} b` }), await createTag(api, { name: `${marker} c` })];
    await signIn(page, 'admin');
    await page.goto('/tags');
    await filterList(page, 'Tag', marker);
    await expect(tagNames(page)).toHaveCount(3);
    const apply = page.getByRole('button', { name: 'Apply' });
    await expect(apply).toBeDisabled();

    for (const tag of [first, second]) await page.getByRole('row').filter({ hasText: tag.name }).locator('input[type=checkbox]').check();
    await expect(page.getByText('2 selected')).toBeVisible();
    await apply.click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(dialog).toContainText('Are you sure you want to remove 2 object(s) ?');
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(toastWith(page, 'The tags has been deleted successfully')).toBeVisible();
    await expect(tagNames(page)).toHaveText([kept.name]);
    await expect(apply).toBeDisabled();
  });

  test('admin adds a chosen tag wherever the selected tags are used (bulk Add)', async ({ page, request }) => {
    const api = await Api.as(request, 'admin');
    const marker = unique('spread');
    const [first, second] = [await createTag(api, { name: `${marker} a` }), await createTag(api, { name: `${marker} b` })];
    const chosen = await createTag(api, { name: unique('Season') });
    const message = await createMessage(api, { tags: [first.id] });
    const template = await createSmsTemplate(api, { tags: [first.id, second.id] });
    await signIn(page, 'admin');
    await page.goto('/tags');
    await filterList(page, 'Tag', marker);

    // the spec's two, Remove the default
    const bar = page.getByRole('group', { name: 'Bulk actions' });
    const action = bar.getByLabel('Bulk action');
    await expect(action.locator('option:checked')).toHaveText('Remove');
    await expect(action.locator('option')).toHaveText(['Remove', 'Add']);
    await chooseBulkAction(page, 'Add');

    // Add needs the tag to add, chosen beside it
    for (const tag of [first, second]) await page.getByRole('row').filter({ hasText: tag.name }).locator('input[type=checkbox]').check();
    await expect(bar).toContainText('2 selected. Choose the tag to add.');
    const apply = bar.getByRole('button', { name: 'Apply' });
    await expect(apply).toBeDisabled();
    const tagToAdd = bar.getByRole('combobox', { name: 'Tag to add' });
    await tagToAdd.fill(chosen.name);
    await page.locator('.p-autocomplete-panel').getByRole('option', { name: `#${chosen.id} ${chosen.name}` }).click();
    await expect(tagToAdd).toHaveValue(`#${chosen.id} ${chosen.name}`);
    await apply.click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(dialog).toContainText(`Are you sure you want to add tag #${chosen.id} ${chosen.name} to every message, SMS template and message workflow that has any of the 2 selected tags?`);
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(toastWith(page, `Tag #${chosen.id} ${chosen.name} was added to 1 message and 1 SMS template.`)).toBeVisible();
    await expect(apply).toBeDisabled();
    // the selected tags stay; the records carry the chosen one beside them
    await expect(tagNames(page)).toHaveCount(2);
    expect((await api.get<{ tags: number[] }>(`/v1/messages/${message.id}`)).tags).toEqual([first.id, chosen.id]);
    expect((await api.get<{ tags: number[] }>(`/v1/sms-templates/${template.id}`)).tags).toEqual([first.id, second.id, chosen.id]);
  });
});
