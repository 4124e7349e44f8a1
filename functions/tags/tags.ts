import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../data/client.ts';
import { entityStore, now, type Stored } from '../data/entity-store.ts';
import { idKey } from '../data/table.ts';
import { bumpRevision } from '../data/partition-cache.ts';
import { defineResource } from '../kit/resource.ts';
import { TAG_CODES, TAG_NAME_MAX, TAG_TEXTS, TagInputSchema, type Tag } from '../../shared/tags.ts';

export type TagRecord = Omit<Tag, 'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy' | 'version' | 'createdByUser' | 'updatedByUser'>;

export const tagStore = entityStore<TagRecord>('tag');

const CLONE_SUFFIX = ' (copy)';

export const tags = defineResource({
  base: '/v1/tags',
  store: tagStore,
  schema: TagInputSchema,
  codes: TAG_CODES,
  texts: TAG_TEXTS,
  list: {
    fields: {
      id: { type: 'number' },
      name: { type: 'string' },
      color: { type: 'string' },
      lastUsed: { type: 'number' },
      createdAt: { type: 'number' },
      updatedAt: { type: 'number' },
    },
    defaultSort: '-createdAt',
    search: ['name'],
    includes: ['createdByUser', 'updatedByUser'],
  },
  toRecord: (input, current) => ({ name: input.name, color: input.color.toUpperCase(), lastUsed: current?.lastUsed ?? now() }),
  clone: (source: Stored<TagRecord>) => ({
    name: source.name.slice(0, TAG_NAME_MAX - CLONE_SUFFIX.length) + CLONE_SUFFIX,
    color: source.color,
    lastUsed: now(),
  }),
});

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
