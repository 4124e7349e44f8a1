import { api } from '@/lib/api-client';

/** Bulk status update of the selected templates (super-admin only). */
export const updateReferenceSetTemplateStatuses = (referenceSetTemplateIds: number[], status: number) =>
  api.patch<unknown>('/reference-set-templates', { attributes: { status }, referenceSetTemplateIds });
