import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type Client, type TestApi } from '../support/api.ts';
import { attach, attachOne, DAY, newEvent, timeline } from '../support/event-workflows.ts';
import { attachWorkflow, fireNow, firing, sendingWorld, settled, type SendingWorld } from '../support/sending.ts';
import { waitFor } from '../support/wait-for.ts';
import { contactRecord, createTag, createWorkflow, createWorkflowSet, importBatch, scheduledTrigger } from '../support/test-data/index.ts';
import { withFailedEntryWrite } from '../support/store-faults.ts';
import { getItem } from '../../functions/data/item-reads.ts';
import { updateItem } from '../../functions/data/item-store.ts';
import { getEvent } from '../../functions/data/directory/store.ts';
import { putRecord } from '../../functions/data/directory/write.ts';
import { handler as dispatch } from '../../functions/jobs/dispatch/handler.ts';
import { STATUS } from '../../shared/status.ts';
import type { AuditEntryAnswer } from '../../shared/audit-schemas.ts';

/**
 * docs/audit.md, event timeline items (I1-I11): every change of an item, by staff or by the
 * system, leaves exactly one entry with its field diff, written in the audit log's ordered steps;
 * a refused change leaves none; an event's History lists its items' entries, removed ones too.
 */
let api: TestApi;
let world: SendingWorld;
beforeAll(async () => {
  api = await startTestApi();
  world = await sendingWorld(api);
});
afterAll(() => api.stop());

const TYPE = 'event-message-workflow';
const workflow = (overrides: Record<string, unknown> = {}) => createWorkflow(api.staff, { status: STATUS.active, messageId: world.message.id, ...overrides });
const eventHistory = async (client: Client, eventId: number): Promise<AuditEntryAnswer[]> => {
  const answer = await client.get(`/v1/events/${eventId}/history`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.items;
};
const log = async (query: string): Promise<AuditEntryAnswer[]> => {
  const answer = await api.admin.get(`/v1/audit-log?page[size]=100&${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.items;
};
const itemTrail = (itemId: number) => log(`filter[entityType]=${TYPE}&filter[entityId]=${itemId}`);
const actionsOf = (entries: AuditEntryAnswer[]) => entries.map((entry) => entry.action);
const changeOf = (entry: AuditEntryAnswer, field: string) => entry.changes.find((change) => change.field === field);
/** Puts an item in error as a failed send would (the system's write, which is not an entry of its own). */
const failItem = async (eventId: number, id: number) => updateItem((await getItem(eventId, id))!, { status: STATUS.error, note: 'Sending failed.' });

describe('staff changes of items', () => {
  it('I1-I5: attach, trigger edit, switch off, switch on and remove each leave one entry with the fields they changed, on the event History', async () => {
    const event = await newEvent(api.admin);
    const wf = await workflow();
    const item = await attachOne(api.staff, event.id, wf.id);
    const trigger = scheduledTrigger({ interval: 4, sendingTime: '09:45' });
    expect((await attach(api.staff, [{ id: item.id, eventId: event.id, status: 1, trigger }])).status).toBe(200);
    expect((await attach(api.staff, [{ id: item.id, eventId: event.id, status: 0 }])).status).toBe(200);
    expect((await attach(api.staff, [{ id: item.id, eventId: event.id, status: 1 }])).status).toBe(200);
    expect((await api.admin.delete(`/v1/event-message-workflows/${item.id}`)).status).toBe(200);

    const entries = await eventHistory(api.staff, event.id);
    expect(actionsOf(entries)).toEqual(['remove', 'switch-on', 'switch-off', 'update', 'attach']);
    for (const entry of entries) expect(entry).toMatchObject({ entityType: TYPE, entityId: item.id, entityName: wf.name, parent: { type: 'event', id: event.id }, impact: { items: 1 } });
    const [removed, on, off, edited, attached] = entries;
    expect(attached).toMatchObject({ user: { name: expect.any(String) }, actor: expect.stringMatching(/^user:\d+$/), version: 1 });
    expect(changeOf(attached, 'status')).toEqual({ field: 'status', before: null, after: 1 });
    expect(changeOf(edited, 'trigger')).toEqual({ field: 'trigger', before: item.trigger, after: expect.objectContaining({ triggerData: expect.objectContaining({ interval: 4, sendingTime: '09:45' }) }) });
    expect(changeOf(edited, 'scheduledTime')?.before).toBe(item.scheduledTime);
    expect(changeOf(off, 'status')).toEqual({ field: 'status', before: 1, after: 0 });
    expect(changeOf(on, 'status')).toEqual({ field: 'status', before: 0, after: 1 });
    expect(removed.user?.id).not.toBe(attached.user?.id); // a super-admin removes, staff attached
    expect(changeOf(removed, 'messageWorkflowId')).toEqual({ field: 'messageWorkflowId', before: wf.id, after: null });
    // the audit log holds the same entries, found by the item; the item is gone, its trail stays
    expect(actionsOf(await itemTrail(item.id))).toEqual(actionsOf(entries));
  });

  it('I1: a set attaches its Active workflows, one entry each, naming the set', async () => {
    const event = await newEvent(api.admin);
    const [a, b] = [await workflow(), await workflow()];
    const set = await createWorkflowSet(api.staff, { status: STATUS.active, messageWorkflows: [a.id, b.id] });
    expect((await attach(api.staff, [{ eventId: event.id, messageWorkflowSetId: set.id }])).status).toBe(200);
    const entries = await eventHistory(api.staff, event.id);
    expect(entries.map((entry) => [entry.action, entry.entityName, entry.note]).sort()).toEqual(
      [a, b].map((wf) => ['attach', wf.name, `With the set #${set.id} ${set.name}`]).sort(),
    );
  });

  it('I6: bulk actions write one entry per item: reactivate, switch off all of an event, remove all of an event', async () => {
    const event = await newEvent(api.admin);
    const items = [await attachOne(api.staff, event.id, (await workflow()).id), await attachOne(api.staff, event.id, (await workflow()).id)];
    for (const item of items) await failItem(event.id, item.id);
    expect((await api.admin.put('/v1/event-message-workflows/by-ids', { ids: items.map((item) => item.id) })).status).toBe(200);
    expect((await api.admin.patch('/v1/event-message-workflows', { attributes: { status: 0 }, eventIds: [event.id] })).body.data).toEqual({ disabled: 2 });
    expect((await api.admin.delete(`/v1/event-message-workflows/event/${event.id}`)).status).toBe(200);
    for (const item of items) {
      const trail = await itemTrail(item.id);
      expect(actionsOf(trail)).toEqual(['remove', 'switch-off', 'reactivate', 'attach']);
      expect(changeOf(trail[2], 'status')).toEqual({ field: 'status', before: STATUS.error, after: STATUS.active });
      expect(trail[1].note).toBe('All of the event');
    }
  });
});

describe('refused changes and concurrent ones', () => {
  it('I7: a refused change leaves no entry: invalid input (422), a role that may not (403), an item that may not be removed (422)', async () => {
    const event = await newEvent(api.admin);
    const item = await attachOne(api.staff, event.id, (await workflow()).id);
    const before = await eventHistory(api.staff, event.id);
    expect((await attach(api.staff, [{ id: item.id, eventId: event.id, status: 1, trigger: { triggerType: 'nonsense' } }])).status).toBe(422);
    expect((await api.staff.delete(`/v1/event-message-workflows/${item.id}`)).status).toBe(403);
    expect((await api.staff.put('/v1/event-message-workflows/by-ids', { ids: [item.id] })).status).toBe(403);
    expect((await api.admin.put('/v1/event-message-workflows/by-ids', { ids: [item.id] })).status).toBe(422); // not failed
    await failItem(event.id, item.id);
    expect((await api.admin.delete(`/v1/event-message-workflows/${item.id}`)).status).toBe(422); // not active
    expect(await eventHistory(api.staff, event.id)).toEqual(before);
  });

  it('I7: concurrent switches of one item: one entry for each acknowledged write, none for the refused ones', async () => {
    const event = await newEvent(api.admin);
    const item = await attachOne(api.staff, event.id, (await workflow()).id);
    let acknowledged = 0;
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all([0, 1, 0, 1, 0, 1].map((status) => attach(api.staff, [{ id: item.id, eventId: event.id, status }])));
      for (const answer of answers) expect([200, 409], JSON.stringify(answer.body)).toContain(answer.status);
      acknowledged += answers.filter((answer) => answer.status === 200).length;
    }
    const entries = (await itemTrail(item.id)).filter((entry) => entry.action !== 'attach');
    expect(entries).toHaveLength(acknowledged);
    expect(new Set(entries.map((entry) => entry.version)).size).toBe(acknowledged);
    // the last acknowledged save made the item as it is now
    expect(entries[0].version).toBe((await getItem(event.id, item.id))!.version);
  });
});

describe('a write cut off as a crash would cut it (a fault in the store client, before or after the store commits)', () => {
  it('I8: cut off before the store: the item is unchanged and has no entry; the next change of that version has only its own', async () => {
    const event = await newEvent(api.admin);
    const item = await attachOne(api.staff, event.id, (await workflow()).id);
    expect((await withFailedEntryWrite('before', TYPE, () => attach(api.staff, [{ id: item.id, eventId: event.id, status: 0 }]), item.id)).status).toBe(500);
    expect((await getItem(event.id, item.id))!.status).toBe(STATUS.active);
    expect(actionsOf(await eventHistory(api.staff, event.id))).toEqual(['attach']);
    expect((await attach(api.staff, [{ id: item.id, eventId: event.id, status: 0 }])).status).toBe(200);
    expect(actionsOf(await eventHistory(api.staff, event.id))).toEqual(['switch-off', 'attach']);
  });

  it('I8: committed with the answer lost: the change shows with its entry, a removal too', async () => {
    const event = await newEvent(api.admin);
    const item = await attachOne(api.staff, event.id, (await workflow()).id);
    expect((await withFailedEntryWrite('after', TYPE, () => attach(api.staff, [{ id: item.id, eventId: event.id, status: 0 }]), item.id)).status).toBe(500);
    expect((await getItem(event.id, item.id))!.status).toBe(STATUS.inactive);
    expect(actionsOf(await eventHistory(api.staff, event.id))).toEqual(['switch-off', 'attach']);

    expect((await withFailedEntryWrite('after', TYPE, () => attach(api.staff, [{ id: item.id, eventId: event.id, status: 1 }]), item.id)).status).toBe(500);
    const on = (await getItem(event.id, item.id))!;
    expect((await withFailedEntryWrite('after', TYPE, () => api.admin.delete(`/v1/event-message-workflows/${on.id}`), item.id)).status).toBe(500);
    expect(await getItem(event.id, item.id)).toBeUndefined();
    expect(actionsOf(await eventHistory(api.staff, event.id))).toEqual(['remove', 'switch-on', 'switch-off', 'attach']);
    expect(actionsOf(await itemTrail(item.id))).toEqual(['remove', 'switch-on', 'switch-off', 'attach']);
  });
});

describe("the system's own changes", () => {
  it('I9: an import that moves the deadline re-plans the item: an entry by the directory import with the time before and after', async () => {
    const event = await newEvent(api.admin);
    const item = await attachOne(api.staff, event.id, (await workflow()).id);
    await importBatch(api.admin, [{ ...event, deadlines: { '1': event.deadlines['1'] + 2 * DAY } }]);
    const [replan] = await eventHistory(api.staff, event.id);
    expect(replan).toMatchObject({ action: 're-plan', user: null, actor: 'system:directory-import', note: expect.stringMatching(/^The event's dates changed/), impact: { items: 1 } });
    expect(changeOf(replan, 'scheduledTime')).toEqual({ field: 'scheduledTime', before: item.scheduledTime, after: item.scheduledTime + 2 * DAY });
  });

  it('I9: a firing that finds the event cancelled marks the item Out of date: an entry by dispatch', async () => {
    const event = await newEvent(api.admin);
    const item = await attachOne(api.staff, event.id, (await workflow()).id);
    const stored = (await getEvent(event.id))!;
    // cancelled behind the directory's back, so only dispatch can notice
    const cancelled = { ...stored, status: 0, version: stored.version + 1 };
    await putRecord('event', cancelled, stored.version);
    expect((await dispatch(firing(item))).outcome).toBe('event cancelled');
    const [outOfDate] = await eventHistory(api.staff, event.id);
    expect(outOfDate).toMatchObject({ action: 'out-of-date', user: null, actor: 'system:dispatch', note: 'The event is cancelled.' });
    expect(changeOf(outOfDate, 'status')).toEqual({ field: 'status', before: STATUS.active, after: STATUS.outOfDate });
  });

  it('I9 I11: a bounce puts the address on the suppression list with an entry by ses-events; a reactivated sent item counts its contacts; filter[affectsSends]', async () => {
    const bounce = `bounce+${randomBytes(4).toString('hex')}@simulator.amazonses.com`;
    await importBatch(api.admin, [contactRecord(17, { companyId: 1, email: bounce })]);
    const { item } = await attachWorkflow(api, 1, world.message.id, {}, [3, 17]);
    await fireNow(api, item);
    await settled(api, item);
    const [suppressed] = await waitFor('the suppression entry', async () => {
      const found = await log(`filter[entityType]=suppression&filter[entityName]=${encodeURIComponent(bounce)}`);
      return found.length > 0 && found;
    });
    expect(suppressed).toMatchObject({ action: 'suppress', user: null, actor: 'system:ses-events', impact: { contacts: 1 } });
    expect(changeOf(suppressed, 'address')).toEqual({ field: 'address', before: null, after: bounce });

    await failItem(1, item.id);
    expect((await api.admin.put('/v1/event-message-workflows/by-ids', { ids: [item.id] })).status).toBe(200);
    const [reactivated] = await itemTrail(item.id);
    expect(reactivated).toMatchObject({ action: 'reactivate', impact: { items: 1, contacts: 2 } });

    const tag = await createTag(api.staff);
    const affecting = await log('filter[affectsSends]=true');
    expect(affecting.map((entry) => entry.id)).toEqual(expect.arrayContaining([suppressed.id, reactivated.id]));
    expect(affecting.some((entry) => entry.entityType === 'tag' && entry.entityId === tag.id)).toBe(false);
    expect((await log('filter[affectsSends]=false')).some((entry) => entry.entityType === 'tag' && entry.entityId === tag.id)).toBe(true);
    expect((await api.admin.get('/v1/audit-log?filter[affectsSends]=maybe')).status).toBe(400);
  });
});

describe("an event's History route", () => {
  it('I10: anyone signed in reads it, newest first; an unknown event is a 404, a bad id a 4xx, signed out a 401', async () => {
    const event = await newEvent(api.admin);
    await attachOne(api.staff, event.id, (await workflow()).id);
    await attachOne(api.staff, event.id, (await workflow()).id);
    const entries = await eventHistory(api.staff, event.id);
    expect(entries).toHaveLength(2);
    expect(entries[0].at >= entries[1].at && (entries[0].at > entries[1].at || entries[0].id > entries[1].id)).toBe(true);
    expect(await timeline(api.staff, event.id)).toHaveLength(2);
    expect((await api.staff.get('/v1/events/987654321/history')).status).toBe(404);
    expect((await api.staff.get('/v1/events/abc/history')).status).toBeGreaterThanOrEqual(400);
    expect((await api.staff.get('/v1/events/abc/history')).status).toBeLessThan(500);
    expect((await api.anonymous.get(`/v1/events/${event.id}/history`)).status).toBe(401);
    expect((await api.admin.post(`/v1/events/${event.id}/history`, {})).status).toBeGreaterThanOrEqual(400);
  });
});
