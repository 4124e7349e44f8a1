import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { killHard, signInAdmin, startProduct, stopProduct, type ProductProcess } from '../support/product-process.ts';
import { waitFor } from '../support/wait-for.ts';
import type { Client } from '../support/api.ts';
import { fireNow, prepareSend, receivedBy, schedulerAt } from '../../scripts/sending-scenario.ts';
import { clockIn } from '../support/sending.ts';
import { scheduleName } from '../../functions/domain/scheduling/item-schedule.ts';
import { atExpression } from '../../functions/domain/scheduling/expressions.ts';
import { ITEM_STATUS } from '../../shared/event-message-workflows.ts';
import { SENDING_RULE_TEXTS } from '../../shared/sending-rules.ts';

/**
 * Decision 033, Q1 and Q3 across a crash: a send deferred by the quiet hours is kept by the item
 * and its schedule, not by the process. The product (every schedule firing 3 times at once) defers
 * an item, is killed (kill -9) and started again on the same data; the item still waits, its
 * schedule is still at the end of the quiet hours, nothing was sent; when its time comes, each
 * contact gets the message exactly once, and a later firing sends nothing more.
 */
const CONTACTS = 20;
const dataDir = mkdtempSync(join(tmpdir(), 'quiet-hours-restart-'));
let product: ProductProcess | undefined;
afterAll(async () => {
  if (product) await stopProduct(product);
  rmSync(dataDir, { recursive: true, force: true });
});

const open = { quietHours: null, maxPer24Hours: null, maxPer7Days: null };
const saveRules = async (admin: Client, emailQuietHours: { from: string; to: string } | null) =>
  expect((await admin.post('/v1/settings/sending-rules', { email: { ...open, quietHours: emailQuietHours }, sms: open, capActionTriggers: false })).status).toBe(200);

/** The Scheduler stand-in's schedules, and its log of firings (each entered once its invocations have run). */
const schedulerStore = async (running: ProductProcess) =>
  (await (await fetch(`${running.schedulerUrl}/store`)).json()) as { schedules: { Name: string; ScheduleExpression: string }[]; firings: { name: string; errors: string[] }[] };
const storedSchedules = async (running: ProductProcess) => (await schedulerStore(running)).schedules;
const firingsOf = async (running: ProductProcess, name: string) => (await schedulerStore(running)).firings.filter((firing) => firing.name === name);

describe('kill -9 while a send waits for the end of the quiet hours', () => {
  it('keeps it waiting through the restart, then sends it to each contact exactly once', async () => {
    product = await startProduct(dataDir, { SCHEDULER_FIRE_TIMES: '3' });
    let admin = await signInAdmin(product);
    const item = await prepareSend(admin, CONTACTS);
    const itemOf = async (client: Client) => (await client.get(`/v1/events/${item.eventId}/message-workflows`)).body.data.items.find((i: { id: number }) => i.id === item.itemId);
    // email's quiet hours end in an hour: the firing defers the item to then
    const end = clockIn(60);
    await saveRules(admin, { from: clockIn(-60), to: end });
    await fireNow(item, schedulerAt(product.schedulerUrl));
    const deferred = await waitFor('the firing to defer the item', async () => {
      const current = await itemOf(admin);
      return current?.deferral && current;
    });
    expect(deferred).toMatchObject({ status: ITEM_STATUS.active, note: `Deferred by quiet hours to ${end}` });
    await killHard(product);

    product = await startProduct(dataDir, { SCHEDULER_FIRE_TIMES: '3' });
    admin = await signInAdmin(product);
    const after = await itemOf(admin);
    expect(after).toMatchObject({ status: ITEM_STATUS.active, scheduledTime: deferred.scheduledTime, note: SENDING_RULE_TEXTS.deferred(deferred.scheduledTime) });
    expect((await storedSchedules(product)).find((s) => s.Name === scheduleName(item.eventId, item.itemId))?.ScheduleExpression).toBe(atExpression(deferred.scheduledTime));
    expect([...(await receivedBy(product.sesUrl)).values()]).toEqual([]);

    // its time comes (the quiet hours are over: here the rules open them and the schedule is moved to now)
    await saveRules(admin, null);
    await fireNow(item, schedulerAt(product.schedulerUrl));
    const sent = await waitFor('the item to be sent', async () => {
      const current = await itemOf(admin);
      return current?.status === ITEM_STATUS.completed && current;
    });
    expect(sent).toMatchObject({ note: null, deliveries: { total: CONTACTS, sent: CONTACTS } });
    const counts = await receivedBy(product.sesUrl);
    expect(item.addresses.map((address) => counts.get(address) ?? 0)).toEqual(item.addresses.map(() => 1));

    // a late firing (a duplicate of the schedule's) finds it sent, and sends nothing more
    const name = scheduleName(item.eventId, item.itemId);
    const before = (await firingsOf(product, name)).length;
    await fireNow(item, schedulerAt(product.schedulerUrl));
    const late = await waitFor('the late firing to have run', async () => (await firingsOf(product!, name)).slice(before)[0]);
    expect(late.errors).toEqual([]);
    expect(await itemOf(admin)).toMatchObject({ status: ITEM_STATUS.completed, deliveries: { total: CONTACTS, sent: CONTACTS } });
    expect([...(await receivedBy(product.sesUrl)).values()].reduce((sum, n) => sum + n, 0)).toBe(CONTACTS);
  }, 180_000);
});
