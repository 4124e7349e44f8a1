import { api } from '@/lib/api-client';

/** Super-admin only (the API answers 403 to others). */
export const deleteTestContact = (id: number) => api.delete<boolean>(`/test-contacts/${id}`);
