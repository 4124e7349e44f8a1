import { USERS, apiLogin, closingAsks, expect, signIn, test, toastWith, type Page } from './support.ts';
import { authorizationHeader } from '../../shared/auth.ts';

const NEW_PASSWORD = 'pat-password-2';

async function openDialog(page: Page, who: 'pat' | 'staff' = 'pat') {
  await page.getByRole('button', { name: USERS[who].name }).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('changing one\'s own password', () => {
  test('from the user menu: checks the fields, keeps this session and ends the others', async ({ page, request }) => {
    const other = await apiLogin(request, 'pat');
    await signIn(page, 'pat', { fresh: true });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Howdy, Pat!' })).toBeVisible();

    let dialog = await openDialog(page);
    const submit = dialog.getByRole('button', { name: 'Change password' });
    await expect(dialog.getByLabel('Current password')).toBeFocused();
    await submit.click();
    await expect(dialog.getByText('Current password is required.')).toBeVisible();
    await expect(dialog.getByText('New password is required.')).toBeVisible();
    await expect(dialog.getByText('Repeat the new password.')).toBeVisible();

    await dialog.getByLabel('New password', { exact: true }).fill('short');
    await expect(dialog.getByText('The new password needs at least 8 characters.')).toBeVisible();
    await dialog.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByLabel('Repeat new password').fill(`${NEW_PASSWORD}x`);
    await expect(dialog.getByText('The passwords do not match.')).toBeVisible();
    await dialog.getByLabel('Repeat new password').fill(NEW_PASSWORD);
    await expect(dialog.getByText('The passwords do not match.')).toHaveCount(0);

    // A wrong current password is named on its field; the user stays signed in.
    await dialog.getByLabel('Current password').fill('not-my-password');
    await submit.click();
    await expect(dialog.getByText('The current password is incorrect.')).toBeVisible();
    await expect(dialog.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');

    await dialog.getByLabel('Current password').fill(USERS.pat.password);
    await submit.click();
    await expect(toastWith(page, 'Your password has been changed.')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // This session goes on; the other one has ended; the new password signs in.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Tags' }).click();
    await page.getByRole('link', { name: 'Search' }).click();
    await expect(page.getByRole('heading', { name: 'Tag', exact: true })).toBeVisible();
    expect((await request.get('/v1/languages', { headers: { authorization: authorizationHeader(other.accessToken) } })).status()).toBe(401);
    const signedIn = await request.post('/v1/login', { data: { username: 'pat', password: NEW_PASSWORD } });
    expect(signedIn.status()).toBe(200);

    // Cancel leaves the password as it is (asking first, as something was typed).
    dialog = await openDialog(page);
    await dialog.getByLabel('Current password').fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog', { name: 'Unsaved changes' }).getByRole('button', { name: 'Leave' }).click();
    await expect(dialog).toHaveCount(0);

    // Back to the first password, so the test can run again on the same server.
    const token = (await signedIn.json()).data.accessToken;
    const back = await request.post('/v1/users/me/password', { headers: { authorization: authorizationHeader(token) }, data: { currentPassword: NEW_PASSWORD, newPassword: USERS.pat.password } });
    expect(back.status()).toBe(200);
  });

  test('the dialog asks before it closes with a password typed, by Esc, its close button or Cancel', async ({ page }) => {
    await signIn(page, 'staff');
    await page.goto('/');
    // untouched: Cancel closes at once
    let dialog = await openDialog(page, 'staff');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'Unsaved changes' })).toHaveCount(0);

    dialog = await openDialog(page, 'staff');
    const current = dialog.getByLabel('Current password');
    await current.fill('half a password');
    await closingAsks(page, dialog, current);
    // the next opening starts empty
    dialog = await openDialog(page, 'staff');
    await expect(dialog.getByLabel('Current password')).toHaveValue('');
  });
});
