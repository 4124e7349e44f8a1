import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { conditionally } from './unit-of-work.ts';
import { isConditionFailure } from './conflict.ts';
import { addToCell, absorbedMark, type CellAddress } from './report-cells.ts';
import { DELIVERY_BATCH } from './stored-types.ts';
import { ENGAGEMENTS, REPORT_FIGURES, REPORT_STATUSES, noReportCounts, type Engagement, type ReportStatus } from '../../shared/reports.ts';
import { REASON_STATUSES, reasonKey, reasonLabel, readReasonKey, type ReasonFigure } from '../../shared/report-reasons.ts';

/**
 * A batch's ledger (docs/reports.md, "Counters"): what the batch record keeps so that the report
 * cells count each of its deliveries exactly once, whatever fails, repeats or comes out of order.
 *
 * - Statuses: the batch's recount (delivery-batches.ts) sets `cells`, its deliveries counted by
 *   status per cell (`<channel>:<language>`), from the deliveries themselves, as it sets the item's
 *   counts. A status write and the recount that follows it are two writes; a crash between them
 *   leaves the batch as the item's counts leave it, behind, until the recount the retry of the
 *   batch (or the resume of its item) makes anyway.
 * - SES events and participation changes: recorded here, once per delivery and kind, by one
 *   conditional write that adds the delivery to the kind's set (`openedBy`) and 1 to its counter
 *   (`ev:opened:<cell>`) together: the write that records the event is the write that counts it.
 * - Pushes: the difference between what the ledger counts and what it pushed to the cells
 *   (`pushed`) goes to the cells in numbered pushes: the push is written on the record first
 *   (`pushing`, conditional on none running and on the last number), then added to each cell
 *   (conditional on the cell not having absorbed that number: report-cells.ts), then the record
 *   notes it pushed (conditional on the push still being there). Whoever finds a push on the record
 *   completes it, and each of its steps refuses a repeat, so a crash anywhere, a retry or a helper
 *   racing a writer that stalled adds nothing twice and loses nothing.
 * - Reasons (shared/report-reasons.ts) travel as figures of their own (`r:<figure>:<label>`):
 *   the recount counts the reasons of its failed, suppressed, unconfirmed and skipped deliveries
 *   into `cells`, and the write that records a bounce or a complaint adds its reason's counter
 *   (`er:<figure>:<cell>:<label>`) and the delivery to its reason's set (`by:<figure>:<label>`).
 */
/** A cell's figures and reasons (`r:<figure>:<label>`): what a ledger counts and pushes. */
export type Tally = Record<string, number>;
export type CellCounts = Record<string, Tally>;

/** What the batch's deliveries were sent for: the cells' address but for the channel and language of each delivery. */
export interface BatchReport {
  day: string;
  eventId: number;
  workflowId: number;
  messageId: number;
  /** The message's channel: the channel of deliveries not yet taken. */
  channel: 'email' | 'sms';
}

interface Push {
  seq: number;
  target: CellCounts;
  delta: CellCounts;
}

/** Where in the report a delivery counts: its channel and the language it was rendered in (0 before). */
export const cellSuffix = (channel: string, languageId: number) => `${channel}:${languageId}`;
/** A push's differences by cell item (a channel) and, in it, by language. */
function byCellItem(report: BatchReport, delta: CellCounts): Map<string, { address: CellAddress; languages: Map<number, Tally> }> {
  const items = new Map<string, { address: CellAddress; languages: Map<number, Tally> }>();
  for (const [suffix, counts] of Object.entries(delta)) {
    const [channel, language] = suffix.split(':');
    const item = items.get(channel) ?? items.set(channel, { address: { day: report.day, eventId: report.eventId, workflowId: report.workflowId, messageId: report.messageId, channel: channel as CellAddress['channel'] }, languages: new Map() }).get(channel)!;
    item.languages.set(Number(language), counts);
  }
  return items;
}

/** The set that records who of a batch an engagement was recorded for. */
export const ENGAGEMENT_SETS: Record<Engagement, string> = {
  delivered: 'deliveredBy',
  opened: 'openedBy',
  clicked: 'clickedBy',
  bounced: 'bouncedBy',
  complained: 'complainedBy',
  participationChanged: 'participatedBy',
};
const EVENT_COUNTER = /^ev:([A-Za-z]+):(.+)$/;
/** A reason's counter of an engagement: `er:<figure>:<channel>:<language>:<label>`. */
const REASON_COUNTER = /^er:([A-Za-z]+):([a-z]+:\d+):(.+)$/s;
/** The set of the deliveries an engagement's reason was recorded for. */
const reasonSet = (figure: ReasonFigure, label: string) => `by:${figure}:${label}`;
const REASON_SET = /^by:([A-Za-z]+):(.+)$/s;

const key = (owner: string, batch: number) => DELIVERY_BATCH.key({ owner, batch });

/** The label a delivery's reason counts under: its own address is never part of it. */
export const deliveryReason = (delivery: { reason?: string | null; to?: string | null }) => reasonLabel(delivery.reason, [delivery.to]);

/** Status counts of a batch's deliveries per cell, and the reasons of those that have one, as its recount sets them. */
export function statusCells(deliveries: { status: string; channel?: string; languageId?: number; reason?: string | null; to?: string | null }[], channel: string): CellCounts {
  const cells: CellCounts = {};
  for (const delivery of deliveries) {
    const suffix = cellSuffix(delivery.channel ?? channel, delivery.languageId ?? 0);
    const counts = (cells[suffix] ??= noReportCounts());
    const status = (delivery.status === 'sending' ? 'pending' : delivery.status) as ReportStatus;
    counts.total++;
    counts[status]++;
    if (REASON_STATUSES.includes(status as ReasonFigure)) {
      const key = reasonKey(status as ReasonFigure, deliveryReason(delivery));
      counts[key] = (counts[key] ?? 0) + 1;
    }
  }
  return cells;
}

/** What the ledger counts now, per cell: the statuses of the last recount and the engagements recorded. */
export function ledgerCounts(record: Record<string, unknown>): CellCounts {
  const counts: CellCounts = {};
  for (const [suffix, cell] of Object.entries((record.cells ?? {}) as Record<string, Tally>)) {
    const into = (counts[suffix] ??= noReportCounts());
    for (const name of ['total', ...REPORT_STATUSES] as const) into[name] += Number(cell[name] ?? 0);
    for (const [name, value] of Object.entries(cell)) if (readReasonKey(name)) into[name] = (into[name] ?? 0) + Number(value);
  }
  for (const [name, value] of Object.entries(record)) {
    const match = EVENT_COUNTER.exec(name);
    if (match && (ENGAGEMENTS as readonly string[]).includes(match[1])) (counts[match[2]] ??= noReportCounts())[match[1] as Engagement] += Number(value);
    const reason = REASON_COUNTER.exec(name);
    if (reason && readReasonKey(reasonKey(reason[1] as ReasonFigure, reason[3]))) {
      const into = (counts[reason[2]] ??= noReportCounts());
      const key = reasonKey(reason[1] as ReasonFigure, reason[3]);
      into[key] = (into[key] ?? 0) + Number(value);
    }
  }
  return counts;
}

/** `a - b`, cell by cell, leaving out what is zero (every figure of a cell that changed stays, a reason only when it changed). */
function difference(a: CellCounts, b: CellCounts): CellCounts {
  const delta: CellCounts = {};
  for (const suffix of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const cell: Tally = noReportCounts();
    let any = false;
    for (const name of new Set([...REPORT_FIGURES, ...Object.keys(a[suffix] ?? {}), ...Object.keys(b[suffix] ?? {})])) {
      const change = (a[suffix]?.[name] ?? 0) - (b[suffix]?.[name] ?? 0);
      if (change !== 0 || (REPORT_FIGURES as readonly string[]).includes(name)) cell[name] = change;
      any ||= change !== 0;
    }
    if (any) delta[suffix] = cell;
  }
  return delta;
}

async function readLedger(owner: string, batch: number): Promise<Record<string, unknown> | undefined> {
  return (await db().send(new GetCommand({ TableName: tableName(), Key: key(owner, batch), ConsistentRead: true }))).Item;
}

/** Tests stop (or stall) a push between its steps, as a crash (or a paused process) there would. */
let interruption: ((step: 'written' | 'added', push: { owner: string; batch: number; seq: number }) => void | Promise<void>) | undefined;
export const interruptPushes = (hook: typeof interruption) => void (interruption = hook);

/** Adds a push to its cells, then notes on the record that it is done (each step refuses a repeat). */
async function completePush(owner: string, batch: number, report: BatchReport, push: Push): Promise<void> {
  for (const { address, languages } of byCellItem(report, push.delta).values()) await addToCell(address, languages, absorbedMark(owner, batch), push.seq);
  await interruption?.('added', { owner, batch, seq: push.seq });
  // a failed condition: another completed it first
  await conditionally(() =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key(owner, batch),
        UpdateExpression: 'SET pushed = :target, pushSeq = :seq REMOVE pushing',
        ConditionExpression: 'pushing.seq = :seq',
        ExpressionAttributeValues: { ':target': push.target, ':seq': push.seq },
      }),
    ),
  );
}

/**
 * Brings the report cells in line with the batch's ledger: pushes what changed since the last
 * push, completing first a push that a writer left unfinished. A batch written before reports
 * existed (no `report`) is not in them.
 */
export async function pushBatch(owner: string, batch: number, read?: Record<string, unknown>): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    // the record as the caller's own write answered it, the first time (a consistent read after)
    const record = attempt === 0 && read ? read : await readLedger(owner, batch);
    const report = record?.report as BatchReport | undefined;
    if (!record || !report) return;
    const running = record.pushing as Push | undefined;
    if (running) {
      await completePush(owner, batch, report, running);
      continue;
    }
    const target = ledgerCounts(record);
    const delta = difference(target, (record.pushed ?? {}) as CellCounts);
    if (!Object.keys(delta).length) return;
    const previous = Number(record.pushSeq ?? 0);
    const push: Push = { seq: previous + 1, target, delta };
    const started = await conditionally(() =>
      db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: key(owner, batch),
          UpdateExpression: 'SET pushing = :push',
          ConditionExpression: 'attribute_not_exists(pushing) AND pushSeq = :previous',
          ExpressionAttributeValues: { ':push': push, ':previous': previous },
        }),
      ),
    );
    if (!started) continue; // another push started: complete it, then look again
    await interruption?.('written', { owner, batch, seq: push.seq });
    await completePush(owner, batch, report, push);
  }
  throw new Error(`The report cells of batch ${batch} of ${owner} could not be brought in line: it kept changing.`);
}

/**
 * Records an engagement of one delivery of the batch (`sk`: the delivery's sort key) in its cell,
 * once, with its reason's label for a bounce or a complaint (the same write counts it): answers
 * the batch record as the write left it, or undefined when it was recorded before (or the batch
 * is gone), and counts nothing then.
 */
export async function recordEngagement(owner: string, batch: number, sk: string, engagement: Engagement, suffix: string, reason?: string): Promise<Record<string, unknown> | undefined> {
  const why = reason !== undefined && (engagement === 'bounced' || engagement === 'complained') ? { '#why': `er:${engagement}:${suffix}:${reason}`, '#whySet': reasonSet(engagement, reason) } : undefined;
  try {
    const written = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key(owner, batch),
        UpdateExpression: `ADD #set :sks, #counter :one${why ? ', #why :one, #whySet :sks' : ''}`,
        ConditionExpression: 'attribute_exists(pk) AND NOT contains(#set, :sk)',
        ExpressionAttributeNames: { '#set': ENGAGEMENT_SETS[engagement], '#counter': `ev:${engagement}:${suffix}`, ...why },
        ExpressionAttributeValues: { ':sks': new Set([sk]), ':sk': sk, ':one': 1 },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return written.Attributes;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** The deliveries (sort keys) of a batch record whose bounce or complaint was recorded with each reason (`r:<figure>:<label>`). */
export function reasonSetsOf(record: Record<string, unknown>): Map<string, Set<string>> {
  const sets = new Map<string, Set<string>>();
  for (const [name, value] of Object.entries(record)) {
    const match = REASON_SET.exec(name);
    if (match && readReasonKey(reasonKey(match[1] as ReasonFigure, match[2]))) sets.set(reasonKey(match[1] as ReasonFigure, match[2]), new Set(value as Set<string>));
  }
  return sets;
}

/** Which engagements were recorded for which deliveries (sort keys) of a batch record. */
export function engagementsOf(record: Record<string, unknown>): Record<Engagement, Set<string>> {
  return Object.fromEntries(ENGAGEMENTS.map((name) => [name, new Set((record[ENGAGEMENT_SETS[name]] as Set<string> | undefined) ?? [])])) as Record<Engagement, Set<string>>;
}
