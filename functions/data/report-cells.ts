import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { isConditionFailure } from './conflict.ts';
import { pages } from './query.ts';
import { REPORT_CELL } from './stored-types.ts';
import { REPORT_FIGURES, type ReportCounts } from '../../shared/reports.ts';

/**
 * Report cells (docs/reports.md, "Counters"): the per-day counters reports read. One item per
 * Amsterdam day of sending, event, workflow, message, channel and language, pk `report#<YYYY-MM>`,
 * sk `<YYYY-MM-DD>#<event>#<workflow>#<message>#<channel>#<language>`, each figure an attribute
 * moved by atomic ADD. A report of 90 days reads three or four month partitions with a key range:
 * its cost follows the days and the groups sent in them, never the deliveries.
 *
 * Only a batch's ledger writes a cell (report-ledger.ts), one push at a time, and each push names
 * itself: the batch's attribute `b/<owner>/<batch>` on the cell holds the last push it absorbed,
 * and the ADD is conditional on it being older. A push applied twice (a retry, a helper, a stalled
 * writer waking up) is refused the second time, for ever: the marks are never removed, and there
 * is one per batch, not one per change.
 */

/** What a cell counts for: the day its deliveries' send began and what they were sent for. */
export interface CellAddress {
  /** 'YYYY-MM-DD', Amsterdam. */
  day: string;
  eventId: number;
  /** 0: a one-off send (an action trigger's message), not an item's. */
  workflowId: number;
  messageId: number;
  channel: 'email' | 'sms';
  languageId: number;
}

export interface Cell extends CellAddress {
  counts: ReportCounts;
}

const keyOf = (cell: CellAddress) => REPORT_CELL.key({ month: cell.day.slice(0, 7), ...cell });

/** The attribute that holds the last push of a batch the cell absorbed. */
export const absorbedMark = (owner: string, batch: number) => `b/${owner}/${batch}`;

/**
 * Adds `delta` to the cell as push `seq` of the batch `mark`; answers false when the cell had
 * absorbed that push (or a later one) already, and adds nothing then.
 */
export async function addToCell(cell: CellAddress, delta: Partial<ReportCounts>, mark: string, seq: number): Promise<boolean> {
  const names: Record<string, string> = { '#mark': mark };
  const values: Record<string, unknown> = { ':seq': seq, ':day': cell.day, ':event': cell.eventId, ':workflow': cell.workflowId, ':message': cell.messageId, ':channel': cell.channel, ':language': cell.languageId };
  const adds = REPORT_FIGURES.filter((name) => delta[name]).map((name, i) => {
    names[`#c${i}`] = name;
    values[`:c${i}`] = delta[name];
    return `#c${i} :c${i}`;
  });
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keyOf(cell),
        UpdateExpression: `SET #mark = :seq, #day = :day, eventId = :event, workflowId = :workflow, messageId = :message, channel = :channel, languageId = :language${adds.length ? ` ADD ${adds.join(', ')}` : ''}`,
        ConditionExpression: 'attribute_not_exists(#mark) OR #mark < :seq',
        ExpressionAttributeNames: { ...names, '#day': 'day' },
        ExpressionAttributeValues: values,
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The 'YYYY-MM' months of the days from `fromDay` to `toDay` (inclusive). */
function monthsOf(fromDay: string, toDay: string): string[] {
  const months: string[] = [];
  let [year, month] = fromDay.slice(0, 7).split('-').map(Number);
  const last = toDay.slice(0, 7);
  for (;;) {
    const current = `${year}-${String(month).padStart(2, '0')}`;
    months.push(current);
    if (current >= last) return months;
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
}

const ADDRESS = ['day', 'eventId', 'workflowId', 'messageId', 'channel', 'languageId'] as const;

function cellOf(item: Record<string, unknown>): Cell {
  const counts = Object.fromEntries(REPORT_FIGURES.map((name) => [name, Number(item[name] ?? 0)])) as unknown as ReportCounts;
  return {
    day: String(item.day),
    eventId: Number(item.eventId),
    workflowId: Number(item.workflowId),
    messageId: Number(item.messageId),
    channel: item.channel as Cell['channel'],
    languageId: Number(item.languageId),
    counts,
  };
}

/**
 * The cells of the days from `fromDay` to `toDay`, in key order (day, event, workflow, message,
 * channel, language): one key range per month, read side by side; only the figures and the
 * address are read, not the batches' marks. With `marks`, each cell also answers the batches
 * (`<owner>/<batch>`) that pushed to it: the deliveries behind it.
 */
export async function cellsBetween(fromDay: string, toDay: string, options: { marks?: boolean; eventId?: number } = {}): Promise<(Cell & { batches?: string[] })[]> {
  const months = monthsOf(fromDay, toDay);
  const attributes = options.marks ? undefined : [...ADDRESS, ...REPORT_FIGURES];
  const read = async (month: string) => {
    const found: (Cell & { batches?: string[] })[] = [];
    for await (const page of pages({ key: REPORT_CELL.partition({ month }), range: { between: [fromDay, `${toDay}~`] }, attributes })) {
      for (const item of page) {
        if (options.eventId !== undefined && Number(item.eventId) !== options.eventId) continue;
        const cell: Cell & { batches?: string[] } = cellOf(item);
        if (options.marks) cell.batches = Object.keys(item).filter((name) => name.startsWith('b/')).map((name) => name.slice(2));
        found.push(cell);
      }
    }
    return found;
  };
  return (await Promise.all(months.map(read))).flat();
}
