import { tagStore } from '../../data/catalogue.ts';
import { createHandler, ok } from '../../kit/http.ts';
import { validate } from '../../domain/validate.ts';
import { tags } from './tags.ts';
import { byUser } from '../../domain/audit/trail.ts';
import { addTagToTagged } from './add-to-tagged.ts';
import { AddTagToTaggedSchema, BulkDeleteTagsSchema } from '../../../shared/tags.ts';

export const handler = createHandler({
  ...tags.handlers,

  /** Deletes the listed tags; ids already gone are reported, not failed. */
  'DELETE /v1/tags': async ({ body, user }) => {
    const { tagIds } = validate(BulkDeleteTagsSchema, body);
    const removed = await Promise.all([...new Set(tagIds)].map((id) => tagStore.remove(id, undefined, byUser(user, 'bulk-delete'))));
    const deleted = removed.filter(Boolean).map((tag) => tag!.id);
    return ok({ deleted, notFound: tagIds.filter((id) => !deleted.includes(id)) });
  },

  /** Adds the tag to every message, SMS template and message workflow carrying any of the listed tags. */
  'POST /v1/tags/{id}/add-to-tagged': async (ctx) => {
    const tag = await tags.service.load(ctx.params.id);
    const { tagIds } = validate(AddTagToTaggedSchema, ctx.body);
    return ok(await addTagToTagged(tag.id, [...new Set(tagIds)], byUser(ctx.user, 'update', `Tag #${tag.id} added to what carries tags ${[...new Set(tagIds)].map((id) => `#${id}`).join(', ')}`)));
  },
});
