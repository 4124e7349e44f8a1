import { entityStore, now } from './entity-store.ts';
import type { Tag } from '../../shared/tags.ts';

/**
 * The stored tags. Here in the data layer, not in functions/tags/, because the handler kit reads
 * them for every tagged resource (include=tags, the "last used" mark) and the kit imports no resource.
 */
export type TagRecord = Omit<Tag, 'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy' | 'version' | 'createdByUser' | 'updatedByUser'>;

export const tagStore = entityStore<TagRecord>('tag');

/** Marks tags as just used (a record was saved with them), for the recent-tags cloud. */
export async function touchTags(ids: number[]): Promise<void> {
  await tagStore.setFields(ids, { lastUsed: now() });
}
