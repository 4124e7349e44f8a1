import { type TagRecord, tagStore } from '../../data/catalogue.ts';
import { type Stored } from '../../data/entity-store.ts';
import { now } from '../../data/clock.ts';
import { defineResource } from '../../kit/resource.ts';
import { TAG_CODES, TAG_NAME_MAX, TAG_TEXTS, TagInputSchema } from '../../../shared/tags.ts';

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
