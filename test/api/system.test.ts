import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

describe('system routes', () => {
  it('answers health without a session', async () => {
    expect(await api.anonymous.get('/v1/health')).toEqual({ status: 200, body: { data: { status: 'ok' } } });
  });

  it('lists the languages with English first as id 1', async () => {
    const answer = await api.staff.get('/v1/languages');
    expect(answer.status).toBe(200);
    expect(answer.body.data.items[0]).toEqual({ id: 1, code: 'en', name: 'English' });
    expect(answer.body.data.total).toBe(answer.body.data.items.length);
    expect(answer.body.data.items.map((l: { code: string }) => l.code)).toEqual(expect.arrayContaining(['de', 'fr', 'nl']));
  });

  it('stores and reads settings', async () => {
    const missing = await api.staff.get('/v1/settings/pagination');
    expect(missing.status).toBe(404);
    const saved = await api.staff.post('/v1/settings', { name: 'pagination', groupName: 'list', value: { pageSize: 20 } });
    expect(saved.status).toBe(200);
    const read = await api.admin.get('/v1/settings/pagination');
    expect(read.body.data).toMatchObject({ name: 'pagination', groupName: 'list', value: { pageSize: 20 } });
    const invalid = await api.staff.post('/v1/settings', { groupName: 'x' });
    expect(invalid.status).toBe(422);
    expect(invalid.body.error.errors).toMatchObject({ name: 'Name is required.', value: 'Value is required.' });
  });

  it('answers unknown routes with a JSON 404', async () => {
    for (const [method, path] of [
      ['GET', '/v1/nothing-here'],
      ['POST', '/v1/health'],
      ['PATCH', '/v1/tags/1'],
      ['GET', '/v1'],
    ]) {
      const answer = await api.staff.request(method, path);
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body.error.code).toBe(404);
    }
  });

  it('serves the SPA for client routes', async () => {
    const page = await fetch(`${api.url}/tags/edit/3`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('<div id="root">');
  });
});
