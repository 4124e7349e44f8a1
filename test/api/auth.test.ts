import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Client, PASSWORDS, startTestApi, type TestApi } from '../support/api.ts';
import { createUser } from '../../functions/domain/users/users.ts';
import { bySystem } from '../../functions/domain/audit/trail.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

describe('sign-in', () => {
  it('answers the token and the user', async () => {
    const answer = await api.anonymous.post('/v1/login', { username: 'admin', password: PASSWORDS.admin });
    expect(answer.status).toBe(200);
    const { accessToken, user } = answer.body.data;
    expect(Buffer.from(accessToken, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(user).toEqual({ id: expect.any(Number), name: 'Ada Admin', firstName: 'Ada', lastName: 'Admin', role: 'super_admin', passwordExpiresAt: expect.any(Number) });
    const days = (user.passwordExpiresAt - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('gives every sign-in its own token', async () => {
    const a = await api.signIn('staff', PASSWORDS.staff);
    const b = await api.signIn('staff', PASSWORDS.staff);
    expect(a.token).not.toBe(b.token);
  });

  it('answers 401 with a clear message for a wrong password or an unknown user', async () => {
    for (const body of [{ username: 'admin', password: 'wrong' }, { username: 'nobody', password: 'whatever' }]) {
      const answer = await api.anonymous.post('/v1/login', body);
      expect(answer.status).toBe(401);
      expect(answer.body.error.message).toBe('The username or password is incorrect.');
    }
  });

  it('names the missing fields with the spec texts', async () => {
    const answer = await api.anonymous.post('/v1/login', { username: ' ', password: '' });
    expect(answer.status).toBe(422);
    expect(answer.body.error.errors).toEqual({ username: 'Username is required.', password: 'Password is required.' });
    expect((await api.anonymous.request('POST', '/v1/login', undefined, '{')).status).toBe(400);
  });

  it('throttles a username after repeated failures, even for the right password', async () => {
    await createUser({ username: 'target', password: 'target-password', firstName: 'T', lastName: 'Arget', role: 'staff' }, bySystem('test-setup', 'create'));
    for (let i = 0; i < 5; i++) expect((await api.anonymous.post('/v1/login', { username: 'target', password: `bad${i}` })).status).toBe(401);
    const blocked = await api.anonymous.post('/v1/login', { username: 'TARGET', password: 'target-password' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.message).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ minute\(s\)\.$/);
    // other usernames are not affected
    expect((await api.anonymous.post('/v1/login', { username: 'staff', password: PASSWORDS.staff })).status).toBe(200);
  });
});

describe('sessions', () => {
  it('accepts the Basic header built from the token and a Bearer header', async () => {
    const basic = await api.signIn('staff', PASSWORDS.staff, 'basic');
    const bearer = new Client(api.url, basic.token, 'bearer');
    expect((await basic.get('/v1/tags')).status).toBe(200);
    expect((await bearer.get('/v1/tags')).status).toBe(200);
  });

  it('refuses missing, malformed and unknown tokens', async () => {
    expect((await api.anonymous.get('/v1/languages')).status).toBe(401);
    expect((await new Client(api.url, 'not-a-real-token').get('/v1/languages')).status).toBe(401);
    const odd = await fetch(`${api.url}/v1/languages`, { headers: { authorization: 'Digest abc' } });
    expect(odd.status).toBe(401);
  });

  it('ends the session on logout', async () => {
    const client = await api.signIn('staff', PASSWORDS.staff);
    expect((await client.get('/v1/languages')).status).toBe(200);
    expect((await client.get('/v1/logout')).status).toBe(200);
    const after = await client.get('/v1/languages');
    expect(after.status).toBe(401);
    expect(after.body.error.message).toBe('Your session has ended. Please sign in again.');
  });

  it('ends an idle session and a session past its absolute lifetime', async () => {
    const idle = await api.signIn('staff', PASSWORDS.staff);
    const busy = await api.signIn('staff', PASSWORDS.staff);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      vi.setSystemTime(Date.now() + 90 * 60 * 1000);
      expect((await busy.get('/v1/languages')).status).toBe(200);
      vi.setSystemTime(Date.now() + 90 * 60 * 1000); // 3 h after sign-in, 1.5 h after busy's last request
      expect((await idle.get('/v1/languages')).status).toBe(401);
      expect((await busy.get('/v1/languages')).status).toBe(200);
      for (let hours = 0; hours < 10; hours++) {
        vi.setSystemTime(Date.now() + 60 * 60 * 1000);
        await busy.get('/v1/languages');
      }
      expect((await busy.get('/v1/languages')).status).toBe(401); // 13 h after sign-in
    } finally {
      vi.useRealTimers();
    }
  });
});
