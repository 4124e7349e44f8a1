import { api } from '@/lib/api-client';

/** Super-admin only; 409 while messages use it. */
export const deleteReferenceSetTemplate = (id: number) => api.delete<boolean>(`/reference-set-templates/${id}`);
