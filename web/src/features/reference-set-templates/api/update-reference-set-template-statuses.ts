import { api } from '@/lib/api-client';
import { ReferenceSetTemplateSchema } from '@shared/reference-set-templates';
import { listPageOf } from '@shared/list-page-schema';

/** Bulk status update of the selected templates (super-admin only). */
export const updateReferenceSetTemplateStatuses = (referenceSetTemplateIds: number[], status: number) =>
  api.patch('/reference-set-templates', listPageOf(ReferenceSetTemplateSchema), { attributes: { status }, referenceSetTemplateIds });
