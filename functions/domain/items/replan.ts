import { now } from '../../data/clock.ts';
import { eventSummaryStore, notePlannedVersion } from '../../data/event-summaries.ts';
import { listEventItems } from '../../data/item-reads.ts';
import type { StoredItem } from '../../data/event-workflow-item.ts';
import { updateWithUses } from './item-writes.ts';
import { itemEntry } from './item-trail.ts';
import { bySystem } from '../audit/trail.ts';
import { recountEvent, refreshSummary } from './event-summaries.ts';
import { isPlannable, plan } from './plan.ts';
import { syncSchedule } from './schedule-sync.ts';
import type { StoredEvent } from '../../data/directory/store.ts';
import { EVENT_WORKFLOW_TEXTS, ITEM_STATUS } from '../../../shared/event-message-workflows.ts';
import { deferralOf } from '../../../shared/sending-rules.ts';
import { recordReplans } from '../../data/replan-log.ts';
import type { ReplanRecord } from '../../../shared/change-preview.ts';

/**
 * The directory imported events: the items of each event are planned again for its current
 * dates (docs/event-workflows.md M1). The summary remembers the event version it was planned for,
 * so an import that stopped before this step is caught up by the next import of the event, even
 * one that changes nothing.
 */
function wantedStatus(item: StoredItem): number | undefined {
  if (!isPlannable(item.status)) return undefined;
  if (item.status === ITEM_STATUS.inactive) return ITEM_STATUS.inactive;
  // a failed send waits for staff to reactivate it; an item that could not be planned is planned again
  if (item.status === ITEM_STATUS.error && item.scheduledTime !== null) return undefined;
  return ITEM_STATUS.active;
}

export interface ReplanSource {
  /** The import that brought the event's new version (recorded with each re-plan: docs/change-previews.md R1). */
  importId?: string;
  actor?: number;
}

async function replanEvent(event: StoredEvent, { importId, actor }: ReplanSource): Promise<void> {
  const summary = await eventSummaryStore.get(event.id, { consistent: true });
  if (!summary || Number(summary.plannedVersion ?? 0) >= event.version) return;
  await refreshSummary(event);
  const replans: ReplanRecord[] = [];
  for (const item of await listEventItems(event.id)) {
    const wanted = wantedStatus(item);
    if (wanted === undefined) continue;
    const at = now();
    const planned = plan(item.trigger, wanted, event, at);
    // Q2 (decision 033): an item waiting for the end of quiet hours keeps waiting while its event still asks for the time it deferred
    if (deferralOf(item)?.from === planned.scheduledTime && wanted === ITEM_STATUS.active) continue;
    const moved = planned.scheduledTime !== item.scheduledTime && item.scheduledTime !== null;
    const changes = { status: planned.status, note: planned.note, scheduledTime: planned.scheduledTime, ...(moved ? { movedFrom: item.scheduledTime, movedAt: at } : {}) };
    const unchanged = planned.status === item.status && planned.note === item.note && !moved && planned.scheduledTime === item.scheduledTime;
    const entry = unchanged ? undefined : await itemEntry(bySystem('directory-import', 're-plan', EVENT_WORKFLOW_TEXTS.replannedBy(importId)), item);
    const updated = unchanged ? item : await updateWithUses(item, changes, actor, entry);
    await syncSchedule(updated, planned.time, at);
    if (!unchanged && (planned.scheduledTime !== item.scheduledTime || planned.status !== item.status))
      replans.push({ itemId: item.id, messageWorkflowId: item.messageWorkflowId, from: item.scheduledTime, to: planned.scheduledTime, statusBefore: item.status, statusAfter: planned.status, note: planned.note, at, importId: importId ?? 'import', eventVersion: event.version });
  }
  await recordReplans(event.id, replans);
  await notePlannedVersion(event.id, event.version);
  await recountEvent(event.id, actor);
}

export async function replanEvents(events: StoredEvent[], source: ReplanSource = {}): Promise<void> {
  for (const event of events) await replanEvent(event, source);
}
