import { api } from '@/lib/api-client';
import { type ReferenceSetTemplateInput, ReferenceSetTemplateSchema } from '@shared/reference-set-templates';

/** Active is refused (422 on graphQuery) unless this exact query ran successfully through POST /graphql. */
export const createReferenceSetTemplate = (input: ReferenceSetTemplateInput) => api.post('/reference-set-templates', ReferenceSetTemplateSchema, input);
