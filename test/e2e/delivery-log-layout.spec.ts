import { expect, signIn, test, unique, type Page } from './support.ts';
import { sentItem } from './delivery-log-support.ts';

/** The delivery log's layout: addresses never break inside a word, and a column empty on the page takes no room. */

/** Where an address cell's text wraps other than after its '@' or before a dot: 'local@exa|mple.com' for each such break. */
const badBreaks = (page: Page) =>
  page.locator('.delivery-address').evaluateAll((cells) =>
    cells.flatMap((cell) => {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      const chars: { char: string; top: number }[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        for (let i = 0; i < node.textContent!.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          chars.push({ char: node.textContent![i], top: Math.round(range.getBoundingClientRect().top) });
        }
      const text = chars.map((c) => c.char).join('');
      return chars.flatMap((c, i) => (i > 0 && c.top > chars[i - 1].top + 2 && chars[i - 1].char !== '@' && c.char !== '.' ? [`${text.slice(0, i)}|${text.slice(i)}`] : []));
    }),
  );

for (const width of [1440, 1280, 390]) {
  test(`at ${width} px: addresses wrap only between their parts; an empty Reason column is as narrow as its header`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 844 });
    const item = await sentItem(request, unique('Log layout'));
    const [ada] = item.contacts;
    await signIn(page, 'staff');
    // only the sent rows: none has a reason
    await page.goto(`/event-message-workflows/items/${item.id}/deliveries?filter[status]=sent`);
    await expect(page.locator('.list-table tbody tr')).toHaveCount(2);
    await expect(page.locator('.list-table tbody')).toContainText(`${ada.id}@example.com`);
    expect(await badBreaks(page)).toEqual([]);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(width);

    if (width > 640) {
      const reason = page.getByRole('columnheader', { name: 'Reason', exact: true });
      expect((await reason.boundingBox())!.width).toBeLessThan(100);
      // with a failed row on the page, the Reason column takes room again
      await page.goto(`/event-message-workflows/items/${item.id}/deliveries`);
      await expect(page.locator('.list-table tbody tr')).toHaveCount(3);
      await expect.poll(async () => (await reason.boundingBox())!.width).toBeGreaterThan(150);
    }
  });
}
