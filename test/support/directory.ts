import type { Client } from './api.ts';
import type { ImportSummary } from '../../shared/directory/records.ts';

/** Factories for directory records as the import API takes them. */
const DAY = 86_400;
export const FUTURE = Math.floor(Date.now() / 1000) + 30 * DAY;

export const eventRecord = (id: number, overrides: Record<string, unknown> = {}) => ({
  type: 'event',
  id,
  name: `Test Summit ${id}`,
  startTime: FUTURE + id * DAY,
  endTime: FUTURE + id * DAY + 8 * 3600,
  countryName: 'Netherlands',
  city: 'Amsterdam',
  timezone: 'Europe/Amsterdam',
  status: 1,
  deadlines: { '1': FUTURE - 3 * DAY },
  ...overrides,
});

export const companyRecord = (id: number, overrides: Record<string, unknown> = {}) => ({
  type: 'company',
  id,
  name: `Test Company ${id}`,
  industryId: 1,
  accountManager: { firstName: 'Alex', lastName: 'Manager', email: 'alex.manager@example.com', title: 'Account manager', phoneNumber: '+31 6 1234567' },
  ...overrides,
});

export const contactRecord = (id: number, overrides: Record<string, unknown> = {}) => ({
  type: 'contact',
  id,
  firstName: 'Test',
  lastName: `Person${id}`,
  email: `test.person${id}@example.com`,
  languageId: 1,
  ...overrides,
});

export async function importBatch(client: Client, records: unknown[]) {
  const answer = await client.post('/v1/directory/import', records);
  if (answer.status !== 200) throw new Error(`import failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data as ImportSummary;
}
