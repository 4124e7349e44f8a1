import { isConditionFailure } from '../../data/conflict.ts';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../data/client.ts';
import { entityKey, entityStore } from '../../data/entity-store.ts';
import { now } from '../../data/clock.ts';
import { bumpRevision } from '../../data/partition-cache.ts';
import { listEventItems } from '../../data/item-store.ts';
import type { StoredEvent } from '../../data/directory/store.ts';
import { ITEM_STATUS } from '../../../shared/event-message-workflows.ts';

/**
 * One summary per event that has workflows attached (the event list of spec section 2): the
 * event's name, country, dates and status as the directory last said, and its sent / total item
 * counts. Events with workflows number in the hundreds, so the list is a catalogue-style list
 * (the type partition with its per-process copy; record id = event id).
 *
 * The counts are recomputed from the event's items after every change, never added up, so they
 * cannot drift: each recount takes the next change number first and writes only if no later
 * recount wrote before it (a later recount read every change up to its number).
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
  /** The event version its items were last planned for (replan.ts). */
  plannedVersion?: number;
}

export const eventSummaryStore = entityStore<EventSummary>('emw-event');

const fromEvent = (event: StoredEvent) => ({ name: event.name, countryName: event.countryName, startTime: event.startTime, endTime: event.endTime, status: event.status });

/** The event's summary exists (a first attach creates it). */
export async function ensureSummary(event: StoredEvent, actor: number): Promise<void> {
  if (await eventSummaryStore.get(event.id)) return;
  const counts = { numberOfSentEventMessageWorkflows: 0, numberOfTotalEventMessageWorkflows: 0 };
  await eventSummaryStore.create({ ...fromEvent(event), ...counts, plannedVersion: event.version }, actor, event.id).catch((error) => {
    if (!isConditionFailure(error)) throw error;
  });
}

/** The directory changed the event: its summary follows (if it has one). */
export const refreshSummary = (event: StoredEvent) => eventSummaryStore.setFields([event.id], fromEvent(event));

export async function recountEvent(eventId: number, actor?: number): Promise<void> {
  const taken = await db()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: entityKey(eventSummaryStore.type, eventId),
        UpdateExpression: 'ADD changeNumber :one',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':one': 1 },
        ReturnValues: 'UPDATED_NEW',
      }),
    )
    .catch((error) => {
      if (isConditionFailure(error)) return undefined;
      throw error;
    });
  if (!taken) return;
  const change = Number(taken.Attributes?.changeNumber);
  const items = await listEventItems(eventId);
  const sent = items.filter((item) => item.status === ITEM_STATUS.completed).length;
  const processing = items.filter((item) => item.status === ITEM_STATUS.processing).length;
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: entityKey(eventSummaryStore.type, eventId),
        UpdateExpression: 'SET numberOfSentEventMessageWorkflows = :sent, numberOfTotalEventMessageWorkflows = :total, numberOfProcessingEventMessageWorkflows = :processing, countedChange = :change, updatedAt = :now, updatedBy = :actor',
        ConditionExpression: 'attribute_not_exists(countedChange) OR countedChange < :change',
        ExpressionAttributeValues: { ':sent': sent, ':total': items.length, ':processing': processing, ':change': change, ':now': now(), ':actor': actor ?? null },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return; // a later recount already wrote
  }
  await bumpRevision(eventSummaryStore.type, [eventId]);
}
