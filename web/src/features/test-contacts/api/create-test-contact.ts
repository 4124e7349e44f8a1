import { api } from '@/lib/api-client';
import type { TestContactInput } from '@shared/test-contacts';
import type { TestContact } from '../test-contact-types';

/** 422 (code 1700) names the field: errors.name, errors.eventId ('There is no event #5.'), errors.masterContactId. */
export const createTestContact = ({ name, eventId, masterContactId }: TestContactInput) =>
  api.post<TestContact>('/test-contacts', { name, eventId, masterContactId });
