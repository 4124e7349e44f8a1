import { api } from '@/lib/api-client';
import { ReferenceSetTemplateSchema } from '@shared/reference-set-templates';

/** The server names the copy '<name> (copy)' and makes it a Draft. */
export const cloneReferenceSetTemplate = (id: number) => api.post(`/reference-set-templates/${id}/clone`, ReferenceSetTemplateSchema);
