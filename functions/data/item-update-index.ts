import { query } from './query.ts';
import { ITEM } from './stored-types.ts';
import { keyOfItem } from './stored-type.ts';
import { inKeyOrder, monthsBetween, type SendEntry, type SendWindow } from './item-send-index.ts';

/**
 * The items of a send window in the order of their last change (updated at, then id, either way):
 * the update index (gsi5, `emw-upd#<send month>` / `<updatedAt:10>#<id:12>`, which carries each
 * item's keys and send time). Each month partition the window touches is read in that order, its
 * entries outside the window left out, until it has given `take` entries of the window; the months'
 * entries are then merged. The read follows the page asked, not the window: the first `take`
 * entries of each month, and no more than the month's entries outside the window besides.
 */
export async function readByUpdate(window: SendWindow, options: { descending: boolean; take: number }): Promise<SendEntry[]> {
  const { descending, take } = options;
  const months = monthsBetween(window.start, window.end);
  const read = async (month: string): Promise<SendEntry[]> => {
    const found: SendEntry[] = [];
    let cursor: Record<string, unknown> | undefined;
    do {
      const page = await query({ index: 'gsi5', key: ITEM.indexPartition('gsi5', { month }), descending, limit: take, attributes: ['pk', 'sk', 'gsi5sk', 'scheduledTime'], cursor });
      for (const item of page.items) {
        const at = Number(item.scheduledTime);
        if (at >= window.start && at <= window.end) found.push({ sendKey: String(item.gsi5sk), key: keyOfItem(item) });
      }
      cursor = page.cursor;
    } while (cursor && found.length < take);
    return found.slice(0, take);
  };
  return inKeyOrder((await Promise.all(months.map(read))).flat(), descending).slice(0, take);
}
