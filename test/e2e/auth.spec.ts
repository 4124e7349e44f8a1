import { USERS, expect, signIn, test, toastWith } from './support.ts';

test.describe('signing in and out', () => {
  test('signed out, every page redirects to the login screen', async ({ page }) => {
    await page.goto('/tags?sort=name');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await expect(page).toHaveTitle('Sign In');
    // No shell while signed out.
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);

    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an empty submit shows the validation texts and marks the fields', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Username is required.')).toBeVisible();
    await expect(page.getByText('Password is required.')).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Username').fill('staff');
    await expect(page.getByText('Username is required.')).toHaveCount(0);
    await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'false');
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', /^https:\/\//);
  });

  test('a wrong password shows the failure toast with the server message', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill('staff');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const toast = toastWith(page, 'Login not successfully!');
    await expect(toast).toContainText('Error');
    await expect(toast).toContainText('The username or password is incorrect.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the login screen starts in Username', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Username')).toBeFocused();
  });

  test('a right password after a wrong one: the stale failure toast goes when the success comes', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill(USERS.staff.username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    // the pointer on the failure holds it (it would otherwise pass on its own); Enter signs in
    await toastWith(page, 'Login not successfully!').hover();
    await page.getByLabel('Password').fill(USERS.staff.password);
    await page.getByLabel('Password').press('Enter');
    await expect(toastWith(page, 'Login successfully!')).toBeVisible();
    // at the moment the success shows, not after the failure's own life ran out
    expect(await toastWith(page, 'Login not successfully!').count()).toBe(0);
  });

  test('staff signs in, sees the greeting and the password warning once, then signs out', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill(USERS.staff.username);
    await page.getByLabel('Password').fill(USERS.staff.password);
    await page.getByRole('button', { name: 'Sign In' }).click();

    await expect(toastWith(page, 'Login successfully!')).toBeVisible();
    await expect(page).toHaveURL(/:\d+\/(\?|$)/);
    await expect(page).toHaveTitle('Dashboard');
    await expect(page.getByRole('heading', { name: 'Howdy, Sam!' })).toBeVisible();
    // New accounts expire 30 days after their password was set: inside the warning window.
    await expect(toastWith(page, /Your password will expire in .+\. Please reset your password now\.\.\./)).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Howdy, Sam!' })).toBeVisible();
    await expect(toastWith(page, 'Your password will expire')).toHaveCount(0);

    await page.getByRole('button', { name: USERS.staff.name }).click();
    await expect(page.getByText('Howdy, Sam!').last()).toBeVisible();
    await expect(page.getByText('Logged in as Staff')).toBeVisible();
    await page.getByRole('link', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

    await page.goto('/tags');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('admin signs in and gets the shell with the full menu', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill(USERS.admin.username);
    await page.getByLabel('Password').fill(USERS.admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Howdy, Ada!' })).toBeVisible();
    await expect(page.getByRole('button', { name: USERS.admin.name })).toBeVisible();

    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const top = ['Dashboard', 'Message', 'Message Translations', 'Message Workflow', 'Message Workflow Set', 'Event Message Workflows', 'Action trigger messages', 'Reference Sets', 'Reference Layouts', 'Test Contacts', 'Sms Template', 'Tags', 'Report', 'Settings'];
    await expect(menu.locator(':scope > ul > li')).toHaveText(top);
    await menu.getByRole('button', { name: 'Settings' }).click();
    await expect(menu.getByRole('link', { name: 'Sender Info' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Recipient Info' })).toBeVisible();
  });

  test('a session ended on the server sends the user to the login screen', async ({ page }) => {
    const session = await signIn(page, 'staff', { fresh: true });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Howdy, Sam!' })).toBeVisible();
    // Another tab signed out: the token is dead; the next request answers 401.
    await page.request.get('/v1/logout', { headers: { authorization: `Bearer ${session.accessToken}` } });
    // the next request of the page finds it: the user's, or one the page makes by itself (the alert
    // bell's refresh), which may come first and leave the menu before it is clicked
    const toTags = async () => {
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Tags' }).click({ timeout: 5000 });
      await page.getByRole('link', { name: 'Search' }).click({ timeout: 5000 });
    };
    await toTags().catch(() => undefined);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  });
});
