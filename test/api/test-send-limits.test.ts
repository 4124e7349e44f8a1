import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type Client, type TestApi } from '../support/api.ts';
import { messagingWorld } from '../support/messaging.ts';
import { activeEmail, createMessage, unique } from '../support/test-data/index.ts';
import { createUser } from '../../functions/domain/users/users.ts';
import { bySystem } from '../../functions/domain/audit/trail.ts';
import { takeFromWindow } from '../../functions/data/rate-windows.ts';
import { authorizationHeader } from '../../shared/auth.ts';
import { TEST_SEND_LIMITS } from '../../shared/messages.ts';

/**
 * Test sends are limited per user (docs/messaging.md, "Test send limits"): 10 messages a minute
 * and 100 an hour, over message test sends and target group test sends together.
 */
let api: TestApi;
let world: Awaited<ReturnType<typeof messagingWorld>>;
let emailId: number;

beforeAll(async () => {
  api = await startTestApi();
  world = await messagingWorld(api.admin, api.staff);
  emailId = (await createMessage(api.staff, activeEmail(world))).id;
});
afterAll(() => api.stop());

/** A user of its own, so each test starts with the whole allowance. */
async function freshUser(): Promise<{ id: number; client: Client }> {
  const username = unique('sender').replace(/\W+/g, '-');
  const user = await createUser({ username, password: 'limits-password-1', firstName: 'Test', lastName: 'Sender', role: 'staff' }, bySystem('test-setup', 'create'));
  return { id: user.id, client: await api.signIn(username, 'limits-password-1') };
}

const mailsTo = async (address: string): Promise<number> =>
  ((await (await fetch(`${api.sesUrl}/store`)).json()).emails as { destination: { to: string[] } }[]).filter((mail) => mail.destination.to.includes(address)).length;

const testMessage = (client: Client, recipient: string, masterContactId = 1) => client.post('/v1/messages/test-message', { message: emailId, masterContactId, recipient });
const groupTest = (client: Client, target: string, masterContactIds: number[]) =>
  client.post('/v1/target-groups/send-test-messages', { target, messageId: emailId, eventId: 1, masterContactIds });

const statuses = (answers: { status: number }[]) => answers.map((answer) => answer.status).sort();
// a refusal in the second the window opened waits the whole minute: "1 minute"
const perMinute = /^Too many test messages: at most 10 a minute per user\. Try again in (\d+ seconds?|1 minute)\.$/;

describe('the per-user limit on test sends', () => {
  it('holds under 20 parallel test sends: exactly 10 go out, the others are 429 saying when to try again', async () => {
    const { client } = await freshUser();
    const address = `${unique('burst').replace(/\W+/g, '.')}@example.com`;
    const answers = await Promise.all(Array.from({ length: 20 }, () => testMessage(client, address)));
    expect(statuses(answers)).toEqual([...Array(10).fill(200), ...Array(10).fill(429)]);
    for (const refused of answers.filter((answer) => answer.status === 429)) expect(refused.body.error).toMatchObject({ code: 429, message: expect.stringMatching(perMinute) });
    expect(await mailsTo(address)).toBe(10);

    // the answer says when, in the text and in Retry-After
    const raw = await fetch(`${api.url}/v1/messages/test-message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: authorizationHeader(client.token!) },
      body: JSON.stringify({ message: emailId, masterContactId: 1, recipient: address }),
    });
    expect(raw.status).toBe(429);
    const wait = Number(raw.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect((await raw.json()).error.message).toContain(wait === 60 ? 'Try again in 1 minute.' : `Try again in ${wait} second`);
  });

  it('counts message test sends and target group test sends together; a request that does not fit sends nothing', async () => {
    const { client } = await freshUser();
    const address = `${unique('shared').replace(/\W+/g, '.')}@example.com`;
    expect(statuses(await Promise.all(Array.from({ length: 9 }, () => testMessage(client, address))))).toEqual(Array(9).fill(200));
    const tooMany = await groupTest(client, address, [1, 2]);
    expect(tooMany.status).toBe(429);
    expect(tooMany.body.error.message).toMatch(perMinute);
    expect(await mailsTo(address)).toBe(9);
    expect((await groupTest(client, address, [2])).status).toBe(200);
    expect((await testMessage(client, address)).status).toBe(429);
    expect(await mailsTo(address)).toBe(10);
  });

  it('does not count test sends refused before they reach the provider', async () => {
    const { client } = await freshUser();
    const address = `${unique('refused').replace(/\W+/g, '.')}@example.com`;
    // contact 999999 does not exist: the message cannot be rendered for it
    expect(statuses(await Promise.all(Array.from({ length: 10 }, () => testMessage(client, address, 999_999))))).toEqual(Array(10).fill(422));
    expect(statuses(await Promise.all(Array.from({ length: 10 }, () => testMessage(client, address))))).toEqual(Array(10).fill(200));
  });

  it('is per user: one user at the limit leaves the others theirs', async () => {
    const [first, second] = [await freshUser(), await freshUser()];
    const address = `${unique('apart').replace(/\W+/g, '.')}@example.com`;
    await Promise.all(Array.from({ length: 10 }, () => testMessage(first.client, address)));
    expect((await testMessage(first.client, address)).status).toBe(429);
    expect((await testMessage(second.client, address)).status).toBe(200);
  });

  it('also holds 100 an hour', async () => {
    const { id, client } = await freshUser();
    const hour = TEST_SEND_LIMITS.find((limit) => limit.seconds === 3600)!;
    // as if 95 had gone out earlier this hour, in minutes of their own
    expect((await takeFromWindow('test-sends', id, hour, 95)).taken).toBe(true);
    const address = `${unique('hour').replace(/\W+/g, '.')}@example.com`;
    const answers = await Promise.all(Array.from({ length: 8 }, () => testMessage(client, address)));
    expect(statuses(answers)).toEqual([...Array(5).fill(200), ...Array(3).fill(429)]);
    expect(answers.find((answer) => answer.status === 429)!.body.error.message).toMatch(/^Too many test messages: at most 100 an hour per user\. Try again in (60 minutes|\d+ seconds?)\.$/);
    expect(await mailsTo(address)).toBe(5);
  });
});

describe('a target group test send', () => {
  it('goes to at most as many contacts as a user may send in a minute', async () => {
    const answer = await groupTest(api.staff, 'someone@example.com', Array.from({ length: 11 }, (_, i) => i + 1));
    expect(answer.status).toBe(422);
    expect(answer.body.error.errors).toEqual({ masterContactIds: 'At most 10 contacts per test send.' });
  });
});
