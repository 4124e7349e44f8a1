import { api } from '@/lib/api-client';
import { type ReferenceSetTemplateInput, ReferenceSetTemplateSchema } from '@shared/reference-set-templates';

/** Sends the version the form loaded; a newer one on the server answers 409 and changes nothing. */
export const updateReferenceSetTemplate = (id: number, input: ReferenceSetTemplateInput, version: number) =>
  api.put(`/reference-set-templates/${id}`, ReferenceSetTemplateSchema, { ...input, version });
