import { Api, expect, signIn, test, unique, type Page } from './support.ts';

/**
 * Every list fits a 1280 x 720 window (a common laptop), for a super-admin (the widest variant:
 * checkbox column and Clone/Delete): no horizontal scrolling of the page, the last column's
 * controls on screen and not clipped, the filters wide enough to read.
 */
const QUERY = 'query($contactIds: [Int!]!) { contacts(ids: $contactIds) { id email firstName lastName } }';
/** A realistic long name: the columns must share the width, not push the actions out. */
const longName = (label: string) => unique(`${label} for the spring partner summit in Amsterdam`);

type Maker = (api: Api) => Promise<string | undefined>;

const LISTS: Record<string, Maker> = {
  '/tags': async (api) => (await api.createTag({ name: unique('A tag of some length') })).name,
  '/sms-templates': async (api) =>
    (await api.post<{ name: string }>('/v1/sms-templates', { name: longName('SMS'), status: 1, translations: [{ languageId: 1, body: 'Hi {{ContactFirstName}}' }] })).name,
  '/reference-layouts': async (api) =>
    (await api.post<{ name: string }>('/v1/reference-layouts', { name: longName('Layout'), description: 'A layout with a longer description that needs some room in the list', code: '<b>{{ value }}</b>' })).name,
  '/reference-set-templates': async (api) => {
    await api.post('/v1/graphql', { query: QUERY, variables: { contactIds: [1] } });
    const set = await api.post<{ name: string }>('/v1/reference-set-templates', {
      name: longName('Reference set'),
      status: 1,
      graphQuery: QUERY,
      variables: '{"contactIds":[1]}',
      referencesSetMapping: [{ field: 'ContactId', mapping: 'contacts[].id' }, { field: 'ContactFirstName', mapping: 'contacts[].firstName' }],
    });
    return set.name;
  },
  '/sender-info': async (api) =>
    (await api.post<{ name: string }>('/v1/sender-info', { name: longName('Sender'), graphQuery: QUERY, senderReferences: [{ field: 'masterContactId', mapping: 'contacts[].id' }, { field: 'senderEmail', mapping: 'contacts[].email' }] })).name,
  '/recipient-info': async (api) =>
    (await api.post<{ name: string }>('/v1/recipients', { name: longName('Recipient'), graphQuery: QUERY, recipientReferences: [{ field: 'masterContactId', mapping: 'contacts[].id' }, { field: 'contactEmail', mapping: 'contacts[].email' }] })).name,
  '/test-contacts': async (api) => {
    const [event] = (await api.get<{ items: { id: number }[] }>('/v1/events')).items;
    return (await api.post<{ name: string }>('/v1/test-contacts', { name: longName('Test contact'), eventId: event.id, masterContactId: 1 })).name;
  },
  '/messages': async (api) => {
    const tags = [await api.createTag({ name: unique('Spring') }), await api.createTag({ name: unique('Partners') })];
    return (await api.post<{ name: string }>('/v1/messages', { name: longName('Message'), type: 1, status: 2, tags: tags.map((tag) => tag.id) })).name;
  },
  '/message-translations': async (api) =>
    (await api.post<{ name: string }>('/v1/messages', { name: longName('Translated'), type: 1, status: 2, messageTranslations: [{ languageId: 2, templateId: 'service-practical-info' }] })).name,
  // The two triggers are always there.
  '/action-trigger-messages': async () => undefined,
};

/** True when the middle of the element is the element itself (not clipped away or covered). */
const hitsItself = (page: Page, selector: string, index: number) =>
  page.evaluate(
    ([selector, index]) => {
      const element = document.querySelectorAll(selector)[index] as HTMLElement;
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return !!hit && (hit === element || element.contains(hit));
    },
    [selector, index] as const,
  );

test.describe('lists at 1280 x 720', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  for (const [path, make] of Object.entries(LISTS)) {
    test(`${path} fits: actions visible, filters readable, no sideways scrolling`, async ({ page, request }) => {
      const api = await Api.as(request, 'admin');
      const marker = await make(api);
      await signIn(page, 'admin');
      await page.goto(path);
      const rows = page.locator('tbody tr');
      await expect(marker ? rows.filter({ hasText: marker }).first() : rows.first()).toBeVisible();

      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(1280);

      const lastCell = 'tbody tr:first-child td:last-child';
      const controls = page.locator(`${lastCell} :is(button, input)`);
      await expect(controls.first()).toBeVisible();
      for (let i = 0; i < (await controls.count()); i++) {
        await expect(controls.nth(i)).toBeInViewport({ ratio: 1 });
        expect(await hitsItself(page, `${lastCell} :is(button, input)`, i), `control ${i} of the last column is clipped or covered`).toBe(true);
      }

      // Each filter shows its whole placeholder or choice ('Filter', 'All'), not a clipped part of it.
      const clipped = await page.evaluate(() => {
        const context = document.createElement('canvas').getContext('2d')!;
        const textWidth = (element: Element, text: string) => {
          context.font = getComputedStyle(element).font;
          return context.measureText(text).width;
        };
        const row = document.querySelector('.p-column-filter-row')!;
        const inputs = [...row.querySelectorAll('input')].filter((input) => !input.closest('.p-hidden-accessible'));
        const labels = [...row.querySelectorAll('.p-dropdown-label')];
        const narrow = (element: HTMLElement, text: string) => {
          const style = getComputedStyle(element);
          return element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) < textWidth(element, text) - 0.5;
        };
        return [
          ...inputs.filter((input) => narrow(input, input.value || input.placeholder)).map((input) => input.getAttribute('aria-label')),
          ...labels.filter((label) => narrow(label as HTMLElement, label.textContent ?? '')).map((label) => label.textContent),
        ];
      });
      expect(clipped, 'filters too narrow to read').toEqual([]);

      // The whole table fits: nothing to scroll to sideways either.
      const table = page.locator('.p-datatable-wrapper');
      expect(await table.evaluate((wrapper) => wrapper.scrollWidth - wrapper.clientWidth)).toBeLessThanOrEqual(0);
    });
  }
});
