import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contactRecord, eventRecord, importBatch } from '../support/test-data/index.ts';
import { killHard, signInAdmin, startProduct, stopProduct, useProductStore, type ProductProcess } from '../support/product-process.ts';
import { waitFor } from '../support/wait-for.ts';
import { getContacts } from '../../functions/data/directory/store.ts';
import { getRoster } from '../../functions/data/directory/derived.ts';
import { listPendingSyncs } from '../../functions/data/directory/pending-syncs.ts';

/**
 * docs/directory.md, "After a crash": the product is killed (kill -9) while an import writes its
 * contacts, before it brought the event's roster in line with them, and started again on the same
 * data. Every contact of the event must then be in the roster exactly as the contact says, and the
 * audience list must count them.
 */
const EVENT = 1;
const BATCH = 1000;
const confirmedDelegate = (contactId: number) => ({ type: 'participation', id: 100_000 + contactId, contactId, eventId: EVENT, participationType: 2, status: 1, roleId: 1, registeredAt: 1_700_000_000 });
/** Contacts first..first+BATCH-1, each with a confirmed delegate participation at the event. */
const batch = (first: number) => Array.from({ length: BATCH }, (_, i) => [contactRecord(first + i), confirmedDelegate(first + i)]).flat();
const confirmedDelegates = { targetGroupSections: [{ targetGroupRules: [{ type: 'EventParticipationRule', criterion: 0, contactOptions: { criterion: 0, participationType: 2, participationStatus: 1 } }] }] };

const dataDir = mkdtempSync(join(tmpdir(), 'import-crash-'));
const environment = { ...process.env };
let product: ProductProcess | undefined;
afterAll(async () => {
  if (product) await stopProduct(product);
  rmSync(dataDir, { recursive: true, force: true });
  process.env = environment; // this file pointed the data layer at the product's store
});

describe('kill -9 during a directory import', () => {
  it('leaves every contact of the event in its roster, as the contact says, once the product runs again', async () => {
    product = await startProduct(dataDir);
    const admin = await signInAdmin(product);
    await importBatch(admin, [eventRecord(EVENT)]);
    await importBatch(admin, batch(1));

    // batch 2 is killed while it writes its contacts: contact 1,100 is stored, the roster not yet brought in line
    const interrupted = admin.post('/v1/directory/import', batch(BATCH + 1)).then(
      () => 'answered',
      () => 'cut off',
    );
    await waitFor('contact 1,100 to be written', async () => (await admin.get(`/v1/master-contacts/${BATCH + 100}`)).status === 200, { everyMs: 20, timeoutMs: 60_000 });
    await killHard(product);
    expect(await interrupted).toBe('cut off');

    product = await startProduct(dataDir);
    useProductStore(product);
    // the start-up completed what the killed import had noted, before it answered anything
    expect(await listPendingSyncs()).toEqual([]);
    const contacts = await getContacts(Array.from({ length: 2 * BATCH }, (_, i) => i + 1), { consistent: true });
    const written = [...contacts.keys()].filter((id) => id > BATCH).length;
    expect(written, 'the kill landed while batch 2 wrote its contacts').toBeGreaterThan(0);
    expect(written, 'the kill landed while batch 2 wrote its contacts').toBeLessThan(BATCH);

    const inRoster = (await getRoster(EVENT)).map((entry) => `${entry.contactId}:${entry.participationType}:${entry.status}`).sort();
    const onContacts = [...contacts.values()]
      .flatMap((contact) => contact.participations.filter((p) => p.eventId === EVENT).map((p) => `${contact.id}:${p.participationType}:${p.status}`))
      .sort();
    expect(inRoster.length).toBe(BATCH + written);
    expect(inRoster).toEqual(onContacts);

    const again = await signInAdmin(product);
    const one = await again.post('/v1/target-groups/test-master-contact', { masterContactId: BATCH + 100, eventId: EVENT, targetGroup: confirmedDelegates });
    expect(one.body.data?.result, JSON.stringify(one.body)).toBe(true);
    expect(inRoster).toContain(`${BATCH + 100}:2:1`);
    const audience = await again.post('/v1/target-groups/test-rule-master-contacts?page[size]=10', { eventId: EVENT, targetGroup: confirmedDelegates });
    expect(audience.status, JSON.stringify(audience.body)).toBe(200);
    expect(audience.body.data.total).toBe(BATCH + written);
  }, 240_000);
});
