import { expect, signIn, test, type Page } from './support.ts';
import { SECURITY_HEADERS } from '../../infra/security-headers.ts';

/**
 * The SPA under the security headers CloudFront adds (the local server sends the same): the pages
 * with overlays, the colour picker and the code editors load and work without a single Content
 * Security Policy violation.
 */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(`${event.violatedDirective} blocked ${event.blockedURI}`),
    );
  });
  return violations;
}

test('the pages work under the Content Security Policy', async ({ page }) => {
  const violations = await recordViolations(page);
  const login = await page.goto('/login');
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(login!.headers()[name.toLowerCase()]).toBe(value);
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();

  await signIn(page, 'staff');
  await page.goto('/tags/form');
  await expect(page.getByRole('heading', { name: 'Create Tag' })).toBeVisible();
  await page.getByRole('button', { name: 'Pick a colour' }).click();
  await expect(page.locator('.color-field__panel .p-colorpicker-color-selector')).toBeVisible();

  for (const [path, heading] of [
    ['/messages/form', /Message/],
    ['/reference-set-templates/form', /Reference Set/],
    ['/reference-layouts', /Reference Layout/],
    ['/sms-templates', /Sms Template|SMS Template/i],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
  }
  expect(violations).toEqual([]);
});
