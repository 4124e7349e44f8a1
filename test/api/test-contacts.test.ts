import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api.ts';
import { contactRecord, createTestContact, eventRecord, importBatch, unique } from '../support/test-data/index.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await importBatch(api.admin, [eventRecord(5), contactRecord(7, { firstName: 'Tess', lastName: 'Tester' })]);
});
afterAll(() => api.stop());

describe('test contacts', () => {
  it('needs a name, an event and a master contact that exist', async () => {
    const empty = await api.staff.post('/v1/test-contacts', {});
    expect(empty.body.error).toMatchObject({ code: 1700, message: 'Could not save test contact', errors: { name: 'Name is required.', eventId: 'Event ID is required.', masterContactId: 'Master Contact ID is required.' } });
    const unknown = await api.staff.post('/v1/test-contacts', { name: 'x', eventId: 404, masterContactId: 405 });
    expect(unknown.body.error.errors).toEqual({ eventId: 'There is no event #404.', masterContactId: 'There is no master contact #405.' });
  });

  it('saves, includes the event and contact, searches, clones and deletes', async () => {
    const name = unique('tester');
    const { id } = await createTestContact(api.staff, { name, eventId: 5, masterContactId: 7 });
    const read = await api.staff.get(`/v1/test-contacts/${id}?include=event,masterContact`);
    expect(read.body.data).toMatchObject({ event: { id: 5, name: 'Test Summit 5' }, masterContact: { id: 7, fullName: 'Tess Tester' } });
    expect((await api.staff.get(`/v1/test-contacts?filter[search_query]=${encodeURIComponent(name)}`)).body.data.items.map((t: { id: number }) => t.id)).toEqual([id]);
    expect((await api.staff.get('/v1/test-contacts?filter[masterContactId:like]=7')).body.data.total).toBeGreaterThan(0);
    const clone = await api.staff.post(`/v1/test-contacts/${id}/clone`);
    expect(clone.body.data).toMatchObject({ name: `${name} (copy)`, eventId: 5, masterContactId: 7 });
    const list = (await api.staff.get('/v1/test-contacts')).body.data.items.map((t: { id: number }) => t.id);
    expect(list[0]).toBe(clone.body.data.id);
    expect((await api.admin.delete(`/v1/test-contacts/${id}`)).status).toBe(200);
    expect((await api.staff.get(`/v1/test-contacts/${id}`)).body.error).toMatchObject({ code: 1701, message: `The test contact with #${id} can not be found.` });
  });
});
