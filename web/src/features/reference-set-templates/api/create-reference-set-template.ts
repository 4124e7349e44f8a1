import { api } from '@/lib/api-client';
import type { ReferenceSetTemplate } from './get-reference-set-template';
import type { ReferenceSetTemplateInput } from '@shared/reference-set-templates';

/** Active is refused (422 on graphQuery) unless this exact query ran successfully through POST /graphql. */
export const createReferenceSetTemplate = (input: ReferenceSetTemplateInput) => api.post<ReferenceSetTemplate>('/reference-set-templates', input);
