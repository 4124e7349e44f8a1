import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api.ts';
import { attachWorkflow, emailMessage, emailsTo, fireNow, sendingWorld, settled, type SendingWorld } from '../support/sending.ts';
import { waitFor } from '../support/wait-for.ts';
import { contactRecord, createReferenceSetTemplate, importBatch, queryAnsweringOnly } from '../support/test-data/index.ts';
import { STATUS } from '../../shared/status.ts';
import { raiseAlert } from '../../functions/domain/alerts/raise-alert.ts';
import { alertOnOutcome } from '../../functions/domain/alerts/outcome-alerts.ts';
import { alertOnEngagement } from '../../functions/domain/alerts/engagement-alerts.ts';
import { settleItem } from '../../functions/domain/sending/item-sending.ts';
import { getItem } from '../../functions/data/item-reads.ts';
import { useClock } from '../../functions/data/clock.ts';
import { handler as alertDigest } from '../../functions/jobs/alert-digest/handler.ts';
import { ALERT_DIGEST_SETTING, ALERT_TEXTS, type Alert } from '../../shared/alerts.ts';

/**
 * docs/alerts.md, each rule through the local runtime: the conditions (A1-A4) made to happen for
 * real (an item that fails, one sent to nobody, bounces from the SES stand-in's simulator), the
 * readiness check's call, exactly once under repeats and races (A5), the API (L1-L4) and the
 * hourly digest through the SES stand-in (M1-M4).
 */
let api: TestApi;
let world: SendingWorld;
const label = randomBytes(4).toString('hex');

beforeAll(async () => {
  api = await startTestApi();
  world = await sendingWorld(api);
});
afterAll(() => api.stop());

const alertsOf = async (client = api.staff, query = 'page[size]=100'): Promise<{ items: Alert[]; total: number; unread: number; unreadCapped: boolean }> => {
  const answer = await client.get(`/v1/alerts?${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
};
const alertsOfItem = async (itemId: number) => (await alertsOf(api.staff, `page[size]=100&filter[itemId]=${itemId}`)).items;

describe('conditions', () => {
  it('A1: an item that ends in error raises one item-failed alert naming the failed share, linking to its timeline', async () => {
    const set = await createReferenceSetTemplate(api.staff, { name: 'Only two', status: STATUS.active, ...queryAnsweringOnly(1, 2) });
    const message = await emailMessage(api.staff, world, { referenceSetTemplateId: set.id });
    const { item } = await attachWorkflow(api, 1, message.id, {}, [1, 2, 3]);
    await fireNow(api, item);
    expect(await settled(api, item)).toMatchObject({ status: 6, deliveries: { total: 3, failed: 1 } });
    const alerts = await waitFor('the failure alert', async () => (await alertsOfItem(item.id)).length > 0 && alertsOfItem(item.id));
    expect(alerts).toEqual([
      expect.objectContaining({ id: `item-failed-${item.id}`, kind: 'item-failed', eventId: 1, itemId: item.id, read: false, link: '/event-message-workflows/edit/1', message: `Item #${item.id}: 1 of 3 deliveries failed (33.3 %).` }),
    ]);
  });

  it('A2: an item whose frozen audience is empty raises zero-recipients (and completes)', async () => {
    const { item } = await attachWorkflow(api, 1, world.message.id, {}, [999_999]);
    await fireNow(api, item);
    expect(await settled(api, item)).toMatchObject({ status: 5, deliveries: { total: 0 } });
    expect(await alertsOfItem(item.id)).toEqual([expect.objectContaining({ kind: 'zero-recipients', message: ALERT_TEXTS.zeroRecipients(item.id) })]);
  });

  it('A3: bounces over 5 % of at least 20 sent raise bounce-rate as SES reports them; a complaint rate under 5 % raises nothing', async () => {
    // 20 contacts: two bounce (10 %), one complains (5 %: not over)
    const ids = Array.from({ length: 20 }, (_, i) => 101 + i);
    const email = (id: number) => (id === 101 || id === 102 ? `bounce+${label}-${id}@simulator.amazonses.com` : id === 103 ? `complaint+${label}@simulator.amazonses.com` : `alerts.${id}@example.com`);
    await importBatch(api.admin, ids.map((id) => contactRecord(id, { companyId: 1, email: email(id) })));
    const { item } = await attachWorkflow(api, 1, world.message.id, {}, ids);
    await fireNow(api, item);
    expect(await settled(api, item)).toMatchObject({ status: 5, deliveries: { total: 20, sent: 20 } });
    const alerts = await waitFor('the bounce-rate alert', async () => {
      await api.queuesIdle();
      const found = await alertsOfItem(item.id);
      return found.length > 0 && found;
    });
    expect(alerts).toEqual([expect.objectContaining({ kind: 'bounce-rate', message: `Item #${item.id}: 2 of 20 sent emails bounced (10 %).` })]);
    // a whole send of 20 and its SES events: slow on a busy machine
  }, 120_000);

  it('A3: below 20 sent deliveries a rate does not count', async () => {
    const ids = [131, 132, 133];
    await importBatch(api.admin, ids.map((id) => contactRecord(id, { companyId: 1, email: id === 131 ? `bounce+${label}-few@simulator.amazonses.com` : `alerts.${id}@example.com` })));
    const { item } = await attachWorkflow(api, 1, world.message.id, {}, ids);
    await fireNow(api, item);
    await settled(api, item);
    await waitFor('the bounce recorded', async () => (await emailsTo(api, `bounce+${label}-few@simulator.amazonses.com`)).length === 1);
    await api.queuesIdle();
    expect(await alertOnEngagement(String(item.id), 'bounced')).toBe(false);
    expect(await alertsOfItem(item.id)).toEqual([]);
  });

  it('A4: the readiness check raises readiness-blocked through raiseAlert, once per item', async () => {
    const { item } = await attachWorkflow(api, 1, world.message.id);
    const request = { kind: 'readiness-blocked' as const, itemId: item.id, eventId: 1, message: 'The message has no template.' };
    expect(await raiseAlert(request)).toBe(true);
    expect(await raiseAlert({ ...request, message: 'Another problem found later.' })).toBe(false);
    expect(await alertsOfItem(item.id)).toEqual([expect.objectContaining({ id: `readiness-blocked-${item.id}`, message: 'The message has no template.', link: '/event-message-workflows/edit/1' })]);
  });
});

describe('exactly once (A5)', () => {
  it('the same detection run many times at once raises one alert', async () => {
    const { item } = await attachWorkflow(api, 1, world.message.id);
    const raised = await Promise.all(Array.from({ length: 8 }, () => raiseAlert({ kind: 'readiness-blocked', itemId: item.id, eventId: 1, message: 'x' })));
    expect(raised.filter(Boolean)).toHaveLength(1);
    expect(await alertsOfItem(item.id)).toHaveLength(1);
  });

  it('an ended item settled again, concurrently and later (duplicate batches, recounts), keeps its one alert', async () => {
    const { item } = await attachWorkflow(api, 1, world.message.id, {}, [999_998]);
    await fireNow(api, item);
    await settled(api, item);
    const stored = (await getItem(item.eventId, item.id))!;
    await Promise.all([settleItem(item.eventId, item.id), settleItem(item.eventId, item.id), alertOnOutcome(stored), alertOnOutcome(stored)]);
    await settleItem(item.eventId, item.id);
    expect((await alertsOfItem(item.id)).map((a) => a.kind)).toEqual(['zero-recipients']);
  });
});

describe('the API (L1-L4)', () => {
  it('L1: 401 without a session; staff and super-admins read; unknown parameters are 400s, never a 500', async () => {
    expect((await api.anonymous.get('/v1/alerts')).status).toBe(401);
    expect((await api.anonymous.post('/v1/alerts/read-all')).status).toBe(401);
    expect((await api.admin.get('/v1/alerts')).status).toBe(200);
    for (const query of ['filter[nope]=1', 'filter[kind]=oops', 'filter[unread]=maybe', 'page[size]=7', 'sort=message']) expect((await api.staff.get(`/v1/alerts?${query}`)).status, query).toBe(400);
  });

  it('L2: filters unread, kind and event; sorts by createdAt; pages', async () => {
    const all = await alertsOf();
    expect(all.total).toBeGreaterThanOrEqual(4);
    expect(all.items.map((a) => a.createdAt)).toEqual([...all.items.map((a) => a.createdAt)].sort((a, b) => b - a));
    const failed = await alertsOf(api.staff, 'filter[kind]=item-failed');
    expect(failed.items.every((a) => a.kind === 'item-failed')).toBe(true);
    expect((await alertsOf(api.staff, 'filter[eventId]=2')).total).toBe(0);
    const page = await alertsOf(api.staff, 'page[size]=5&page[number]=1&sort=createdAt');
    expect(page.items).toHaveLength(Math.min(5, all.total));
    expect(page.items[0].createdAt).toBeLessThanOrEqual(page.items.at(-1)!.createdAt);
  });

  it('L3: read state is per user: one marks an alert read, the other still sees it unread; a bad id is a 404', async () => {
    const before = await alertsOf(api.staff, 'filter[unread]=true&page[size]=100');
    const adminBefore = await alertsOf(api.admin);
    const target = before.items[0];
    const read = await api.staff.post(`/v1/alerts/${target.id}/read`);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ id: target.id, read: true });
    expect((await api.staff.post(`/v1/alerts/${target.id}/read`)).status).toBe(200); // a repeat changes nothing
    const after = await alertsOf(api.staff, 'filter[unread]=true&page[size]=100');
    expect(after.unread).toBe(before.unread - 1);
    expect(after.items.map((a) => a.id)).not.toContain(target.id);
    expect((await alertsOf(api.admin)).unread).toBe(adminBefore.unread);
    for (const id of ['item-failed-99999999', 'nonsense', '%20', 'item-failed-1-2']) expect((await api.staff.post(`/v1/alerts/${encodeURIComponent(id)}/read`)).status, id).toBe(404);
  });

  it('L4: mark all as read leaves nothing unread for that user; a new alert is unread again, even one raised in the same second', async () => {
    const done = await api.staff.post('/v1/alerts/read-all');
    expect(done.body.data).toEqual({ unread: 0, capped: false });
    expect((await alertsOf(api.staff)).unread).toBe(0);
    expect((await alertsOf(api.admin)).unread).toBeGreaterThan(0);
    const { item } = await attachWorkflow(api, 1, world.message.id);
    const second = await attachWorkflow(api, 1, world.message.id);
    // in one and the same second: an alert, Mark all as read, then another alert: only the first is read
    const frozen = Math.floor(Date.now() / 1000) + 2;
    const restore = useClock(() => frozen);
    try {
      await raiseAlert({ kind: 'readiness-blocked', itemId: item.id, eventId: 1, message: 'Seen.' });
      expect((await api.staff.post('/v1/alerts/read-all')).body.data).toEqual({ unread: 0, capped: false });
      await raiseAlert({ kind: 'readiness-blocked', itemId: second.item.id, eventId: 1, message: 'New.' });
    } finally {
      restore();
    }
    const after = await alertsOf(api.staff);
    expect(after.unread).toBe(1);
    expect(after.items.filter((alert: Alert) => !alert.read).map((alert: Alert) => alert.message)).toEqual(['New.']);
  });
});

describe('the digest address setting', () => {
  it('is saved by super-admins only, as an email address or empty', async () => {
    expect((await api.staff.post('/v1/settings', { name: ALERT_DIGEST_SETTING, value: 'ops@example.com' })).status).toBe(403);
    const bad = await api.admin.post('/v1/settings', { name: ALERT_DIGEST_SETTING, value: 'not an address' });
    expect(bad.status).toBe(422);
    expect(bad.body.error.errors).toEqual({ value: ALERT_TEXTS.digestAddressInvalid });
    expect((await api.admin.post('/v1/settings', { name: ALERT_DIGEST_SETTING, value: '' })).status).toBe(200);
  });
});

describe('the hourly digest (M1-M4)', () => {
  const address = `alerts-${label}@example.com`;
  const hour = 3600;
  const at = (seconds: number) => useClock(() => seconds);

  it('M1: no address, no mail', async () => {
    await api.admin.post('/v1/settings', { name: ALERT_DIGEST_SETTING, value: null });
    expect(await alertDigest()).toEqual({ outcome: 'no address' });
  });

  it('M2-M4: two firings in one hour send one mail listing the new alerts; an hour with nothing new sends none; the next lists only what is new', async () => {
    await api.admin.post('/v1/settings', { name: ALERT_DIGEST_SETTING, value: address });
    const start = Math.floor(Date.now() / 1000 / hour) * hour + 10 * hour; // hours ahead of any alert so far
    let restore = at(start + 60);
    try {
      const outcomes = await Promise.all([alertDigest(), alertDigest()]);
      expect(outcomes.map((o) => o.outcome).sort()).toEqual(['claimed elsewhere', 'sent']);
      expect(await alertDigest()).toEqual({ outcome: 'done before' });
    } finally {
      restore();
    }
    const mails = await emailsTo(api, address);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/^\d+ new alerts? from the back office$/);
    expect(mails[0].body.html).toContain('Open the timeline');

    restore = at(start + hour + 60);
    try {
      expect(await alertDigest()).toEqual({ outcome: 'empty' });
    } finally {
      restore();
    }
    expect(await emailsTo(api, address)).toHaveLength(1);

    const { item } = await attachWorkflow(api, 1, world.message.id);
    restore = at(start + hour + 120);
    try {
      await raiseAlert({ kind: 'readiness-blocked', itemId: item.id, eventId: 1, message: `Only this one ${label}.` });
    } finally {
      restore();
    }
    restore = at(start + 2 * hour + 60);
    try {
      expect(await alertDigest()).toEqual({ outcome: 'sent' });
    } finally {
      restore();
    }
    const second = (await emailsTo(api, address))[1];
    expect(second.subject).toBe('1 new alert from the back office');
    expect(second.body.html).toContain(`Only this one ${label}.`);
  });
});
