import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { entityStore, now } from './entity-store.ts';
import { idKey } from './table.ts';
import { bumpRevision } from './partition-cache.ts';
import type { Tag } from '../../shared/tags.ts';

/**
 * The stored tags. Here in the data layer, not in functions/tags/, because the handler kit reads
 * them for every tagged resource (include=tags, the "last used" mark) and the kit imports no resource.
 */
export type TagRecord = Omit<Tag, 'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy' | 'version' | 'createdByUser' | 'updatedByUser'>;

export const tagStore = entityStore<TagRecord>('tag');

/** Marks tags as just used (a record was saved with them), for the recent-tags cloud. */
export async function touchTags(ids: number[]): Promise<void> {
  if (!ids.length) return;
  const at = now();
  await Promise.all(
    [...new Set(ids)].map((id) =>
      db()
        .send(
          new UpdateCommand({
            TableName: tableName(),
            Key: { pk: tagStore.type, sk: idKey(id) },
            UpdateExpression: 'SET lastUsed = :at',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':at': at },
          }),
        )
        .catch((error: { name?: string }) => {
          if (error.name !== 'ConditionalCheckFailedException') throw error;
        }),
    ),
  );
  await bumpRevision(tagStore.type);
}
