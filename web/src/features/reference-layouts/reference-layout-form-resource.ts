import { createReferenceLayout } from './api/create-reference-layout';
import { useReferenceLayout } from '@/api/reference-layouts/get-reference-layout';
import { updateReferenceLayout } from '@/api/reference-layouts/update-reference-layout';
import { REFERENCE_LAYOUTS_PATH } from './reference-layout-paths';
import { REFERENCE_LAYOUT_UI } from './reference-layout-texts';
import type { ReferenceLayout } from '@shared/reference-layouts';
import type { FormResource } from '@/components/form-page/form-page';
import { ReferenceLayoutInputSchema } from '@shared/reference-layouts';

/** The reference layout form (spec sections 2, 5): name and Twig code required; the server also parses the Twig. */
export const referenceLayoutFormResource: FormResource<typeof ReferenceLayoutInputSchema, ReferenceLayout> = {
  titles: { create: REFERENCE_LAYOUT_UI.createTitle, edit: REFERENCE_LAYOUT_UI.editTitle },
  path: REFERENCE_LAYOUTS_PATH,
  apiPath: '/reference-layouts',
  schema: ReferenceLayoutInputSchema,
  defaults: { name: '', description: '', code: '' },
  useRecord: useReferenceLayout,
  toValues: ({ name, description, code }) => ({ name, description, code }),
  create: createReferenceLayout,
  update: updateReferenceLayout,
  texts: {
    saved: REFERENCE_LAYOUT_UI.saved,
    couldNotSave: REFERENCE_LAYOUT_UI.couldNotSave,
    notFound: REFERENCE_LAYOUT_UI.notFound,
    loadFailed: REFERENCE_LAYOUT_UI.loadFailed,
  },
};
