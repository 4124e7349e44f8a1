import type { ImportSummary } from '../../../shared/directory/records.ts';
import { postData, type Poster } from './client.ts';

/**
 * Directory records as the import API takes them (`POST /v1/directory/import`, super-admin only):
 * pure records with overrides, and factories that import them and answer what was imported.
 */
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

/** Imports the records and answers the summary, refused records counted in it (the import tests read them). */
export const importBatch = (admin: Poster, records: unknown[]) => postData<ImportSummary>(admin, '/v1/directory/import', records, 200);

/** Imports records a test stands on: a refused one throws, since the import answers 200 either way. */
export async function importAll(admin: Poster, records: unknown[]): Promise<ImportSummary> {
  const summary = await importBatch(admin, records);
  if (summary.failed) throw new Error(`the import refused records: ${JSON.stringify(summary.errors)}`);
  return summary;
}

/**
 * An id of our own for a directory record where the store is shared (the browser tests, a running
 * product): far above the demo directory's ids, and random so parallel workers do not meet.
 */
export const ownDirectoryId = () => 100_000_000 + Math.floor(Math.random() * 800_000_000);

/**
 * Imports an event of our own and answers the record. Unless told otherwise it starts three years
 * ahead, after every event of the demo directory, so it never becomes the directory's next event
 * (whose contacts the editors' default variables hold); eventRecord's own start grows with the id
 * and suits small ids only.
 */
export async function createEvent(admin: Poster, overrides: Record<string, unknown> = {}) {
  const start = FUTURE + 3 * 365 * DAY;
  const record = eventRecord(ownDirectoryId(), { startTime: start, endTime: start + 8 * 3600, ...overrides }) as ReturnType<typeof eventRecord> & { id: number; name: string };
  await importAll(admin, [record]);
  return record;
}

/** Imports a master contact (an id of our own unless overridden, its address `<id>@example.com`) and answers the record. */
export async function createContact(admin: Poster, overrides: Record<string, unknown> = {}) {
  const id = (overrides.id as number | undefined) ?? ownDirectoryId();
  const record = contactRecord(id, { email: `${id}@example.com`, ...overrides }) as ReturnType<typeof contactRecord> & { id: number; firstName: string; lastName: string };
  await importAll(admin, [record]);
  return record;
}
