import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { conditionally } from './unit-of-work.ts';
import { pages } from './query.ts';
import { REPORT_CELL } from './stored-types.ts';
import { noReportCounts, REPORT_FIGURES, type ReportCounts, type ReportFigure } from '../../shared/reports.ts';
import { readReasonKey } from '../../shared/report-reasons.ts';

/**
 * Report cells (docs/reports.md, "Counters"): the per-day counters reports read. One item per
 * Amsterdam day of sending, event, workflow, message and channel, pk `report#<YYYY-MM>`, sk
 * `<YYYY-MM-DD>#<event>#<workflow>#<message>#<channel>`; each figure of each language an attribute
 * (`<language>:<figure>`, `0` for not rendered yet) moved by atomic ADD. A report of 90 days reads
 * three or four month partitions with a key range: its cost follows the days and what was sent on
 * them (about one item per item sent), never the deliveries.
 *
 * Only a batch's ledger writes a cell (report-ledger.ts), one push at a time, and each push names
 * itself: the batch's attribute `b/<owner>/<batch>` on the cell holds the last push it absorbed,
 * and the ADD is conditional on it being older. A push applied twice (a retry, a helper, a stalled
 * writer waking up) is refused the second time, for ever: the marks are never removed, and there
 * is one per batch, not one per change. Reasons are counted beside the figures, one attribute per
 * language and reason (`<language>:r:<figure>:<label>`, shared/report-reasons.ts), by the same ADD.
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
}

/** The figures of one language of a cell: what reports add up and group. */
export interface Cell extends CellAddress {
  languageId: number;
  counts: ReportCounts;
  /** Its reasons' counts, by `r:<figure>:<label>` (shared/report-reasons.ts). */
  reasons: Record<string, number>;
}

const keyOf = (cell: CellAddress) => REPORT_CELL.key({ month: cell.day.slice(0, 7), ...cell });

/** The attribute that holds the last push of a batch the cell absorbed. */
export const absorbedMark = (owner: string, batch: number) => `b/${owner}/${batch}`;
const figureAttribute = (languageId: number, figure: ReportFigure) => `${languageId}:${figure}`;
const FIGURE_ATTRIBUTE = /^(\d+):([A-Za-z]+)$/;
const REASON_ATTRIBUTE = /^(\d+):(r:.+)$/s;

/**
 * Adds `delta` (by language) to the cell as push `seq` of the batch `mark`; answers false when the
 * cell had absorbed that push (or a later one) already, and adds nothing then.
 */
export async function addToCell(cell: CellAddress, delta: Map<number, Record<string, number>>, mark: string, seq: number): Promise<boolean> {
  const names: Record<string, string> = { '#mark': mark, '#day': 'day' };
  const values: Record<string, unknown> = { ':seq': seq, ':day': cell.day, ':event': cell.eventId, ':workflow': cell.workflowId, ':message': cell.messageId, ':channel': cell.channel };
  // every figure of a language the push names, zeros too: a cell's size follows its languages, not how many of its figures are not zero yet
  const adds: string[] = [];
  for (const [languageId, counts] of delta)
    for (const name of REPORT_FIGURES) {
      const i = adds.length;
      names[`#c${i}`] = figureAttribute(languageId, name);
      values[`:c${i}`] = counts[name] ?? 0;
      adds.push(`#c${i} :c${i}`);
    }
  // a reason only when the push moves it
  for (const [languageId, counts] of delta)
    for (const [name, value] of Object.entries(counts)) {
      if (!readReasonKey(name) || !value) continue;
      const i = adds.length;
      names[`#c${i}`] = `${languageId}:${name}`;
      values[`:c${i}`] = value;
      adds.push(`#c${i} :c${i}`);
    }
  return conditionally(() =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keyOf(cell),
        UpdateExpression: `SET #mark = :seq, #day = :day, eventId = :event, workflowId = :workflow, messageId = :message, channel = :channel${adds.length ? ` ADD ${adds.join(', ')}` : ''}`,
        ConditionExpression: 'attribute_not_exists(#mark) OR #mark < :seq',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    ),
  );
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

/** A cell item's figures, a Cell per language that counts anything, with the batches that pushed to it when asked. */
function cellsOf(item: Record<string, unknown>, marks: boolean): (Cell & { batches?: string[] })[] {
  const address: CellAddress = { day: String(item.day), eventId: Number(item.eventId), workflowId: Number(item.workflowId), messageId: Number(item.messageId), channel: item.channel as CellAddress['channel'] };
  const byLanguage = new Map<number, { counts: ReportCounts; reasons: Record<string, number> }>();
  const language = (id: number) => byLanguage.get(id) ?? byLanguage.set(id, { counts: noReportCounts(), reasons: {} }).get(id)!;
  const batches: string[] = [];
  for (const [name, value] of Object.entries(item)) {
    const figure = FIGURE_ATTRIBUTE.exec(name);
    const reason = !figure && REASON_ATTRIBUTE.exec(name);
    if (figure) {
      const { counts } = language(Number(figure[1]));
      if (figure[2] in counts) counts[figure[2] as ReportFigure] = Number(value);
    } else if (reason && readReasonKey(reason[2])) {
      if (Number(value) !== 0) language(Number(reason[1])).reasons[reason[2]] = Number(value);
    } else if (marks && name.startsWith('b/')) batches.push(name.slice(2));
  }
  return [...byLanguage]
    .sort(([a], [b]) => a - b)
    .map(([languageId, { counts, reasons }]) => ({ ...address, languageId, counts, reasons, ...(marks ? { batches } : {}) }));
}

/**
 * The cells of the days from `fromDay` to `toDay`, in key order (day, event, workflow, message,
 * channel, then language): one key range per month, read side by side. With `marks`, each cell
 * also answers the batches (`<owner>/<batch>`) that pushed to it: the deliveries behind it.
 */
export async function cellsBetween(fromDay: string, toDay: string, options: { marks?: boolean; eventId?: number } = {}): Promise<(Cell & { batches?: string[] })[]> {
  const read = async (month: string) => {
    const found: (Cell & { batches?: string[] })[] = [];
    for await (const page of pages({ key: REPORT_CELL.partition({ month }), range: { between: [fromDay, `${toDay}~`] } })) {
      for (const item of page) if (options.eventId === undefined || Number(item.eventId) === options.eventId) found.push(...cellsOf(item, options.marks ?? false));
    }
    return found;
  };
  return (await Promise.all(monthsOf(fromDay, toDay).map(read))).flat();
}
