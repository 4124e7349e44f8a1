import { api } from '@/lib/api-client';
import { DoneSchema } from '@shared/api';

/** Super-admin only (the API answers 403 to others). */
export const deleteTestContact = (id: number) => api.delete(`/test-contacts/${id}`, DoneSchema);
