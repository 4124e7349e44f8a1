import { WriteConflict } from '../../data/conflict.ts';
import { now } from '../../data/clock.ts';
import { eventSummaryStore, takeSummaryChange, writeSummaryCounts } from '../../data/event-summaries.ts';
import { listEventItems } from '../../data/item-reads.ts';
import type { StoredEvent } from '../../data/directory/store.ts';
import { ITEM_STATUS } from '../../../shared/event-message-workflows.ts';

/**
 * One summary per event that has workflows attached (the event list of spec section 2): the
 * event's name, country, dates and status as the directory last said, and its sent / total item
 * counts. Events with workflows number in the hundreds, so the list is a catalogue-style list
 * (the type partition with its per-process copy; record id = event id; data/event-summaries.ts).
 *
 * The counts are recomputed from the event's items after every change, never added up, so they
 * cannot drift: each recount takes the next change number first and writes only if no later
 * recount wrote before it (a later recount read every change up to its number).
 */
const fromEvent = (event: StoredEvent) => ({ name: event.name, countryName: event.countryName, startTime: event.startTime, endTime: event.endTime, status: event.status });

/** The event's summary exists (a first attach creates it). */
export async function ensureSummary(event: StoredEvent, actor: number): Promise<void> {
  if (await eventSummaryStore.get(event.id)) return;
  const counts = { numberOfSentEventMessageWorkflows: 0, numberOfTotalEventMessageWorkflows: 0 };
  await eventSummaryStore.create({ ...fromEvent(event), ...counts, plannedVersion: event.version }, actor, event.id).catch((error) => {
    if (!(error instanceof WriteConflict)) throw error; // a concurrent first attach created it
  });
}

/** The directory changed the event: its summary follows (if it has one). */
export const refreshSummary = (event: StoredEvent) => eventSummaryStore.setFields([event.id], fromEvent(event));

export async function recountEvent(eventId: number, actor?: number): Promise<void> {
  const change = await takeSummaryChange(eventId);
  if (change === undefined) return;
  const items = await listEventItems(eventId);
  const sent = items.filter((item) => item.status === ITEM_STATUS.completed).length;
  const processing = items.filter((item) => item.status === ITEM_STATUS.processing).length;
  const active = items.filter((item) => item.status === ITEM_STATUS.active).length;
  await writeSummaryCounts(eventId, { sent, total: items.length, processing, active }, change, now(), actor);
}
