import { createReferenceSetTemplate } from './api/create-reference-set-template';
import { useReferenceSetTemplate } from './api/get-reference-set-template';
import type { ReferenceSetTemplate } from '@shared/reference-set-templates';
import { updateReferenceSetTemplate } from './api/update-reference-set-template';
import { REFERENCE_SET_TEMPLATES_PATH } from './reference-set-template-paths';
import { REFERENCE_SET_TEMPLATE_UI } from './reference-set-template-texts';
import type { FormResource } from '@/components/form-page/form-page';
import { MASTER_CONTACT_FIELD, ReferenceSetTemplateInputSchema } from '@shared/reference-set-templates';
import { STATUS } from '@shared/status';

/** The reference set template form (spec sections 2, 4, 5): new templates start as Draft. */
export const referenceSetTemplateFormResource: FormResource<typeof ReferenceSetTemplateInputSchema, ReferenceSetTemplate> = {
  titles: { create: REFERENCE_SET_TEMPLATE_UI.createTitle, edit: REFERENCE_SET_TEMPLATE_UI.editTitle },
  path: REFERENCE_SET_TEMPLATES_PATH,
  apiPath: '/reference-set-templates',
  schema: ReferenceSetTemplateInputSchema,
  defaults: {
    name: '',
    description: '',
    status: STATUS.draft,
    isEventBased: false,
    graphQuery: '',
    variables: '',
    referencesSetMapping: [{ field: MASTER_CONTACT_FIELD, mapping: '', waived: false }],
    customReferences: [],
  },
  useRecord: useReferenceSetTemplate,
  toValues: (record) => ({
    name: record.name,
    description: record.description,
    status: record.status,
    isEventBased: record.isEventBased,
    graphQuery: record.graphQuery,
    variables: record.variables,
    referencesSetMapping: record.referencesSetMapping,
    customReferences: record.customReferences,
  }),
  create: createReferenceSetTemplate,
  update: updateReferenceSetTemplate,
  texts: {
    saved: REFERENCE_SET_TEMPLATE_UI.saved,
    couldNotSave: REFERENCE_SET_TEMPLATE_UI.couldNotSave,
    notFound: REFERENCE_SET_TEMPLATE_UI.notFound,
    loadFailed: REFERENCE_SET_TEMPLATE_UI.loadFailed,
  },
};
