import { eventWorkflowApi } from './event-workflow-support.ts';
import { expect, holdAnswers, signIn, test, toastWith, unique, type Page } from './support.ts';

/**
 * The command palette (issue 18, "Keyboard"): Ctrl+K opens it on any signed-in screen; it finds
 * events, workflows and messages by name or #id through the lists' endpoints and starts a new
 * workflow; the keyboard alone reaches every result. Run at the three widths of the issue.
 */
const palette = (page: Page) => page.getByRole('combobox', { name: 'Go to an event, a workflow or a message' });
const results = (page: Page) => page.getByRole('listbox', { name: 'Results' }).getByRole('option');

async function openPalette(page: Page) {
  await page.keyboard.press('Control+K');
  await expect(palette(page)).toBeFocused();
}

/** Moves the active result with the arrow keys until it is the one named. */
async function arrowTo(page: Page, name: RegExp) {
  await expect(results(page).filter({ hasText: name })).toHaveCount(1);
  for (let step = 0; step < 20; step++) {
    if (await results(page).filter({ hasText: name }).getAttribute('aria-selected') === 'true') return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`no result ${name}`);
}

for (const width of [1440, 1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test('goes to a workflow by name, a message by #id and an event by #id, with the keyboard only', async ({ page, request }) => {
      const api = await eventWorkflowApi(request);
      const workflow = await api.workflow({ name: unique('Palette workflow') });
      const message = await api.activeMessage(unique('Palette message'));
      const event = await api.event({ name: unique('Palette Summit') });
      await signIn(page, 'staff');
      await page.goto('/tags');
      await expect(page.getByRole('heading', { name: 'Tag', exact: true })).toBeVisible();

      await openPalette(page);
      await page.keyboard.type(workflow.name);
      await arrowTo(page, new RegExp(`Workflow#${workflow.id} ${workflow.name}`));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`/message-workflows/edit/${workflow.id}`);
      await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(workflow.name);
      await expect(palette(page)).toHaveCount(0);

      await openPalette(page);
      await page.keyboard.type(`#${message.id}`);
      await arrowTo(page, new RegExp(`Message#${message.id} ${message.name}`));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`/messages/edit/${message.id}`);

      await openPalette(page);
      await page.keyboard.type(`#${event.id}`);
      await arrowTo(page, new RegExp(`Event#${event.id} ${event.name}`));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`/event-message-workflows/edit/${event.id}`);
      await expect(page.getByText(event.name).first()).toBeVisible();
    });

    test('starts a new workflow and saves it without the mouse; Escape closes the palette', async ({ page }) => {
      await signIn(page, 'staff');
      await page.goto('/');
      await expect(page.getByRole('heading', { name: /Howdy/ })).toBeVisible();

      await openPalette(page);
      await page.keyboard.press('Escape');
      await expect(palette(page)).toHaveCount(0);

      await openPalette(page);
      await expect(results(page).first()).toHaveText(/New workflow/);
      await expect(results(page).first()).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/message-workflows/form');

      const name = unique('Keyboard workflow');
      const nameField = page.getByRole('textbox', { name: 'Name', exact: true });
      await expect(nameField).toBeVisible();
      // Tab from the top of the page to the Name field, type, then Tab on to Save and press Enter
      await page.keyboard.press('Tab');
      for (let step = 0; step < 40 && !(await nameField.evaluate((field) => field === document.activeElement)); step++) await page.keyboard.press('Tab');
      await expect(nameField).toBeFocused();
      await page.keyboard.type(name);
      const save = page.getByRole('button', { name: 'Save', exact: true });
      for (let step = 0; step < 80 && !(await save.evaluate((button) => button === document.activeElement)); step++) await page.keyboard.press('Tab');
      await expect(save).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(toastWith(page, 'The message workflow has been saved successfully')).toBeVisible();
      await expect(page).toHaveURL(/\/message-workflows(\?|$)/);
    });
  });
}

test('opened while a form still loads its record, keeps the focus when the form appears (the form does not take it)', async ({ page, request }) => {
  const api = await eventWorkflowApi(request);
  const message = await api.activeMessage(unique('Slow message'));
  await signIn(page, 'staff');
  // the record arrives only once the palette is open
  const release = await holdAnswers(page, `**/v1/messages/${message.id}?*`);
  await page.goto(`/messages/edit/${message.id}`);
  await expect(page.getByRole('button', { name: 'Go to… (Ctrl+K)' })).toBeVisible();
  await openPalette(page);
  release();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(message.name);
  await expect(palette(page)).toBeFocused();
  await page.keyboard.type('#1');
  await expect(palette(page)).toHaveValue('#1');
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(message.name);
});
