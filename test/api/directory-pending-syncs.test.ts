import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api.ts';
import { contactRecord, eventRecord, importBatch } from '../support/test-data/index.ts';
import { now, useClock } from '../../functions/data/clock.ts';
import { getContact } from '../../functions/data/directory/store.ts';
import { putRecord } from '../../functions/data/directory/write.ts';
import { readAllContactFacts, type ContactFacts } from '../../functions/data/directory/contact-facts.ts';
import { getRoster, readCompleteContactFacts } from '../../functions/data/directory/derived.ts';
import { readRoster } from '../../functions/data/directory/rosters.ts';
import { listPendingSyncs, notePendingSync, SYNC_LEASE_SECONDS } from '../../functions/data/directory/pending-syncs.ts';

/**
 * docs/directory.md, "After a crash", without a start-up (as in AWS): an import that died between
 * its contact writes and the roster and facts syncs is completed by the readers and the next import.
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());
let restoreClock = () => {};
afterEach(() => restoreClock());

const EVENT = 700;
const CONTACT = 701;
const participation = (status: number) => ({ type: 'participation', id: 7010, eventId: EVENT, contactId: CONTACT, participationType: 2, status, registeredAt: 5 });

/** What an import killed after its contact write leaves: its note, and the contact changed behind the roster and facts. */
async function importDiedAfterItsContactWrite(change: { firstName: string; status: number }) {
  await notePendingSync(new Map([[CONTACT, new Set([EVENT])]]), [CONTACT]);
  const stored = (await getContact(CONTACT))!;
  const participations = stored.participations.map((p) => ({ ...p, status: change.status }));
  const written = { ...stored, firstName: change.firstName, participations, version: stored.version + 1 };
  await putRecord('contact', written, stored.version);
}

const factsOf = async (read: (onPage: (facts: ContactFacts[]) => void) => Promise<unknown>) => {
  const found: ContactFacts[] = [];
  await read((page) => void found.push(...page.filter((f) => f.id === CONTACT)));
  return found[0];
};

describe('an import that died between its contacts and their rosters and facts', () => {
  it('is completed before a reader relies on the roster or the facts, and swept by the next import once it can no longer be running', async () => {
    await importBatch(api.admin, [eventRecord(EVENT), contactRecord(CONTACT, { firstName: 'Before' }), participation(1)]);
    await importDiedAfterItsContactWrite({ firstName: 'After', status: 4 });
    expect((await readRoster(EVENT)).map((e) => e.status)).toEqual([1]); // behind the contact, as the crash left it
    expect((await factsOf(readAllContactFacts))?.firstName).toBe('Before');

    // a reader of the roster, and of the facts, sees them follow the contact
    expect((await getRoster(EVENT)).map((e) => e.status)).toEqual([4]);
    expect((await factsOf(readCompleteContactFacts))?.firstName).toBe('After');
    // the note stays while its import could still be running (it clears its own note)
    expect(await listPendingSyncs()).toHaveLength(1);

    // past the lease the next import completes and clears it
    const later = now() + SYNC_LEASE_SECONDS + 1;
    restoreClock = useClock(() => later);
    await importBatch(api.admin, [eventRecord(EVENT + 1)]);
    expect(await listPendingSyncs()).toEqual([]);
    expect((await readRoster(EVENT)).map((e) => e.status)).toEqual([4]);
  });

  it('leaves no note behind when it finishes', async () => {
    await importBatch(api.admin, [contactRecord(CONTACT + 1), { ...participation(1), id: 7020, contactId: CONTACT + 1 }]);
    expect(await listPendingSyncs()).toEqual([]);
  });
});
