import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api.ts';
import { contactRecord, CONTACT_QUERY, createMessage, createReferenceLayout, createReferenceSetTemplate, eventRecord, importBatch, referenceSetTemplateBody, unique } from '../support/test-data/index.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await importBatch(api.admin, [eventRecord(1), contactRecord(1), contactRecord(2)]);
});
afterAll(() => api.stop());

const body = (overrides: Record<string, unknown> = {}) => referenceSetTemplateBody({ description: 'd', ...overrides });

describe('reference set templates', () => {
  it('starts as Draft, where query and mapping may be empty', async () => {
    const answer = await api.staff.post('/v1/reference-set-templates', { name: unique('draft') });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ status: 2, graphQuery: '', referencesSetMapping: [{ field: 'ContactId', mapping: '' }] });
    const nameless = await api.staff.post('/v1/reference-set-templates', {});
    expect(nameless.body.error.errors.name).toBe('Reference Set Template name is required.');
  });

  it('validates query and mappings when not Draft', async () => {
    const answer = await api.staff.post('/v1/reference-set-templates', body({ status: 3, graphQuery: '', referencesSetMapping: [{ field: 'ContactId', mapping: '' }, { field: 'ContactEmail', mapping: '' }, { field: 'ContactPhoneNumber', mapping: '', waived: true }] }));
    expect(answer.status).toBe(422);
    expect(answer.body.error.errors).toEqual({ 'referencesSetMapping.0.mapping': 'Mapping is required.', 'referencesSetMapping.1.mapping': 'Mapping is required.' });
    const first = await api.staff.post('/v1/reference-set-templates', body({ referencesSetMapping: [{ field: 'ContactEmail', mapping: 'x' }] }));
    expect(first.body.error.errors.referencesSetMapping).toBe('The first mapping must be ContactId.');
  });

  it('activates only once the exact query ran successfully', async () => {
    const query = `${CONTACT_QUERY} # ${unique('q')}`;
    const refused = await api.staff.post('/v1/reference-set-templates', body({ status: 1, graphQuery: query }));
    expect(refused.status).toBe(422);
    expect(refused.body.error.errors.graphQuery).toBe('Test the query successfully before activating.');

    const broken = await api.staff.post('/v1/graphql', { query: `${query}\n}`, variables: { contactIds: [1] } });
    expect(broken.status).toBe(400);
    expect((await api.staff.post('/v1/reference-set-templates', body({ status: 1, graphQuery: `${query}\n}` }))).status).toBe(422);

    expect((await api.staff.post('/v1/graphql', { query, variables: { contactIds: [1] } })).status).toBe(200);
    const activated = await api.staff.post('/v1/reference-set-templates', body({ status: 1, graphQuery: query }));
    expect(activated.status).toBe(201);

    const edited = await api.staff.put(`/v1/reference-set-templates/${activated.body.data.id}`, body({ status: 1, graphQuery: `${query}\n# edited`, name: activated.body.data.name }));
    expect(edited.status).toBe(422);
    const unchanged = await api.staff.put(`/v1/reference-set-templates/${activated.body.data.id}`, body({ status: 1, graphQuery: query, description: 'new' }));
    expect(unchanged.status).toBe(200);
  });

  it('checks that attached layouts exist and counts custom references in the list', async () => {
    const layout = await createReferenceLayout(api.staff);
    const custom = [
      { field: 'Greeting', mapping: 'contacts[].firstName', layoutId: layout.id },
      { field: 'Other', mapping: 'contacts[].email', layoutId: 999999 },
    ];
    const missing = await api.staff.post('/v1/reference-set-templates', body({ customReferences: custom }));
    expect(missing.body.error.errors).toEqual({ 'customReferences.1.layoutId': 'There is no reference layout #999999.' });
    const saved = await api.staff.post('/v1/reference-set-templates', body({ customReferences: custom.slice(0, 1) }));
    expect(saved.status).toBe(201);
    const listed = await api.staff.get(`/v1/reference-set-templates?filter[id]=${saved.body.data.id}&sort=-referenceCount`);
    expect(listed.body.data.items[0].referenceCount).toBe(1);
  });

  it('clones as Draft, bulk-updates and guards deletes', async () => {
    const record = await createReferenceSetTemplate(api.staff, body());
    const clone = await api.staff.post(`/v1/reference-set-templates/${record.id}/clone`);
    expect(clone.body.data).toMatchObject({ name: `${record.name} (copy)`, status: 2, referencesSetMapping: record.referencesSetMapping });
    const bulk = await api.admin.patch('/v1/reference-set-templates', { attributes: { status: 3 }, referenceSetTemplateIds: [record.id, clone.body.data.id] });
    expect(bulk.status).toBe(200);
    await createMessage(api.staff, { referenceSetTemplateId: record.id });
    expect((await api.staff.get(`/v1/reference-set-templates/${record.id}/message-total`)).body.data).toBe(1);
    expect((await api.admin.delete(`/v1/reference-set-templates/${record.id}`)).body.error.message).toBe('There are 1 message using this reference set template. You cannot delete it.');
    expect((await api.admin.delete(`/v1/reference-set-templates/${clone.body.data.id}`)).status).toBe(200);
  });
});
