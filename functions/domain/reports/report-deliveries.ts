import { ledgersOf } from '../../data/delivery-batches.ts';
import { contactSk, deliveryPages, keyOf, type Delivery } from '../../data/deliveries.ts';
import { getContactNames } from '../../data/directory/store.ts';
import { deliveryReason, engagementsOf, ledgerCounts, reasonSetsOf, type BatchReport } from '../../data/report-ledger.ts';
import { selectedCells } from './delivery-report.ts';
import type { DeliveriesQuery } from './report-query.ts';
import {
  ENGAGEMENTS,
  reportStatusOf,
  type DeliveryFigure,
  type Engagement,
  type ReportDelivery,
  type ReportFilters,
} from '../../../shared/reports.ts';
import type { ListPage } from '../../../shared/list-query.ts';
import { REASON_STATUSES, reasonKey } from '../../../shared/report-reasons.ts';

/**
 * GET /v1/deliveries (docs/reports.md): the deliveries behind a figure. The report cells of the
 * days asked for say which batches (and so which owners: items, one-off sends) pushed to them,
 * and how many of the figure each holds; the list walks those owners in the order of the cells
 * (day, event, workflow, message), skipping whole owners by their ledgers' counts, and reads the
 * deliveries only of the owners its page shows. The total is the cells' own: the figure's count.
 * The export (`exportDeliveries`) walks every owner, one page of deliveries at a time. With a
 * reason, the same walk counts by the reason's counters instead of the figure's, and keeps the
 * rows whose reason is that label: a status's from the delivery's own reason, labelled as its
 * recount labelled it; a bounce's or a complaint's from the set the ledger recorded it in.
 */
type Reason = DeliveriesQuery['reason'];
/** What a cell or a ledger counts of what is asked: the figure, or the reason of one. */
const measureOf = (figure: DeliveryFigure | undefined, reason: Reason) => (reason ? reasonKey(reason.figure, reason.label) : (figure ?? 'total'));

/** An owner behind the selected cells: its batches' ledgers are read when the walk reaches it. */
interface Owner {
  owner: string;
}

/** The owners behind the selected cells, in the order of the cells (newest day first unless `ascending`). */
async function ownersOf(filters: ReportFilters, figure: DeliveryFigure | undefined, descending: boolean, reason?: Reason): Promise<{ owners: Owner[]; total: number }> {
  const cells = await selectedCells(filters, { marks: true });
  const seen = new Set<string>();
  const owners: Owner[] = [];
  let total = 0;
  for (const cell of cells) {
    const count = reason ? (cell.reasons[measureOf(figure, reason)] ?? 0) : cell.counts[figure ?? 'total'];
    total += count;
    if (count <= 0) continue;
    for (const mark of cell.batches ?? []) {
      const owner = mark.slice(0, mark.lastIndexOf('/'));
      if (!seen.has(owner)) owners.push({ owner }), seen.add(owner);
    }
  }
  if (!descending) return { owners, total };
  // newest day first; what was sent on one day stays in the order of its keys
  const byDay = new Map<string, Owner[]>();
  const dayOf = new Map<string, string>();
  for (const cell of cells) for (const mark of cell.batches ?? []) dayOf.set(mark.slice(0, mark.lastIndexOf('/')), cell.day);
  for (const owner of owners) {
    const day = dayOf.get(owner.owner)!;
    (byDay.get(day) ?? byDay.set(day, []).get(day)!).push(owner);
  }
  return { owners: [...byDay.keys()].sort().reverse().flatMap((day) => byDay.get(day)!), total };
}

/** What the list needs of an owner's batches: their report, what SES and the directory said of whom, and the figure's count. */
interface OwnerLedger {
  report: BatchReport;
  engagements: Record<Engagement, Set<string>>;
  /** With a bounce's or a complaint's reason: the deliveries recorded with it. */
  reasoned: Set<string>;
  count: number;
}

async function ledgerOf(owner: string, filters: ReportFilters, figure: DeliveryFigure | undefined, reason?: Reason): Promise<OwnerLedger | undefined> {
  const records = await ledgersOf(owner);
  const report = records.find((record) => record.report)?.report as BatchReport | undefined;
  if (!report) return undefined;
  const engagements = Object.fromEntries(ENGAGEMENTS.map((name) => [name, new Set<string>()])) as Record<Engagement, Set<string>>;
  const reasoned = new Set<string>();
  const measure = measureOf(figure, reason);
  let count = 0;
  for (const record of records) {
    for (const [name, sks] of Object.entries(engagementsOf(record))) for (const sk of sks) engagements[name as Engagement].add(sk);
    if (reason) for (const sk of reasonSetsOf(record).get(measure) ?? []) reasoned.add(sk);
    for (const [suffix, counts] of Object.entries(ledgerCounts(record))) {
      const [channel, language] = suffix.split(':');
      if ((filters.channel === undefined || channel === filters.channel) && (filters.languageId === undefined || Number(language) === filters.languageId)) count += counts[measure] ?? 0;
    }
  }
  return { report, engagements, reasoned, count };
}

/** The sort keys of contacts' deliveries, made once per contact (a row needs its key to find its engagements). */
const contactKeys = new Map<number, string>();
function skOf(delivery: Delivery): string {
  if (delivery.kind !== 'contact') return keyOf(delivery).sk;
  let sk = contactKeys.get(delivery.contactId);
  if (sk === undefined) {
    if (contactKeys.size > 100_000) contactKeys.clear();
    contactKeys.set(delivery.contactId, (sk = contactSk(delivery.contactId)));
  }
  return sk;
}

/** What a row reads of a delivery. */
const ROW_ATTRIBUTES = ['status', 'channel', 'languageId', 'reason', 'sentAt', 'providerMessageId'] as const;

function rowOf(delivery: Delivery, ledger: OwnerLedger): ReportDelivery {
  const sk = skOf(delivery);
  const flags = Object.fromEntries(ENGAGEMENTS.map((name) => [name, ledger.engagements[name].has(sk)])) as Record<Engagement, boolean>;
  return {
    itemId: /^[1-9]\d*$/.test(delivery.owner) ? Number(delivery.owner) : null,
    eventId: ledger.report.eventId,
    messageWorkflowId: ledger.report.workflowId || null,
    messageId: ledger.report.messageId || null,
    contactId: delivery.contactId,
    senderCopy: delivery.kind === 'sender',
    firstName: null,
    lastName: null,
    address: delivery.to ?? null,
    channel: (delivery.channel ?? ledger.report.channel) as ReportDelivery['channel'],
    languageId: delivery.languageId ?? 0,
    status: reportStatusOf(delivery.status),
    reason: delivery.reason ?? null,
    day: ledger.report.day,
    sentAt: delivery.sentAt ?? null,
    providerMessageId: delivery.providerMessageId ?? null,
    ...flags,
  };
}

/** Whether a row is one the figure and the filters of channel and language select. */
const selects = (row: ReportDelivery, filters: ReportFilters, figure: DeliveryFigure | undefined) =>
  (filters.channel === undefined || row.channel === filters.channel) &&
  (filters.languageId === undefined || row.languageId === filters.languageId) &&
  (figure === undefined || ((ENGAGEMENTS as readonly string[]).includes(figure) ? row[figure as Engagement] : row.status === figure));

/** Whether a delivery's reason is the one asked (always, when none is). */
function hasReason(delivery: Delivery, ledger: OwnerLedger, reason: Reason): boolean {
  if (!reason) return true;
  if (REASON_STATUSES.includes(reason.figure)) return deliveryReason(delivery) === reason.label;
  return ledger.reasoned.has(skOf(delivery));
}

type Names = Map<number, { firstName: string; lastName: string } | null>;
/** Names an export keeps at most: the items of an event go to the same people, so most rows find theirs here. */
const NAMES_KEPT = 50_000;

/** The directory's names of the rows' contacts (a contact that is gone keeps none), read once per export while `known` holds them. */
async function addNames(rows: ReportDelivery[], known: Names = new Map()): Promise<ReportDelivery[]> {
  const missing = [...new Set(rows.map((row) => row.contactId))].filter((id) => !known.has(id));
  if (missing.length) {
    const found = await getContactNames(missing);
    for (const id of missing) {
      if (known.size >= NAMES_KEPT) known.delete(known.keys().next().value!);
      known.set(id, found.get(id) ?? null);
    }
  }
  for (const row of rows) {
    const contact = known.get(row.contactId);
    row.firstName = contact?.firstName ?? null;
    row.lastName = contact?.lastName ?? null;
  }
  return rows;
}

/** The rows of one owner the figure and filters select, a page of its deliveries at a time. */
async function* rowsOf(owner: string, ledger: OwnerLedger, filters: ReportFilters, figure: DeliveryFigure | undefined, reason?: Reason): AsyncGenerator<ReportDelivery[]> {
  for await (const page of deliveryPages(owner, ROW_ATTRIBUTES)) {
    const rows = page.filter((delivery) => hasReason(delivery, ledger, reason)).map((delivery) => rowOf(delivery, ledger)).filter((row) => selects(row, filters, figure));
    if (rows.length) yield rows;
  }
}

/** One page of the deliveries behind a figure, and how many there are. */
export async function listDeliveries(query: DeliveriesQuery): Promise<ListPage<ReportDelivery>> {
  const { filters, status, page, reason } = query;
  const { owners, total } = await ownersOf(filters, status, query.descending, reason);
  let skip = (page.number - 1) * page.size;
  const items: ReportDelivery[] = [];
  for (const { owner } of owners) {
    if (items.length >= page.size) break;
    const ledger = await ledgerOf(owner, filters, status, reason);
    if (!ledger || ledger.count <= 0) continue;
    if (skip >= ledger.count) {
      skip -= ledger.count;
      continue;
    }
    for await (const rows of rowsOf(owner, ledger, filters, status, reason)) {
      const taken = rows.slice(skip, skip + page.size - items.length);
      skip = Math.max(0, skip - rows.length);
      items.push(...taken);
      if (items.length >= page.size) break;
    }
  }
  return { items: await addNames(items), total };
}

/**
 * Every delivery behind a figure, in the list's order, in pages of rows (each page with its
 * names); nothing is held but the page at hand, the next page being read meanwhile, and the names
 * met so far (at most NAMES_KEPT).
 */
export async function* exportDeliveries(query: Pick<DeliveriesQuery, 'filters' | 'status' | 'descending' | 'reason'>): AsyncGenerator<ReportDelivery[]> {
  const { owners } = await ownersOf(query.filters, query.status, query.descending, query.reason);
  const known: Names = new Map();
  async function* pagesOf(): AsyncGenerator<ReportDelivery[]> {
    for (const { owner } of owners) {
      const ledger = await ledgerOf(owner, query.filters, query.status, query.reason);
      if (!ledger || ledger.count <= 0) continue;
      yield* rowsOf(owner, ledger, query.filters, query.status, query.reason);
    }
  }
  const pages = pagesOf();
  let next = pages.next();
  for (;;) {
    const page = await next;
    if (page.done) return;
    // the store reads the next page while this one is named and written
    next = pages.next();
    yield await addNames(page.value, known);
  }
}
