import { api } from '@/lib/api-client';
import { TestContactSchema, type TestContactInput } from '@shared/test-contacts';

/**
 * Saves a test contact: from its form, or a test send's event and master contact kept under a
 * name. 422 (code 1700) names the field: errors.name, errors.eventId ('There is no event #5.'),
 * errors.masterContactId.
 */
export const createTestContact = ({ name, eventId, masterContactId }: TestContactInput) =>
  api.post('/test-contacts', TestContactSchema, { name, eventId, masterContactId });
