import { createTag } from './api/create-tag';
import { useTag } from './api/get-tag';
import { updateTag } from './api/update-tag';
import { TAGS_PATH } from './tag-paths';
import { TAG_UI } from './tag-texts';
import type { FormResource } from '@/components/form-page/form-page';
import { TAG_DEFAULT_COLOR, TagInputSchema, type Tag } from '@shared/tags';

/** The tag form (spec sections 2, 5, 9): the shared schema validates in the browser and on the server. */
export const tagFormResource: FormResource<typeof TagInputSchema, Tag> = {
  titles: { create: TAG_UI.createTitle, edit: TAG_UI.editTitle },
  path: TAGS_PATH,
  apiPath: '/tags',
  schema: TagInputSchema,
  defaults: { name: '', color: TAG_DEFAULT_COLOR },
  useRecord: useTag,
  toValues: (tag) => ({ name: tag.name, color: tag.color }),
  create: createTag,
  update: updateTag,
  texts: { saved: TAG_UI.saved, couldNotSave: TAG_UI.couldNotSave, notFound: TAG_UI.notFound, loadFailed: TAG_UI.getFailed },
};
