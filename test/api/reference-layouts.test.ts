import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api.ts';
import { unique } from '../support/test-data/index.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

describe('reference layouts', () => {
  it('needs a name and code, with the spec texts', async () => {
    const answer = await api.staff.post('/v1/reference-layouts', { name: '', code: '   ' });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toMatchObject({ code: 1900, errors: { name: 'Name is required.', code: 'Reference layout code is required.' } });
  });

  it('refuses Twig that does not parse, naming the line and column', async () => {
    const answer = await api.staff.post('/v1/reference-layouts', { name: unique('layout'), code: '<p>\n{% if value %}\n{{ value }}\n' });
    expect(answer.status).toBe(422);
    expect(answer.body.error.errors.code).toMatch(/line \d+, column \d+/);
  });

  it('saves, finds, clones and (super-admin) deletes a layout', async () => {
    const name = unique('layout');
    const created = await api.staff.post('/v1/reference-layouts', { name, description: 'Greeting block', code: '<b>{{ value|upper }}</b>' });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect((await api.staff.get(`/v1/reference-layouts?filter[name:like_words]=${encodeURIComponent(name)}`)).body.data.items.map((l: { id: number }) => l.id)).toEqual([id]);
    expect((await api.staff.get(`/v1/reference-layouts?filter[code:like]=UPPER`)).body.data.items.map((l: { id: number }) => l.id)).toContain(id);
    const clone = await api.staff.post(`/v1/reference-layouts/${id}/clone`);
    expect(clone.body.data).toMatchObject({ name: `${name} (copy)`, code: '<b>{{ value|upper }}</b>' });
    expect((await api.staff.delete(`/v1/reference-layouts/${id}`)).status).toBe(403);
    expect((await api.admin.delete(`/v1/reference-layouts/${id}`)).status).toBe(200);
    expect((await api.staff.get(`/v1/reference-layouts/${id}`)).body.error.message).toBe(`The reference layout with #${id} can not be found.`);
  });
});
