import { api } from '@/lib/api-client';
import { TestContactSchema } from '@shared/test-contacts';

/** No body (spec section 7); the server names the copy '<name> (copy)'. */
export const cloneTestContact = (id: number) => api.post(`/test-contacts/${id}/clone`, TestContactSchema);
