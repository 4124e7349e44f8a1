import { randomBytes } from 'node:crypto';
import { getItem } from '../../data/item-reads.ts';
import { updateItem } from '../../data/item-store.ts';
import type { ItemSending, StoredItem } from '../../data/event-workflow-item.ts';
import { markProcessing, unmarkProcessing } from '../../data/processing-index.ts';
import { updateWithUses } from '../items/item-writes.ts';
import { itemEntry } from '../items/item-trail.ts';
import { bySystem } from '../audit/trail.ts';
import { recountEvent } from '../items/event-summaries.ts';
import { isConflict } from '../failure.ts';
import { syncSchedule } from '../items/schedule-sync.ts';
import { deferralOf, SENDING_RULE_TEXTS } from '../../../shared/sending-rules.ts';
import { putWatchdog, restoreSchedule } from './watchdog.ts';
import { ITEM_STATUS } from '../../../shared/event-message-workflows.ts';
import { sumBatches, type FirstFailure } from '../../data/delivery-batches.ts';
import type { FailureFix } from '../../../shared/failure-fix.ts';
import { SENDING_TEXTS, type DeliveryCounts } from '../../../shared/sending.ts';
import { alertOnOutcome } from '../alerts/outcome-alerts.ts';

/**
 * An item's status transitions while it is sent (docs/sending.md), all in this module:
 *
 *   active -> endUnsent -> out of date | error                (D3, D4, D5: the event or workflow is gone)
 *   active -> waitForNextCheck -> active at its next check   (D5: a metric below its minimum)
 *   active -> deferItem -> active at the end of quiet hours   (Q1)
 *   active | completed | error -> claimRound -> processing   (D6, O5, V5: conditional on its version)
 *   processing (a dead holder) -> takeOverClaim -> processing (R1)
 *   processing -> failItem -> error                          (nothing frozen: D4, D7)
 *   processing -> settleItem -> completed | error            (O1-O3, once nothing is left to send)
 *   completed | error -> settleAgain -> the same, recounted  (V3: an event confirmed a delivery)
 */
/** A claim holds its item this long: twice the dispatch function's timeout, so a holder whose lease ran out is dead. */
export const CLAIM_LEASE_SECONDS = 600;

export const newClaim = (now: number) => ({ claim: randomBytes(8).toString('hex'), claimedAt: now, leaseUntil: now + CLAIM_LEASE_SECONDS });

/**
 * Claims the item for its next round (`round` adds to what it keeps of earlier ones): marked and
 * watched before the claim, so a holder that dies after claiming is always found again. Answers
 * the claimed item, or undefined when another change won (the schedule the item needs then
 * replaces the watchdog).
 */
export async function claimRound(item: StoredItem, round: Omit<ItemSending, 'claim' | 'claimedAt' | 'leaseUntil' | 'round' | 'startedAt'>, now: number): Promise<StoredItem | undefined> {
  await markProcessing(item.eventId, item.id);
  await putWatchdog(item, now);
  const sending: ItemSending = { ...round, ...newClaim(now), startedAt: item.sending?.startedAt ?? now, round: (item.sending?.round ?? 0) + 1 };
  try {
    const claimed = await updateWithUses(item, { status: ITEM_STATUS.processing, note: null, fix: null, sending });
    await recountEvent(item.eventId);
    return claimed;
  } catch (error) {
    if (!isConflict(error)) throw error;
    const current = await getItem(item.eventId, item.id);
    if (current) await restoreSchedule(current, now);
    return undefined;
  }
}

/** Takes over a claim whose holder is dead (its lease ran out); undefined when another took it first. */
export async function takeOverClaim(item: StoredItem, now: number): Promise<StoredItem | undefined> {
  try {
    const taken = await updateItem(item, { sending: { ...item.sending!, ...newClaim(now) } });
    await putWatchdog(taken, now);
    return taken;
  } catch (error) {
    if (isConflict(error)) return undefined;
    throw error;
  }
}

/** A write by the holder of the claim: retried over the counts the senders write meanwhile; undefined once the claim is another's. */
export async function updateClaimed(item: StoredItem, sending: Partial<ItemSending>): Promise<StoredItem | undefined> {
  const claim = item.sending?.claim;
  for (let current: StoredItem | undefined = item; ; current = await getItem(item.eventId, item.id)) {
    if (!current || current.status !== ITEM_STATUS.processing || current.sending?.claim !== claim) return undefined;
    try {
      return await updateItem(current, { sending: { ...current.sending!, ...sending } });
    } catch (error) {
      if (!isConflict(error)) throw error;
    }
  }
}

/**
 * A firing that finds the item cannot send (D3, D4, D5): Out of date or in error with the note,
 * its schedule synced. A change it raced with (staff, another firing) wins: answers false then.
 */
export async function endUnsent(item: StoredItem, changes: { status: number; note: string | null }, now: number): Promise<boolean> {
  try {
    // Out of date is what staff ask about (docs/audit.md, I8): the system's entry, written with it
    const entry = changes.status === ITEM_STATUS.outOfDate ? await itemEntry(bySystem('dispatch', 'out-of-date', changes.note ?? undefined), item) : undefined;
    const updated = await updateWithUses(item, changes, undefined, entry);
    await syncSchedule(updated, undefined, now);
    await recountEvent(item.eventId);
    await alertOnOutcome(updated);
    return true;
  } catch (error) {
    if (isConflict(error)) return false;
    throw error;
  }
}

/**
 * Q1 (decision 033): the firing came in the quiet hours of the item's channel: the item stays
 * active, its time the end of the quiet hours, its schedule a one-time schedule then, with the
 * note saying so. A repeated firing writes the same; a concurrent change wins (and its schedule stands).
 */
export async function deferItem(item: StoredItem, until: number, now: number): Promise<void> {
  const from = deferralOf(item)?.from ?? item.scheduledTime ?? now;
  try {
    const updated = await updateWithUses(item, { scheduledTime: until, note: SENDING_RULE_TEXTS.deferred(until), deferral: { from, until } });
    await syncSchedule(updated, { kind: 'at', at: until, outOfDate: false }, now);
  } catch (error) {
    if (!isConflict(error)) throw error;
  }
}

/** D5: a metric below its minimum: the item stays active, its time the next check (the dashboard shows it); a concurrent change wins. */
export async function waitForNextCheck(item: StoredItem, next: number): Promise<void> {
  if (item.scheduledTime === next) return;
  await updateItem(item, { scheduledTime: next }).catch((error) => {
    if (!isConflict(error)) throw error;
  });
}

/** Fails the item before anything was frozen (its workflow is gone, its audience cannot be resolved: `fix` its workflow). */
export async function failItem(item: StoredItem, note: string, fix: FailureFix | null = null): Promise<void> {
  const failed = await updateWithUses(item, { status: ITEM_STATUS.error, note, fix });
  await unmarkProcessing(item.id);
  await recountEvent(item.eventId);
  await alertOnOutcome(failed);
}

/**
 * Settling (docs/sending.md, O1-O4), after a batch (and after dispatch): the item's counts, recounted from its batches, and once
 * nothing is left to send, its outcome (docs/sending.md, O1-O4). The write is conditional on the
 * item's version and retried on a conflict with a fresh count, so the last write always counts
 * everything that happened before it. An item settles only once this round's batches are all in
 * the queue: a late duplicate of an earlier round's batch cannot settle a round still being set up.
 */
const sameCounts = (a: DeliveryCounts | null | undefined, b: DeliveryCounts) => Boolean(a) && Object.entries(b).every(([name, value]) => a![name as keyof DeliveryCounts] === value);

/** The outcome of settled counts (O2, O3): in error when some failed (with the record to fix for the first failure), else completed (with a note counting the unconfirmed). */
function outcomeOf(counts: DeliveryCounts, firstFailure: FirstFailure | null): { status: number; note: string | null; fix: FailureFix | null } {
  if (counts.failed > 0) return { status: ITEM_STATUS.error, note: SENDING_TEXTS.failed(counts.failed, counts.total, firstFailure?.reason ?? ''), fix: firstFailure?.fix ?? null };
  return { status: ITEM_STATUS.completed, note: counts.total === 0 ? SENDING_TEXTS.emptyAudience : counts.unconfirmed ? SENDING_TEXTS.unconfirmed(counts.unconfirmed, counts.total) : null, fix: null };
}

/** Writes the item's counts (and outcome), recounted, retried on a conflict; `decide` answers undefined when there is nothing to write. */
async function writeCounts(
  eventId: number,
  itemId: number,
  decide: (item: StoredItem, counts: DeliveryCounts, firstFailure: FirstFailure | null) => { changes: Partial<StoredItem>; settled: boolean } | undefined,
): Promise<StoredItem | undefined> {
  for (let attempt = 0; ; attempt++) {
    const item = await getItem(eventId, itemId);
    if (!item?.sending?.frozenAt) return item;
    const { counts, firstFailure } = await sumBatches(String(itemId));
    const decision = decide(item, counts, firstFailure);
    if (!decision) return item;
    try {
      const updated = await updateWithUses(item, { deliveries: counts, ...decision.changes });
      if (decision.settled) {
        await unmarkProcessing(itemId);
        await recountEvent(eventId);
      }
      return updated;
    } catch (error) {
      if (!isConflict(error) || attempt >= 50) throw error;
    }
  }
}

/**
 * An item that ended (completed or in error, by this settle or an earlier one) raises its alerts
 * (alerts/outcome-alerts.ts): also when an earlier settle wrote the outcome and stopped before its
 * alert, a repeat raises it; an alert raised already is not raised twice.
 */
async function alertIfEnded(item: StoredItem | undefined): Promise<StoredItem | undefined> {
  if (item?.sending?.frozenAt && (item.status === ITEM_STATUS.completed || item.status === ITEM_STATUS.error)) await alertOnOutcome(item);
  return item;
}

export async function settleItem(eventId: number, itemId: number): Promise<StoredItem | undefined> {
  const item = await writeCounts(eventId, itemId, (item, counts, firstFailure) => {
    if (item.status !== ITEM_STATUS.processing) return undefined;
    const settled = counts.pending + counts.sending === 0 && item.sending!.enqueuedRound === item.sending!.round;
    if (!settled && sameCounts(item.deliveries, counts)) return undefined;
    return { changes: settled ? outcomeOf(counts, firstFailure) : {}, settled };
  });
  return alertIfEnded(item);
}

/**
 * An item already settled (completed or in error) whose deliveries changed afterwards: an SES
 * event confirmed an unconfirmed one (V3). Its counts and note follow; its status follows its
 * outcome (an event never changes how many failed).
 */
export async function settleAgain(eventId: number, itemId: number): Promise<StoredItem | undefined> {
  return alertIfEnded(await writeCounts(eventId, itemId, (item, counts, firstFailure) => {
    if (item.status !== ITEM_STATUS.completed && item.status !== ITEM_STATUS.error) return undefined;
    if (sameCounts(item.deliveries, counts)) return undefined;
    return { changes: outcomeOf(counts, firstFailure), settled: true };
  }));
}
