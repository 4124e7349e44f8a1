import { Api, expect, filterList, signIn, tagNames, test, toastWith, unique } from './support.ts';
import { createSmsTemplate, createTag } from '../support/test-data/index.ts';

/** A delete dialog starts on its harmless answer: Enter (or a stray key press) deletes nothing. */
test.describe('delete dialogs', () => {
  test('open with focus on No: Enter closes without deleting', async ({ page, request }) => {
    const api = await Api.as(request, 'admin');
    const tag = await createTag(api, { name: unique('Keep') });
    await signIn(page, 'admin');
    await page.goto('/tags');
    await filterList(page, 'Tag', tag.name);
    await page.getByRole('row').filter({ hasText: tag.name }).getByRole('button', { name: 'Delete' }).click();

    const dialog = page.getByRole('dialog', { name: 'Delete' });
    await expect(dialog.getByRole('button', { name: 'No' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(tagNames(page)).toHaveText([tag.name]);
    await expect(toastWith(page, 'deleted')).toHaveCount(0);
    await page.reload();
    await expect(tagNames(page)).toHaveText([tag.name]);
  });

  test('a counted delete (SMS template) also ends on No once the count allows it', async ({ page, request }) => {
    const api = await Api.as(request, 'admin');
    const template = await createSmsTemplate(api, { name: unique('Keep sms') });
    await signIn(page, 'admin');
    await page.goto(`/sms-templates?filter[id]=${template.id}`);
    await page.getByRole('row').filter({ hasText: template.name }).getByRole('button', { name: 'Delete' }).click();

    const dialog = page.getByRole('dialog', { name: 'Delete' });
    await expect(dialog).toContainText('Are you sure to delete this SMS template?');
    await expect(dialog.getByRole('button', { name: 'No' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    expect((await api.get<{ id: number }>(`/v1/sms-templates/${template.id}`)).id).toBe(template.id);
  });
});
