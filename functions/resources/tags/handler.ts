import { tagStore } from '../../data/catalogue.ts';
import { createHandler, ok } from '../../kit/http.ts';
import { validate } from '../../domain/validate.ts';
import { tags } from './tags.ts';
import { BulkDeleteTagsSchema } from '../../../shared/tags.ts';

export const handler = createHandler({
  ...tags.handlers,

  /** Deletes the listed tags; ids already gone are reported, not failed. */
  'DELETE /v1/tags': async ({ body }) => {
    const { tagIds } = validate(BulkDeleteTagsSchema, body);
    const removed = await Promise.all([...new Set(tagIds)].map((id) => tagStore.remove(id)));
    const deleted = removed.filter(Boolean).map((tag) => tag!.id);
    return ok({ deleted, notFound: tagIds.filter((id) => !deleted.includes(id)) });
  },
});
