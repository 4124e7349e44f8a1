import { messageStore, messageWorkflowStore, smsTemplateStore, touchTags } from '../../data/catalogue.ts';
import { WriteConflict } from '../../data/conflict.ts';
import type { EntityStore, Stored, WriteBy } from '../../data/entity-store.ts';
import type { AddTagToTaggedResult } from '../../../shared/tags.ts';

type Tagged = { tags?: number[] };

/** A record written by someone else meanwhile is read again and tried again, this many times. */
const ATTEMPTS = 3;

/**
 * Adds tag `tagId` to each record of `store` that carries any of `tagIds` and not `tagId` yet;
 * answers the ids of the records it changed. Only the tags change (an edit by `actor`, a new
 * version): adding a tag is the same whoever wrote the record last, so a record changed meanwhile
 * is read again and, if it still qualifies, changed then.
 */
async function addIn<T extends Tagged>(store: EntityStore<T>, tagId: number, tagIds: number[], actor: WriteBy): Promise<number[]> {
  const wanted = new Set(tagIds);
  const qualifies = (record: Stored<T>) => {
    const tags = record.tags ?? [];
    return !tags.includes(tagId) && tags.some((id) => wanted.has(id));
  };
  const changed: number[] = [];
  for (const listed of (await store.list()).filter(qualifies)) {
    let record: Stored<T> | undefined = listed;
    for (let attempt = 1; record && qualifies(record); attempt++) {
      try {
        await store.update(record, { tags: [...(record.tags ?? []), tagId] } as Partial<T>, actor);
        changed.push(record.id);
        break;
      } catch (error) {
        if (!(error instanceof WriteConflict) || attempt >= ATTEMPTS) throw error;
        record = await store.get(record.id, { consistent: true });
      }
    }
  }
  return changed.sort((a, b) => a - b);
}

/** The tag list's bulk Add (decision 020): the chosen tag joins the selected tags wherever they are used. */
export async function addTagToTagged(tagId: number, tagIds: number[], actor: WriteBy): Promise<AddTagToTaggedResult> {
  const [messages, smsTemplates, messageWorkflows] = await Promise.all([
    addIn(messageStore, tagId, tagIds, actor),
    addIn(smsTemplateStore, tagId, tagIds, actor),
    addIn(messageWorkflowStore, tagId, tagIds, actor),
  ]);
  if (messages.length || smsTemplates.length || messageWorkflows.length) await touchTags([tagId]);
  return { messages, smsTemplates, messageWorkflows };
}
