import { api } from '@/lib/api-client';
import { type TestContactInput, TestContactSchema } from '@shared/test-contacts';

/** 422 (code 1700) names the field: errors.name, errors.eventId ('There is no event #5.'), errors.masterContactId. */
export const createTestContact = ({ name, eventId, masterContactId }: TestContactInput) =>
  api.post('/test-contacts', TestContactSchema, { name, eventId, masterContactId });
