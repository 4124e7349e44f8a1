import { expect, signIn, test, type Page } from './support.ts';
import { workflowApi } from './workflow-support.ts';

/**
 * The typeahead choosers (web/src/components/object-chooser.tsx), through the workflow form's
 * message chooser: a click on a suggestion chooses it, wherever the page has been scrolled to.
 */

/** Scrolls the window so the message chooser's bottom edge sits `gap` px above the window's bottom. */
const chooserAboveBottom = (page: Page, gap: number) =>
  page.evaluate((gap) => {
    const box = document.querySelector('.message-chooser .p-autocomplete-multiple-container')!.getBoundingClientRect();
    window.scrollBy(0, box.bottom - (window.innerHeight - gap));
  }, gap);

test('a suggestion is chosen when the page was scrolled while the suggestions were open', async ({ page, request }) => {
  const message = await (await workflowApi(request)).activeMessage();
  await signIn(page, 'staff');
  await page.goto('/message-workflows/form');
  const input = page.getByRole('combobox', { name: 'Message' });
  await expect(input).toBeVisible();
  // Room below the chooser: the suggestions open under it.
  await chooserAboveBottom(page, 300);
  await input.fill(message.name);
  const suggestion = page.locator('.p-autocomplete-panel').getByRole('option', { name: `#${message.id} ${message.name}` });
  await expect(suggestion).toBeVisible();
  // The page moves (a wheel, a late layout change) and the chooser ends near the bottom; the
  // suggestions move with it and stay in sight.
  await chooserAboveBottom(page, 50);
  await expect(suggestion).toBeInViewport();

  await suggestion.click();
  await expect(page.locator('.message-chooser .p-autocomplete-token')).toHaveText(`#${message.id} ${message.name}`);
  await expect(input).toHaveValue('');
});
