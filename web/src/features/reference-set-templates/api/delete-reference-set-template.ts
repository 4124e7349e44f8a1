import { api } from '@/lib/api-client';
import { DoneSchema } from '@shared/api';

/** Super-admin only; 409 while messages use it. */
export const deleteReferenceSetTemplate = (id: number) => api.delete(`/reference-set-templates/${id}`, DoneSchema);
