import { api } from '@/lib/api-client';

/** Super-admin only (the API answers 403 to others). */
export const deleteReferenceLayout = (id: number) => api.delete<boolean>(`/reference-layouts/${id}`);
