import { Api, USERS, expect, session as apiSession, signIn, test, toastWith, unique, type Page } from './support.ts';
import { authorizationHeader } from '../../shared/auth.ts';
import { CATALOGUE } from './catalogue.ts';
import { createTag } from '../support/test-data/index.ts';

const QUESTION = 'You have unsaved changes. Leave this page?';
const leaveDialog = (page: Page) => page.getByRole('dialog', { name: 'Unsaved changes' });

/** Types like a user (the browser asks before unload only after a real interaction). */
async function typeInto(page: Page, label: string, text: string) {
  await page.getByLabel(label).click();
  await page.keyboard.type(text);
}

test.describe('leaving a changed form', () => {
  test('Cancel, a menu link and Back ask first; Stay keeps the edit, Leave goes', async ({ page }) => {
    await signIn(page, 'staff');
    await page.goto('/tags');
    await page.getByRole('link', { name: 'Create new tag' }).click();
    await expect(page.getByRole('heading', { name: 'Create Tag' })).toBeVisible();

    // Unchanged: nothing is asked.
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/tags\?/);
    await expect(leaveDialog(page)).toHaveCount(0);

    await page.getByRole('link', { name: 'Create new tag' }).click();
    const name = unique('Unsaved');
    await typeInto(page, 'Name', name);

    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(leaveDialog(page)).toContainText(QUESTION);
    // Stay is the default answer.
    await expect(leaveDialog(page).getByRole('button', { name: 'Stay' })).toBeFocused();
    await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();
    await expect(leaveDialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/tags\/form$/);
    await expect(page.getByLabel('Name')).toHaveValue(name);

    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Dashboard' }).click();
    await expect(leaveDialog(page)).toBeVisible();
    await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();

    await page.goBack();
    await expect(leaveDialog(page)).toBeVisible();
    await expect(page).toHaveURL(/\/tags\/form$/);
    await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();
    await expect(page.getByLabel('Name')).toHaveValue(name);

    await page.goBack();
    await leaveDialog(page).getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/tags\?/);
    await expect(page.getByRole('heading', { name: 'Tag', exact: true })).toBeVisible();

    // A change taken back is no change.
    await page.getByRole('link', { name: 'Create new tag' }).click();
    await typeInto(page, 'Name', 'x');
    await page.keyboard.press('Backspace');
    await menu.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Howdy, Sam!' })).toBeVisible();
    await expect(leaveDialog(page)).toHaveCount(0);
  });

  test('a successful save leaves without asking', async ({ page, request }) => {
    const tag = await createTag(await Api.as(request, 'staff'), { name: unique('Saved') });
    await signIn(page, 'staff');
    await page.goto(`/tags/edit/${tag.id}`);
    await expect(page.getByLabel('Name')).toHaveValue(tag.name);
    await typeInto(page, 'Name', ' more');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toastWith(page, 'The tag has been saved successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/tags\?/);
    await expect(leaveDialog(page)).toHaveCount(0);
  });

  test('reload and close ask through the browser, only when something changed', async ({ page, request }) => {
    const tag = await createTag(await Api.as(request, 'staff'), { name: unique('Unload') });
    await signIn(page, 'staff');
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.dismiss();
    });
    await page.goto(`/tags/edit/${tag.id}`);
    await expect(page.getByLabel('Name')).toHaveValue(tag.name);
    await page.getByLabel('Name').click();
    await page.reload();
    await expect(page.getByLabel('Name')).toHaveValue(tag.name);
    expect(dialogs).toEqual([]);

    await typeInto(page, 'Name', ' changed');
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => dialogs).toEqual(['beforeunload']);
    // Dismissed: the page stays, with the edit.
    expect(page.isClosed()).toBe(false);
    await expect(page.getByLabel('Name')).toHaveValue(`${tag.name} changed`);
  });
});

test.describe('an unchanged form', () => {
  test('of any kind leaves without asking, new or loaded', async ({ page, request }) => {
    test.slow(); // sixteen forms
    const api = await Api.as(request, 'staff');
    const forms: string[] = [];
    for (const [path, make] of Object.entries(CATALOGUE)) forms.push(`${path}/form`, `${path}/edit/${(await make(api)).id}`);
    await signIn(page, 'staff');
    for (const path of forms) {
      await page.goto(path);
      await expect(page.locator('.form-page__actions').getByRole('button', { name: 'Save' })).toBeVisible();
      await expect(page.locator('.form-page__form')).not.toHaveAttribute('aria-busy', 'true');
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }).click();
      await expect(page.getByRole('heading', { name: 'Howdy, Sam!' }), `${path} asked`).toBeVisible();
    }
  });
});

test.describe('what a new form fills in by itself', () => {
  test('stays, when the defaults were loaded already by another form, and is no change', async ({ page }) => {
    await signIn(page, 'staff');
    await page.goto('/reference-set-templates/form');
    const variables = page.getByRole('textbox', { name: 'Variables' });
    await expect(variables).toHaveValue(/"contactIds": \[\d+/);
    // In the app, so the second form finds the default variables loaded already.
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('button', { name: 'Settings' }).click();
    await menu.getByRole('link', { name: 'Sender Info' }).click();
    await page.getByRole('link', { name: 'Create new sender info' }).click();
    await expect(page.getByRole('heading', { name: 'Create Sender Info' })).toBeVisible();
    await expect(variables).toHaveValue(/"contactIds": \[\d+/);
    await menu.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Howdy, Sam!' })).toBeVisible();
  });
});

test.describe('a session that ends in the middle of an edit', () => {
  test('keeps the draft through the sign-in and restores it on the form', async ({ page, request }) => {
    const tag = await createTag(await Api.as(request, 'staff'), { name: unique('Draft') });
    const session = await signIn(page, 'staff', { fresh: true });
    await page.goto(`/tags/edit/${tag.id}`);
    await expect(page.getByLabel('Name')).toHaveValue(tag.name);
    await typeInto(page, 'Name', ' draft');

    // The session ends on the server (expired, or signed out elsewhere); Save meets a 401.
    await page.request.get('/v1/logout', { headers: { authorization: `Bearer ${session.accessToken}` } });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(leaveDialog(page)).toHaveCount(0);

    await page.getByLabel('Username').fill(USERS.staff.username);
    await page.getByLabel('Password').fill(USERS.staff.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(new RegExp(`/tags/edit/${tag.id}$`));
    await expect(toastWith(page, 'Your changes from before you were signed out have been restored.')).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue(`${tag.name} draft`);

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toastWith(page, 'The tag has been saved successfully')).toBeVisible();
    const { accessToken } = await apiSession(request, 'staff');
    const saved = await request.get(`/v1/tags/${tag.id}`, { headers: { authorization: authorizationHeader(accessToken) } });
    expect((await saved.json()).data.name).toBe(`${tag.name} draft`);
  });

  test('also for a record not created yet', async ({ page }) => {
    const session = await signIn(page, 'staff', { fresh: true });
    await page.goto('/tags/form');
    const name = unique('Drafted');
    await typeInto(page, 'Name', name);
    await page.request.get('/v1/logout', { headers: { authorization: `Bearer ${session.accessToken}` } });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel('Username').fill(USERS.staff.username);
    await page.getByLabel('Password').fill(USERS.staff.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/tags\/form$/);
    await expect(page.getByLabel('Name')).toHaveValue(name);
    await expect(toastWith(page, 'Your changes from before you were signed out have been restored.')).toBeVisible();
    // The draft was taken: a later visit starts empty.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toastWith(page, 'The tag has been saved successfully')).toBeVisible();
    await page.goto('/tags/form');
    await expect(page.getByLabel('Name')).toHaveValue('');
  });
});
