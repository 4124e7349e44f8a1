import { referenceLayoutStore } from '../../data/catalogue.ts';
import { defineResource } from '../../kit/resource.ts';
import { AUDIT_FIELDS, draftCopy, text } from '../../kit/fields.ts';
import { REFERENCE_LAYOUT_CODES, REFERENCE_LAYOUT_TEXTS, ReferenceLayoutInputSchema } from '../../../shared/reference-layouts.ts';

export const referenceLayouts = defineResource({
  base: '/v1/reference-layouts',
  store: referenceLayoutStore,
  schema: ReferenceLayoutInputSchema,
  codes: REFERENCE_LAYOUT_CODES,
  texts: REFERENCE_LAYOUT_TEXTS,
  // reference set templates attach layouts to their custom references
  usedAs: 'reference-layout',
  list: {
    fields: { ...AUDIT_FIELDS, name: text, description: text, code: text },
    defaultSort: '-createdAt',
    search: ['id', 'name'],
    includes: ['createdByUser', 'updatedByUser'],
  },
  /** Twig that does not parse is refused on save, naming the line and column. */
  toRecord: async ({ name, description, code }) => {
    const { validateTwig } = await import('../../domain/render/render-twig.ts');
    const problem = await validateTwig(code);
    if (problem) throw referenceLayouts.service.invalidInput({ code: problem.text });
    return { name, description, code };
  },
  clone: draftCopy,
});
