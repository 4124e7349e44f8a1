import { api } from '@/lib/api-client';
import type { TestContactInput } from '@shared/test-contacts';
import type { TestContact } from '../test-contact-types';

/** Sends the version the form loaded; a newer one on the server answers 409 and changes nothing. */
export const updateTestContact = (id: number, { name, eventId, masterContactId }: TestContactInput, version: number) =>
  api.put<TestContact>(`/test-contacts/${id}`, { name, eventId, masterContactId, version });
