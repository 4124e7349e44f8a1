import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api.ts';
import { audienceIds } from '../support/target-groups.ts';
import { contactRecord, eventRecord, importBatch, targetGroup } from '../support/test-data/index.ts';
import { putMany } from '../../functions/data/batch-write.ts';
import { contactItem, eventItem } from '../../functions/data/directory/items.ts';
import { ensureContactFacts, factsComplete, forgetFactsComplete, readAllContactFacts } from '../../functions/data/directory/contact-facts.ts';

/**
 * Contact-property audiences read the contact facts chunks instead of every contact. The facts
 * must always say what the contacts say: for contacts written before facts existed, after
 * re-imports, and when imports race for one contact.
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

const mobile = targetGroup([{ type: 'MasterContactRule', criterion: 3, mobileServiceAccount: 0 }]);
const storedContact = (id: number, mobileServiceAccount: boolean) => ({
  ...contactRecord(id),
  fullName: `Test Person${id}`,
  vipRoleIds: [],
  mobileServiceAccount,
  offeringsCount: 0,
  offeringsStatus: 0,
  investmentsCount: 0,
  investmentsStatus: 0,
  personalInfoKnown: true,
  participations: [],
  meetings: [],
  blockedTimes: [],
  processStates: [],
  version: 1,
  updatedAt: 1,
});

describe('contact facts', () => {
  it('cover contacts written before they existed, and answer the same audience as the contacts', async () => {
    // as a store from before contact facts holds them: no facts state, contacts written without the import
    await forgetFactsComplete();
    await putMany([eventItem({ ...eventRecord(1), version: 1, updatedAt: 1 } as never), ...[1, 2, 3].map((id) => contactItem(storedContact(id, id !== 2) as never))]);
    expect(await factsComplete()).toBe(false);
    // without complete facts the audience reads the contact partition
    expect(await audienceIds(api.staff, mobile)).toEqual([1, 3]);
    await ensureContactFacts();
    expect(await factsComplete()).toBe(true);
    let facts = 0;
    await readAllContactFacts((page) => void (facts += page.length));
    expect(facts).toBe(3);
    expect(await audienceIds(api.staff, mobile)).toEqual([1, 3]);
  });

  it('follow re-imports of a contact', async () => {
    await ensureContactFacts();
    await importBatch(api.admin, [contactRecord(20, { mobileServiceAccount: true })]);
    expect(await audienceIds(api.staff, mobile)).toContain(20);
    await importBatch(api.admin, [contactRecord(20, { mobileServiceAccount: false })]);
    expect(await audienceIds(api.staff, mobile)).not.toContain(20);
    // a contact in another chunk of facts
    await importBatch(api.admin, [contactRecord(1234, { mobileServiceAccount: true })]);
    expect(await audienceIds(api.staff, mobile)).toContain(1234);
  });

  it('end up as the stored contact when imports race for it', async () => {
    for (let round = 0; round < 4; round++) {
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) => api.admin.post('/v1/directory/import', [contactRecord(30, { mobileServiceAccount: i % 2 === 0, lastName: `Racer${round}-${i}` })])),
      );
      expect(answers.every((a) => a.status === 200)).toBe(true);
      const stored = (await api.staff.get('/v1/master-contacts/30')).body.data;
      expect((await audienceIds(api.staff, mobile)).includes(30), `round ${round}: stored ${stored.mobileServiceAccount}`).toBe(stored.mobileServiceAccount);
      const list = await api.staff.post('/v1/target-groups/test-rule-master-contacts?filter[id]=30', { eventId: 1, targetGroup: targetGroup([{ type: 'MasterContactRule', criterion: 2, personalInfo: 0 }]) });
      expect(list.body.data.items[0].fullName).toBe(stored.fullName);
    }
  });
});
