import { api } from '@/lib/api-client';
import { TestContactSchema } from '@shared/test-contacts';

export interface NewTestContact {
  name: string;
  eventId: number;
  masterContactId: number;
}

/** Keeps a test send's event and master contact under a name, for the next test. */
export const createTestContact = (input: NewTestContact) => api.post('/test-contacts', TestContactSchema, input);
