import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApi, type TestApi } from '../support/api.ts';
import { unique } from '../support/test-data/index.ts';
import { createUser } from '../../functions/domain/users/users.ts';
import { bySystem } from '../../functions/domain/audit/trail.ts';

/**
 * The sign-in throttle under concurrent attempts: at most 5 passwords are evaluated per
 * username per window, however the attempts arrive.
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

async function newUser(password: string) {
  const username = unique('user').replace(/\s/g, '-');
  await createUser({ username, password, firstName: 'Con', lastName: 'Current', role: 'staff' }, bySystem('test-setup', 'create'));
  return username;
}

const attempt = (username: string, password: string) => api.anonymous.post('/v1/login', { username, password });

// Each evaluated password costs a scrypt hash (~0.1-1 s on a busy machine).
describe('concurrent sign-in attempts', { timeout: 120_000 }, () => {
  it.each([0, 14, 29])('evaluates at most 5 of 30 attempts with the right one at position %i', async (rightAt) => {
    const username = await newUser('the-right-password');
    const passwords = Array.from({ length: 30 }, (_, i) => (i === rightAt ? 'the-right-password' : `wrong-${i}`));
    const answers = await Promise.all(passwords.map((password) => attempt(username, password)));
    const statuses = answers.map((answer) => answer.status);
    const invalid = answers.filter((answer) => answer.status === 401);
    for (const answer of invalid) expect(answer.body.error.message).toBe('The username or password is incorrect.');
    expect(statuses.every((status) => [200, 401, 429].includes(status)), statuses.join()).toBe(true);
    expect(invalid.length, statuses.join()).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length, statuses.join()).toBeGreaterThanOrEqual(24);
    // the right password gets in only when it was among the evaluated ones; otherwise 429
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(1);
    if (statuses[rightAt] !== 200) expect(statuses[rightAt]).toBe(429);
  });

  it('counts every one of 40 concurrent failures, so the right password is refused after them', async () => {
    const username = await newUser('the-right-password');
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => attempt(username, `wrong-${i}`)));
    expect(answers.filter((answer) => answer.status === 401).length).toBe(5);
    expect(answers.filter((answer) => answer.status === 429).length).toBe(35);
    const right = await attempt(username, 'the-right-password');
    expect(right.status).toBe(429);
    expect(right.body.error.message).toMatch(/^Too many failed sign-in attempts\. Try again in 15 minute\(s\)\.$/);
  });

  it('opens a new window once the old one is over, once for concurrent attempts', async () => {
    const username = await newUser('the-right-password');
    await Promise.all(Array.from({ length: 6 }, (_, i) => attempt(username, `wrong-${i}`)));
    expect((await attempt(username, 'the-right-password')).status).toBe(429);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 15 * 60 * 1000 + 1000 });
    try {
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => attempt(username, `late-${i}`)));
      expect(answers.filter((answer) => answer.status === 401).length).toBe(5);
      expect((await attempt(username, 'the-right-password')).status).toBe(429);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets a user who mistyped sign in, and forgets the typos after a successful sign-in', async () => {
    const username = await newUser('the-right-password');
    for (let i = 0; i < 4; i++) expect((await attempt(username, `typo-${i}`)).status).toBe(401);
    expect((await attempt(username, 'the-right-password')).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await attempt(username, `typo-again-${i}`)).status).toBe(401);
    expect((await attempt(username, 'the-right-password')).status).toBe(200);
  });

  it('does not throttle a user who signs in from several places at once', async () => {
    const username = await newUser('the-right-password');
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(Array.from({ length: 4 }, () => attempt(username, 'the-right-password')));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    }
  });
});
