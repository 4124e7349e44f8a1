import { api } from '@/lib/api-client';
import type { ReferenceSetTemplate } from './get-reference-set-template';
import type { ReferenceSetTemplateInput } from '@shared/reference-set-templates';

/** Sends the version the form loaded; a newer one on the server answers 409 and changes nothing. */
export const updateReferenceSetTemplate = (id: number, input: ReferenceSetTemplateInput, version: number) =>
  api.put<ReferenceSetTemplate>(`/reference-set-templates/${id}`, { ...input, version });
