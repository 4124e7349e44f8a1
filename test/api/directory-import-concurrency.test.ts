import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api.ts';
import type { RosterEntry } from '../../functions/data/directory/store.ts';
import { getRoster } from '../../functions/data/directory/derived.ts';
import { contactRecord, eventRecord, importBatch } from '../support/test-data/index.ts';

/**
 * Concurrent imports touching one contact: each answers its summary (a conflict is a per-row
 * error, never a failed request), and every event's roster ends equal to the participations the
 * stored contacts hold, also for rows that were reported as not imported.
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

const STATUSES = [1, 3, 4, 5];
const participation = (id: number, eventId: number, contactId: number, status: number) => ({ type: 'participation', id, eventId, contactId, participationType: 2, status, registeredAt: 1 });

const rosterOf = (entries: RosterEntry[]) => entries.map((e) => `${e.participationId}:${e.contactId}:${e.status}`).sort();

async function participationsByEvent(contactIds: number[]): Promise<Map<number, string[]>> {
  const byEvent = new Map<number, string[]>();
  for (const id of contactIds) {
    const contact = (await api.staff.get(`/v1/master-contacts/${id}`)).body.data;
    for (const p of contact.participations as { id: number; eventId: number; status: number }[])
      byEvent.set(p.eventId, [...(byEvent.get(p.eventId) ?? []), `${p.id}:${id}:${p.status}`]);
  }
  for (const list of byEvent.values()) list.sort();
  return byEvent;
}

describe('concurrent imports touching one contact', { timeout: 120_000 }, () => {
  it('answers per-row conflicts and keeps the rosters equal to the stored participations', async () => {
    const [eventA, eventB, contact] = [7001, 7002, 7001];
    await importBatch(api.admin, [eventRecord(eventA), eventRecord(eventB), contactRecord(contact), contactRecord(contact + 1)]);

    let conflicts = 0;
    for (let round = 0; round < 3; round++) {
      // 8 imports at once: shared participations with different statuses, some moved between
      // the two events, one participation of each import's own, and a second contact.
      const batches = Array.from({ length: 8 }, (_, i) => [
        participation(70_000, i % 2 ? eventA : eventB, contact, STATUSES[(i + round) % 4]),
        participation(70_001, eventA, contact, STATUSES[i % 3]),
        participation(70_002, i % 3 ? eventB : eventA, contact, 3),
        participation(70_100 + round * 10 + i, eventA, contact, 1),
        participation(70_200 + i, eventB, contact + 1, STATUSES[i % 2]),
      ]);
      const answers = await Promise.all(batches.map((batch) => api.admin.post('/v1/directory/import', batch)));
      for (const answer of answers) {
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        const summary = answer.body.data;
        expect(summary.received).toBe(5);
        conflicts += summary.errors.length;
        for (const error of summary.errors) {
          expect(error).toEqual({ index: expect.any(Number), field: 'id', message: expect.stringMatching(/was changed by another import meanwhile; import this row again\.$/) });
        }
        expect(summary.created + summary.updated + summary.unchanged + summary.failed).toBe(5);
      }

      const stored = await participationsByEvent([contact, contact + 1]);
      expect(rosterOf(await getRoster(eventA)), `round ${round}, event A`).toEqual(stored.get(eventA) ?? []);
      expect(rosterOf(await getRoster(eventB)), `round ${round}, event B`).toEqual(stored.get(eventB) ?? []);
    }
    expect(conflicts, 'rows reported as not imported').toBeGreaterThan(0);
  });
});
