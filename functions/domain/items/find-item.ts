import { getEvent, type StoredEvent } from '../../data/directory/store.ts';
import { getItemsById } from '../../data/item-reads.ts';
import type { StoredItem } from '../../data/event-workflow-item.ts';
import { notFound } from '../failure.ts';
import { itemNotFound } from './item-writes.ts';
import { EVENT_WORKFLOW_CODES, EVENT_WORKFLOW_TEXTS as T } from '../../../shared/event-message-workflows.ts';

/** An item named by the id in a path, or the project's 404 for it (any text that is no id included). */
export async function loadItem(rawId: string | undefined): Promise<StoredItem> {
  const id = Number(rawId);
  if (!rawId || !/^\d+$/.test(rawId) || id < 1) throw itemNotFound(rawId ?? '');
  const item = (await getItemsById([id])).get(id);
  if (!item) throw itemNotFound(id);
  return item;
}

/** An event named by the id in a path, or the project's 404 for it. */
export const eventOrNotFound = async (rawId: string | undefined): Promise<StoredEvent> => {
  const id = Number(rawId);
  const event = rawId && /^\d+$/.test(rawId) ? await getEvent(id) : undefined;
  if (!event) throw notFound(T.eventMissing(Number.isFinite(id) ? id : 0), EVENT_WORKFLOW_CODES.notFound);
  return event;
};
