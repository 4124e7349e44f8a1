import { api } from '@/lib/api-client';
import type { ReferenceSetTemplate } from './get-reference-set-template';

/** The server names the copy '<name> (copy)' and makes it a Draft. */
export const cloneReferenceSetTemplate = (id: number) => api.post<ReferenceSetTemplate>(`/reference-set-templates/${id}/clone`);
