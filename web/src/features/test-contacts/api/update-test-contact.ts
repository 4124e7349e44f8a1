import { api } from '@/lib/api-client';
import { type TestContactInput, TestContactSchema } from '@shared/test-contacts';

/** Sends the version the form loaded; a newer one on the server answers 409 and changes nothing. */
export const updateTestContact = (id: number, { name, eventId, masterContactId }: TestContactInput, version: number) =>
  api.put(`/test-contacts/${id}`, TestContactSchema, { name, eventId, masterContactId, version });
