import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApi, type TestApi } from '../support/api.ts';
import { now } from '../../functions/data/clock.ts';
import { unique } from '../support/test-data/index.ts';
import { createUser, findUserByUsername, users } from '../../functions/domain/users/users.ts';
import { bySystem } from '../../functions/domain/audit/trail.ts';

/**
 * POST /v1/users/me/password: a signed-in user changes their own password. Each test has its own
 * account (usernames are unique per test), since changing a password ends other sessions.
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

const PATH = '/v1/users/me/password';
const DAY = 24 * 3600;

async function account(password = 'first-password') {
  const username = unique('pw').replace(/\s+/g, '-');
  await createUser({ username, password, firstName: 'Pat', lastName: 'Word', role: 'staff' }, bySystem('test-setup', 'create'));
  return { username, password, client: await api.signIn(username, password) };
}

describe('changing one\'s own password', () => {
  it('needs a session', async () => {
    const answer = await api.anonymous.post(PATH, { currentPassword: 'x', newPassword: 'new-password-1' });
    expect(answer.status).toBe(401);
  });

  it('checks the fields with the shared texts', async () => {
    const { client, password } = await account();
    const empty = await client.post(PATH, {});
    expect(empty.status).toBe(422);
    expect(empty.body.error.errors).toEqual({ currentPassword: 'Current password is required.', newPassword: 'New password is required.' });
    const short = await client.post(PATH, { currentPassword: password, newPassword: 'short' });
    expect(short.body.error.errors).toEqual({ newPassword: 'The new password needs at least 8 characters.' });
    const same = await client.post(PATH, { currentPassword: password, newPassword: password });
    expect(same.body.error.errors).toEqual({ newPassword: 'The new password must differ from the current one.' });
    const long = await client.post(PATH, { currentPassword: password, newPassword: 'x'.repeat(201) });
    expect(long.body.error.errors).toEqual({ newPassword: 'The new password can have at most 200 characters.' });
    expect((await client.request('POST', PATH, undefined, '{')).status).toBe(400);
  });

  it('refuses a wrong current password as a field error, not as a signed-out 401', async () => {
    const { client } = await account();
    const answer = await client.post(PATH, { currentPassword: 'not-it', newPassword: 'second-password' });
    expect(answer.status).toBe(422);
    expect(answer.body.error.errors).toEqual({ currentPassword: 'The current password is incorrect.' });
    expect((await client.get('/v1/languages')).status).toBe(200);
  });

  it('counts wrong current passwords toward the sign-in throttle', async () => {
    const { client, username, password } = await account();
    for (let i = 0; i < 5; i++) expect((await client.post(PATH, { currentPassword: `wrong-${i}`, newPassword: 'second-password' })).status).toBe(422);
    const blocked = await client.post(PATH, { currentPassword: password, newPassword: 'second-password' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.message).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ minute\(s\)\.$/);
    expect((await api.anonymous.post('/v1/login', { username, password })).status).toBe(429);
  });

  it('sets the new password, restarts the 30-day expiry, keeps this session and ends the others', async () => {
    const { client, username, password } = await account();
    const other = await api.signIn(username, password);
    const stored = (await findUserByUsername(username))!;
    await users.update(stored, { passwordChangedAt: now() - 25 * DAY }); // about to expire

    const answer = await client.post(PATH, { currentPassword: password, newPassword: 'second-password' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ name: 'Pat Word', role: 'staff' });
    const days = (answer.body.data.passwordExpiresAt - Date.now() / 1000) / DAY;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    expect((await client.get('/v1/languages')).status).toBe(200);
    const ended = await other.get('/v1/languages');
    expect(ended.status).toBe(401);
    expect(ended.body.error.message).toBe('Your session has ended. Please sign in again.');

    expect((await api.anonymous.post('/v1/login', { username, password })).status).toBe(401);
    const signedIn = await api.anonymous.post('/v1/login', { username, password: 'second-password' });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.user.passwordExpiresAt).toBe(answer.body.data.passwordExpiresAt);
    // The session signed in with the new password lives on.
    expect((await new Client(api.url, signedIn.body.data.accessToken).get('/v1/languages')).status).toBe(200);
  });

  it('lets exactly one of two concurrent changes win', async () => {
    const { client, username, password } = await account();
    const answers = await Promise.all(['second-password', 'third-password'].map((newPassword) => client.post(PATH, { currentPassword: password, newPassword })));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(200);
    expect([409, 422]).toContain(statuses[1]);
    const winner = answers[0].status === 200 ? 'second-password' : 'third-password';
    const loser = winner === 'second-password' ? 'third-password' : 'second-password';
    expect((await api.anonymous.post('/v1/login', { username, password: winner })).status).toBe(200);
    expect((await api.anonymous.post('/v1/login', { username, password: loser })).status).toBe(401);
  });
});
