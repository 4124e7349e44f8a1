import { api } from '@/lib/api-client';
import type { TestContact } from '../test-contact-types';

/** No body (spec section 7); the server names the copy '<name> (copy)'. */
export const cloneTestContact = (id: number) => api.post<TestContact>(`/test-contacts/${id}/clone`);
