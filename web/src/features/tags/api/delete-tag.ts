import { api } from '@/lib/api-client';

/** Super-admin only (the API answers 403 to others). */
export const deleteTag = (id: number) => api.delete<boolean>(`/tags/${id}`);
