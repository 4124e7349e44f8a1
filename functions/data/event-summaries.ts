import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { conditionally } from './unit-of-work.ts';
import { isConditionFailure } from './conflict.ts';
import { entityStore } from './entity-store.ts';
import { getItem } from './get-item.ts';
import { bumpRevision } from './partition-cache.ts';
import { EVENT_SUMMARY } from './stored-types.ts';

/**
 * One summary per event that has workflows attached (EVENT_SUMMARY in stored-types.ts): a
 * catalogue-style entity record (id = event id) with the writes its recount and re-plan need
 * besides the entity store's. The rules are domain/items/event-summaries.ts's and replan.ts's.
 */
export interface EventSummary {
  name: string;
  countryName: string;
  startTime: number;
  endTime: number;
  status: number;
  numberOfSentEventMessageWorkflows: number;
  numberOfTotalEventMessageWorkflows: number;
  /** Items being sent right now (the event list shows them live). */
  numberOfProcessingEventMessageWorkflows?: number;
  /** The event version its items were last planned for (domain/items/replan.ts). */
  plannedVersion?: number;
}

export const eventSummaryStore = entityStore<EventSummary>(EVENT_SUMMARY.spec.pk);

export interface SummaryCounts {
  sent: number;
  total: number;
  processing: number;
  /** Items that will send (the event list shows them, so a bulk Disable visibly changes its rows). */
  active: number;
}

const key = (eventId: number) => EVENT_SUMMARY.key({ id: eventId });

/** Takes the summary's next change number (atomic ADD); undefined when the event has no summary. */
export async function takeSummaryChange(eventId: number): Promise<number | undefined> {
  try {
    const taken = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key(eventId),
        UpdateExpression: 'ADD changeNumber :one',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':one': 1 },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(taken.Attributes?.changeNumber);
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/**
 * Writes counts taken at `change`, unless a recount of a later change wrote first; answers whether
 * it wrote. A recount nobody asked for (a send claiming or settling an item) leaves `updatedBy` as
 * the last person left it: the list's rows carry a user id there or none, never null.
 *
 * `updatedAt` never goes back: two recounts may read the clock in the other order than they took
 * their change numbers (the later one, slower to list the items, wrote first), so the write asks
 * for an `updatedAt` not after its own and, when one is, writes that time instead.
 */
export async function writeSummaryCounts(eventId: number, counts: SummaryCounts, change: number, at: number, actor?: number): Promise<boolean> {
  for (let time = at; ; ) {
    const written = await writeCountsAt(eventId, counts, change, time, actor);
    if (written) break;
    const stored = await getItem(key(eventId), { consistent: true });
    if (!stored || Number(stored.countedChange ?? 0) >= change) return false;
    time = Math.max(time, Number(stored.updatedAt ?? 0));
  }
  await bumpRevision(eventSummaryStore.type, [eventId]);
  return true;
}

async function writeCountsAt(eventId: number, counts: SummaryCounts, change: number, at: number, actor?: number): Promise<boolean> {
  return conditionally(() =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key(eventId),
        UpdateExpression: `SET numberOfSentEventMessageWorkflows = :sent, numberOfTotalEventMessageWorkflows = :total, numberOfProcessingEventMessageWorkflows = :processing, numberOfActiveEventMessageWorkflows = :active, countedChange = :change, updatedAt = :now${actor === undefined ? '' : ', updatedBy = :actor'}`,
        ConditionExpression: '(attribute_not_exists(countedChange) OR countedChange < :change) AND (attribute_not_exists(updatedAt) OR updatedAt <= :now)',
        ExpressionAttributeValues: { ':sent': counts.sent, ':total': counts.total, ':processing': counts.processing, ':active': counts.active, ':change': change, ':now': at, ...(actor === undefined ? {} : { ':actor': actor }) },
      }),
    ),
  );
}

/** Records that the event's items were planned for `version`, unless a later version was recorded already. */
export async function notePlannedVersion(eventId: number, version: number): Promise<void> {
  await conditionally(() =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key(eventId),
        UpdateExpression: 'SET plannedVersion = :version',
        ConditionExpression: 'attribute_not_exists(plannedVersion) OR plannedVersion < :version',
        ExpressionAttributeValues: { ':version': version },
      }),
    ),
  );
}
