import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type Client, type TestApi } from '../support/api.ts';
import { createMessage, createWorkflow, createWorkflowSet, fixedContacts, messageBody, targetGroup, unique, workflowBody, workflowSetBody } from '../support/test-data/index.ts';
import { entityStore } from '../../functions/data/entity-store.ts';
import { messageStore, type Message } from '../../functions/data/catalogue.ts';
import { queryAll } from '../../functions/data/query.ts';
import { AUDIT_ENTRY } from '../../functions/data/stored-types.ts';
import { byUser } from '../../functions/domain/audit/trail.ts';
import { RESTORE_TEXTS } from '../../shared/audit-restore.ts';
import type { AuditEntryAnswer } from '../../shared/audit-schemas.ts';

/**
 * docs/audit.md, "Restore": an earlier version of a record is rebuilt from its trail and answers
 * what GET answered at that time; saving it back is an ordinary update whose entry notes the restore.
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

type Answered = Record<string, unknown> & { id: number; version: number; updatedAt: number };

const read = async (client: Client, path: string): Promise<Answered> => {
  const answer = await client.get(path);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
};
const history = async (path: string): Promise<AuditEntryAnswer[]> => (await read(api.staff, `${path}/history`)).items as AuditEntryAnswer[];
const entryOf = async (path: string, version: number) => (await history(path)).find((entry) => entry.version === version)!;
const versionAt = (path: string, entry: { id: number }, query = '') => api.staff.get(`${path}/history/${entry.id}/version${query}`);
/** Every entry item stored for a record, counted or not. */
const storedEntries = (type: string, id: number) => queryAll({ key: AUDIT_ENTRY.partition({ type, id }), consistent: true });
/** A write the trail does not see: a record older than the trail, or a version whose entry is gone. */
const untracked = entityStore<Message>('message');

/** The rebuilt version equals what GET answered then; its `updatedAt` is its entry's time, the same second or the next. */
function expectSameVersion(rebuilt: Answered, then: Answered) {
  const { updatedAt, ...fields } = rebuilt;
  const { updatedAt: thenAt, ...thenFields } = then;
  expect(fields).toEqual(thenFields);
  expect(updatedAt - thenAt).toBeGreaterThanOrEqual(0);
  expect(updatedAt - thenAt).toBeLessThanOrEqual(1);
}

/** Makes `edits` one after another (each a PUT body without version) and answers GET after the create and after each. */
async function editInTurn(path: string, get: string, edits: Record<string, unknown>[]): Promise<Answered[]> {
  const seen = [await read(api.staff, get)];
  for (const edit of edits) {
    const answer = await api.staff.put(path, { ...edit, version: seen.at(-1)!.version });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    seen.push(await read(api.staff, get));
  }
  return seen;
}

describe('rebuilding an earlier version', () => {
  it('a message: each earlier version is what GET answered then, with its includes', async () => {
    const created = await createMessage(api.staff, messageBody({ messageTranslations: [{ languageId: 3, templateId: 'service-practical-info' }] }));
    const path = `/v1/messages/${created.id}`;
    const [first, second] = await editInTurn(path, `${path}?include=tags,referenceSetTemplate`, [
      messageBody({ name: unique('Second'), activityProcessId: 1, messageTranslations: [{ ...created.messageTranslations[0], templateId: 'service-meeting-reminder' }] }),
      messageBody({ name: unique('Third'), messageTranslations: [] }),
    ]);
    for (const then of [first, second]) {
      const answer = await versionAt(path, await entryOf(path, then.version), '?include=tags,referenceSetTemplate');
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expectSameVersion(answer.body.data, then);
    }
  });

  it('a translation: the translation inside its message as the translation list showed it then', async () => {
    const created = await createMessage(api.staff, messageBody({ messageTranslations: [{ languageId: 3, templateId: 'service-practical-info' }] }));
    const translation = created.messageTranslations[0] as { id: number };
    const row = async () => ((await read(api.staff, `/v1/message-translations?filter[id]=${translation.id}`)).items as Answered[])[0];
    const first = await row();
    const path = `/v1/messages/${created.id}`;
    expect((await api.staff.put(path, { ...messageBody({ name: created.name, messageTranslations: [{ ...translation, languageId: 4 }] }), version: 1 })).status).toBe(200);
    const second = await row();
    expect((await api.staff.put(path, { ...messageBody({ name: created.name, messageTranslations: [{ ...translation, languageId: 5, templateId: 'service-meeting-reminder' }] }), version: 2 })).status).toBe(200);

    const translationPath = `/v1/message-translations/${translation.id}`;
    const entries = await history(translationPath);
    expect(entries.map((entry) => entry.version)).toEqual([3, 2, 1]);
    for (const [entry, then] of [
      [entries[2], first],
      [entries[1], second],
    ] as const) {
      const answer = await versionAt(translationPath, entry);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data).toEqual(then);
    }
    // an entry of the message that did not touch the translation is not in its history
    expect((await api.staff.put(path, { ...messageBody({ name: unique('Renamed'), messageTranslations: [{ ...translation, languageId: 5, templateId: 'service-meeting-reminder' }] }), version: 3 })).status).toBe(200);
    expect((await versionAt(translationPath, await entryOf(path, 4))).status).toBe(404);
  });

  it('a workflow with its target group', async () => {
    const created = await createWorkflow(api.staff);
    const path = `/v1/message-workflows/${created.id}`;
    const [first, second] = await editInTurn(path, path, [
      workflowBody({ name: unique('Second'), targetGroup: targetGroup([{ type: 'FixedContactRule', masterContactIds: [1, 2] }]) }),
      workflowBody({ name: unique('Third'), targetGroup: fixedContacts(3), shouldSendToSender: true }),
    ]);
    expect(JSON.stringify(first.targetGroup)).not.toBe(JSON.stringify(second.targetGroup));
    for (const then of [first, second]) {
      const answer = await versionAt(path, await entryOf(path, then.version));
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expectSameVersion(answer.body.data, then);
    }
  });

  it('a set, with its workflows included', async () => {
    const [one, two] = [await createWorkflow(api.staff), await createWorkflow(api.staff)];
    const created = await createWorkflowSet(api.staff, { messageWorkflows: [one.id] });
    const path = `/v1/message-workflow-sets/${created.id}`;
    const [first, second] = await editInTurn(path, `${path}?include=messageWorkflows`, [
      workflowSetBody({ name: unique('Second'), messageWorkflows: [two.id, one.id] }),
      workflowSetBody({ name: unique('Third'), messageWorkflows: [], description: 'emptied' }),
    ]);
    for (const then of [first, second]) {
      const answer = await versionAt(path, await entryOf(path, then.version), '?include=messageWorkflows');
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expectSameVersion(answer.body.data, then);
    }
  });

  it('a record older than the trail, whose first entry is an update', async () => {
    const template = await createMessage(api.staff);
    const { id: _id, createdAt: _c, updatedAt: _u, createdBy: _cb, updatedBy: _ub, version: _v, ...fields } = await read(api.staff, `/v1/messages/${template.id}`);
    const old = await untracked.create({ ...(fields as unknown as Message), name: unique('Before the trail') });
    const path = `/v1/messages/${old.id}`;
    const [, second] = await editInTurn(path, path, [messageBody({ name: unique('Second') }), messageBody({ name: unique('Third') })]);
    const entries = await history(path);
    expect(entries.map((entry) => [entry.action, entry.version])).toEqual([
      ['update', 3],
      ['update', 2],
    ]);
    const answer = await versionAt(path, entries[1]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expectSameVersion(answer.body.data, second);
  });
});

describe('versions that cannot be rebuilt', () => {
  it('a later change of a secret field: 422 naming it', async () => {
    const message = await createMessage(api.staff);
    const path = `/v1/messages/${message.id}`;
    const current = (await messageStore.get(message.id, { consistent: true }))!;
    await messageStore.update(current, { apiToken: 'kept out' } as Partial<Message>, byUser({ id: 1, name: 'admin' }, 'update'));
    const answer = await versionAt(path, await entryOf(path, 1));
    expect(answer.status).toBe(422);
    expect(answer.body.error).toMatchObject({ message: RESTORE_TEXTS.cannotRebuild, errors: { entryId: RESTORE_TEXTS.secretField('apiToken') } });
  });

  it('a version with no entry between it and now: 422; an unknown entry or a deleted record: 404', async () => {
    const message = await createMessage(api.staff);
    const path = `/v1/messages/${message.id}`;
    expect((await api.staff.put(path, { ...messageBody({ name: unique('Second') }), version: 1 })).status).toBe(200);
    await untracked.update((await untracked.get(message.id, { consistent: true }))!, { name: unique('Untracked') });
    expect((await api.staff.put(path, { ...messageBody({ name: unique('Fourth') }), version: 3 })).status).toBe(200);
    const refused = await versionAt(path, await entryOf(path, 2));
    expect(refused.status).toBe(422);
    expect(refused.body.error.errors).toEqual({ entryId: RESTORE_TEXTS.gap(2, 4) });
    // the newest entry needs nothing undone
    expect((await versionAt(path, await entryOf(path, 4))).status).toBe(200);

    const other = await createMessage(api.staff);
    const othersEntry = await entryOf(`/v1/messages/${other.id}`, 1);
    for (const entryId of [othersEntry.id, 'latest', '0']) expect((await api.staff.get(`${path}/history/${entryId}/version`)).status, String(entryId)).toBe(404);
    expect((await api.anonymous.get(`/v1/messages/${other.id}/history/${othersEntry.id}/version`)).status).toBe(401);
    expect((await api.admin.delete(`/v1/messages/${other.id}`)).status).toBe(200);
    expect((await api.staff.get(`/v1/messages/${other.id}/history/${othersEntry.id}/version`)).status).toBe(404);
  });
});

describe('saving a restored version', () => {
  it('is an ordinary update that leaves one entry noting the version; a stale one gets 409 and leaves none', async () => {
    const created = await createWorkflow(api.staff);
    const path = `/v1/message-workflows/${created.id}`;
    const [first] = await editInTurn(path, path, [workflowBody({ name: unique('Second'), targetGroup: fixedContacts(2) }), workflowBody({ name: unique('Third'), targetGroup: fixedContacts(3) })]);
    const rebuilt = (await versionAt(path, await entryOf(path, 1))).body.data;
    const body = { ...workflowBody(), ...rebuilt, version: 3 };

    // a save that read version 2 is stale: 409, the record and its trail unchanged
    expect((await api.staff.put(`${path}?restoredFrom=1`, { ...body, version: 2 })).status).toBe(409);
    expect(await storedEntries('message-workflow', created.id)).toHaveLength(3);
    // restoredFrom must name an earlier version
    for (const wrong of ['3', '0', 'one']) expect((await api.staff.put(`${path}?restoredFrom=${wrong}`, body)).status, wrong).toBe(400);
    expect(await storedEntries('message-workflow', created.id)).toHaveLength(3);

    const saved = await api.staff.put(`${path}?restoredFrom=1`, body);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const now = await read(api.staff, path);
    expect(now).toMatchObject({ version: 4, name: first.name, targetGroup: first.targetGroup });
    const entries = await history(path);
    expect(entries.map((entry) => [entry.action, entry.version, entry.note])).toEqual([
      ['update', 4, RESTORE_TEXTS.note(1)],
      ['update', 3, undefined],
      ['update', 2, undefined],
      ['create', 1, undefined],
    ]);
    expect(entries[0].changes.map((change) => change.field)).toEqual(['name', 'targetGroup']);
    expect(await storedEntries('message-workflow', created.id)).toHaveLength(4);
  });
});
