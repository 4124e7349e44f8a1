import { referenceLayoutStore, type ReferenceSetTemplate, referenceSetTemplateStore } from '../../data/catalogue.ts';
import { type Stored } from '../../data/entity-store.ts';
import { wasQueryTested } from '../../data/query-tests.ts';
import { defineResource } from '../../kit/resource.ts';
import { AUDIT_FIELDS, draftCopy, number, status, text } from '../../kit/fields.ts';
import {
  REFERENCE_SET_TEMPLATE_CODES,
  REFERENCE_SET_TEMPLATE_TEXTS,
  ReferenceSetTemplateInputSchema,
} from '../../../shared/reference-set-templates.ts';
import { MAPPING_TEXTS } from '../../../shared/mapping.ts';
import { STATUS } from '../../../shared/status.ts';

type WithCount = Stored<ReferenceSetTemplate> & { referenceCount: number };

export const referenceSetTemplates = defineResource({
  base: '/v1/reference-set-templates',
  store: referenceSetTemplateStore,
  schema: ReferenceSetTemplateInputSchema,
  codes: REFERENCE_SET_TEMPLATE_CODES,
  texts: REFERENCE_SET_TEMPLATE_TEXTS,
  status: { what: 'reference set template' },
  bulkStatus: { idsField: 'referenceSetTemplateIds' },
  usedAs: 'reference-set-template',
  list: {
    fields: { ...AUDIT_FIELDS, name: text, description: text, status, referenceCount: number },
    defaultSort: '-createdAt',
    search: ['id', 'name'],
    includes: ['createdByUser', 'updatedByUser'],
  },
  listItem: (record): WithCount => ({ ...record, referenceCount: record.customReferences.length }),
  toRecord: async (input, current) => {
    const { version: _version, ...record } = input;
    const errors: Record<string, string> = {};
    // Activating, or changing an active template's query, needs that exact query to have run successfully.
    const queryChanged = current?.status !== STATUS.active || current.graphQuery.trim() !== input.graphQuery.trim();
    if (input.status === STATUS.active && queryChanged && !(await wasQueryTested(input.graphQuery))) errors.graphQuery = MAPPING_TEXTS.queryNotTested;
    const layoutIds = input.customReferences.map((row) => row.layoutId).filter((id): id is number => id !== null);
    const layouts = await referenceLayoutStore.getMany(layoutIds);
    input.customReferences.forEach((row, i) => {
      if (row.layoutId !== null && !layouts.has(row.layoutId)) errors[`customReferences.${i}.layoutId`] = REFERENCE_SET_TEMPLATE_TEXTS.layoutMissing(row.layoutId);
    });
    if (Object.keys(errors).length) throw referenceSetTemplates.service.invalidInput(errors);
    return record;
  },
  clone: draftCopy,
});
