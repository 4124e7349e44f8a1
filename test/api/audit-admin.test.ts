import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type Client, type TestApi } from '../support/api.ts';
import { contactRecord, eventRecord as anEvent, FUTURE, importBatch, ownDirectoryId, unique } from '../support/test-data/index.ts';
import { withFailedEntryWrite } from '../support/store-faults.ts';
import { settingEntityId } from '../../shared/audit.ts';
import { DEFAULT_SENDING_RULES, SENDING_RULES_SETTING } from '../../shared/sending-rules.ts';
import type { AuditEntryAnswer } from '../../shared/audit-schemas.ts';
import { PARTICIPATION_STATUSES } from '../../shared/directory/vocabulary.ts';

/**
 * docs/audit.md, the administration's entries: settings (S), users, passwords and sign-ins (U),
 * imports (I) and the Audit log's CSV export (X), each made over HTTP and read back from the trail.
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

const trailOf = async (type: string, id: number): Promise<AuditEntryAnswer[]> => {
  const answer = await api.admin.get(`/v1/audit-log?filter[entityType]=${type}&filter[entityId]=${id}&page[size]=100`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.items;
};
const settingTrail = (name: string) => trailOf('setting', settingEntityId(name));
const saveSetting = (client: Client, name: string, value: unknown) => client.post('/v1/settings', { name, value });
const signIn = (username: string, password: string) => api.anonymous.post('/v1/login', { username, password });

describe('settings (S1-S3)', () => {
  it('records each save with the value before and after, by who saved it', async () => {
    const name = unique('test.setting').replace(/\s/g, '-');
    expect((await saveSetting(api.staff, name, 'first')).status).toBe(200);
    expect((await saveSetting(api.admin, name, { second: true })).status).toBe(200);

    const [second, first] = await settingTrail(name);
    expect(first).toMatchObject({ action: 'update', entityType: 'setting', entityName: name, version: 1, user: { name: 'Sam Staff' }, changes: [{ field: 'groupName', before: null, after: 'general' }, { field: 'value', before: null, after: 'first' }] });
    expect(second).toMatchObject({ version: 2, user: { name: 'Ada Admin' }, changes: [{ field: 'value', before: 'first', after: { second: true } }] });
    // the setting itself answers as before: no bookkeeping of the trail in it
    expect(Object.keys((await api.staff.get(`/v1/settings/${name}`)).body.data).sort()).toEqual(['groupName', 'name', 'updatedAt', 'updatedBy', 'value']);
  });

  it('records the sending rules saved through their own route', async () => {
    const before = (await settingTrail(SENDING_RULES_SETTING)).length;
    const rules = { ...DEFAULT_SENDING_RULES, capActionTriggers: !DEFAULT_SENDING_RULES.capActionTriggers };
    expect((await api.admin.post('/v1/settings/sending-rules', rules)).status).toBe(200);
    const entries = await settingTrail(SENDING_RULES_SETTING);
    expect(entries).toHaveLength(before + 1);
    expect(entries[0].changes.find((change) => change.field === 'value')?.after).toEqual(rules);
    expect((await api.admin.post('/v1/settings/sending-rules', DEFAULT_SENDING_RULES)).status).toBe(200);
  });

  it('leaves no entry for a refused save: a role that may not (403), a value that does not read (422)', async () => {
    const before = await settingTrail('audit.retentionDays');
    expect((await saveSetting(api.staff, 'audit.retentionDays', 800)).status).toBe(403);
    expect((await saveSetting(api.admin, 'audit.retentionDays', 0)).status).toBe(422);
    expect((await api.staff.post('/v1/settings/sending-rules', DEFAULT_SENDING_RULES)).status).toBe(403);
    expect(await settingTrail('audit.retentionDays')).toEqual(before);
  });

  it('a save cut off before the store changes nothing and shows no entry; one committed whose answer was lost has its entry', async () => {
    const name = unique('test.crash').replace(/\s/g, '-');
    expect((await saveSetting(api.admin, name, 1)).status).toBe(200);
    expect((await withFailedEntryWrite('before', 'setting', () => saveSetting(api.admin, name, 2))).status).toBe(500);
    expect((await api.admin.get(`/v1/settings/${name}`)).body.data.value).toBe(1);
    expect((await settingTrail(name)).map((entry) => entry.version)).toEqual([1]);

    expect((await withFailedEntryWrite('after', 'setting', () => saveSetting(api.admin, name, 3))).status).toBe(500);
    expect((await api.admin.get(`/v1/settings/${name}`)).body.data.value).toBe(3);
    const entries = await settingTrail(name);
    expect(entries.map((entry) => [entry.version, entry.changes.find((change) => change.field === 'value')])).toEqual([
      [2, { field: 'value', before: 1, after: 3 }],
      [1, { field: 'value', before: null, after: 1 }],
    ]);
  });
});

describe('passwords and sign-ins (U1-U6)', () => {
  const password = 'a-first-password-1';
  const newPassword = 'a-second-password-2';

  async function newUser(): Promise<{ id: number; username: string; client: Client }> {
    const username = unique('audited').replace(/\s/g, '-');
    const { createUser } = await import('../../functions/domain/users/users.ts');
    const { bySystem } = await import('../../functions/domain/audit/trail.ts');
    const user = await createUser({ username, password, firstName: 'Audi', lastName: 'Ted', role: 'staff' }, bySystem('user-cli', 'create'));
    return { id: user.id, username, client: await api.signIn(username, password) };
  }

  it('records a sign-in, a password change without its value, and failed sign-ins with the username tried', async () => {
    const user = await newUser();
    expect((await user.client.post('/v1/users/me/password', { currentPassword: 'not-it', newPassword })).status).toBe(422);
    expect((await user.client.post('/v1/users/me/password', { currentPassword: password, newPassword })).status).toBe(200);
    expect((await signIn(user.username, password)).status).toBe(401);

    const entries = await trailOf('user', user.id);
    expect(entries.map((entry) => entry.action).sort()).toEqual(['create', 'password-change', 'sign-in', 'sign-in-failed']);
    const byAction = Object.fromEntries(entries.map((entry) => [entry.action, entry]));
    expect(byAction.create).toMatchObject({ actor: 'system:user-cli', user: null, entityName: user.username });
    expect(byAction['sign-in']).toMatchObject({ actor: `user:${user.id}`, user: { id: user.id, name: 'Audi Ted' }, changes: [] });
    expect(byAction['password-change']).toMatchObject({ actor: `user:${user.id}`, version: 2 });
    expect(byAction['password-change'].changes.find((change) => change.field === 'passwordHash')).toEqual({ field: 'passwordHash', before: null, after: null });
    expect(byAction['sign-in-failed']).toMatchObject({ actor: 'system:sign-in', user: null, note: 'wrong password', changes: [{ field: 'username', before: null, after: user.username }] });
    // R9: no password and no hash of one anywhere in the trail
    const everything = JSON.stringify(entries);
    for (const secret of [password, newPassword, 'not-it', 'scrypt', '$']) expect(everything).not.toContain(secret);
  });

  it('records a sign-in refused for a username nobody has, and throttled attempts', async () => {
    const nobody = unique('nobody').replace(/\s/g, '-');
    expect((await signIn(nobody, 'guess-1')).status).toBe(401);
    const user = await newUser();
    const statuses = [];
    for (let attempt = 1; attempt <= 6; attempt++) statuses.push((await signIn(user.username, `wrong-${attempt}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);

    const unknown = (await trailOf('user', 0)).filter((entry) => entry.entityName === nobody);
    expect(unknown).toMatchObject([{ action: 'sign-in-failed', note: 'no such user', changes: [{ field: 'username', after: nobody }] }]);
    const failed = (await trailOf('user', user.id)).filter((entry) => entry.action === 'sign-in-failed');
    expect(failed.map((entry) => entry.note).sort()).toEqual(['throttled', ...Array(5).fill('wrong password')]);
    expect(JSON.stringify(failed)).not.toMatch(/wrong-\d/);
  });

  it('records role changes, a password reset and a delete made from the user CLI as system:user-cli', async () => {
    const { deleteUser, resetPassword, setRole } = await import('../../functions/domain/users/users.ts');
    const { bySystem } = await import('../../functions/domain/audit/trail.ts');
    const user = await newUser();
    await setRole(user.username, 'super_admin', bySystem('user-cli', 'update'));
    await resetPassword(user.username, newPassword, bySystem('user-cli', 'password-change', 'Reset'));
    // the reset ends the user's session; the account can sign in with the new password
    expect((await user.client.get('/v1/alerts')).status).toBe(401);
    await deleteUser(user.username, bySystem('user-cli', 'delete'));
    expect((await signIn(user.username, newPassword)).status).toBe(401);

    const entries = (await trailOf('user', user.id)).filter((entry) => entry.actor === 'system:user-cli');
    expect(entries.map((entry) => [entry.action, entry.version])).toEqual([
      ['delete', 4],
      ['password-change', 3],
      ['update', 2],
      ['create', 1],
    ]);
    expect(entries[2].changes).toEqual([{ field: 'role', before: 'staff', after: 'super_admin' }]);
    expect(entries[1].note).toBe('Reset');
    expect(JSON.stringify(entries)).not.toContain(newPassword);
  });
});

describe('imports (I1-I3)', () => {
  it('records one entry per import with its counts, and one per record whose participations or deadlines changed', async () => {
    const [confirmed, cancelled] = [PARTICIPATION_STATUSES[0].id, PARTICIPATION_STATUSES[2].id];
    const [eventId, contactId, otherId, participationId] = [ownDirectoryId(), ownDirectoryId(), ownDirectoryId(), ownDirectoryId()];
    const eventRecord = (id: number, overrides: Record<string, unknown> = {}) => anEvent(id, { startTime: FUTURE, endTime: FUTURE + 3600, ...overrides });
    const participation = { type: 'participation', id: participationId, eventId, contactId, participationType: 1, status: confirmed, roleId: 1, prospectClass: 1, registeredAt: FUTURE - 86_400 };
    const first = await importBatch(api.admin, [eventRecord(eventId), contactRecord(contactId), contactRecord(otherId), participation]);
    expect(first).toMatchObject({ created: 4, failed: 0 });

    const [event] = await trailOf('directory-event', eventId);
    expect(event).toMatchObject({ action: 'import', entityName: `Test Summit ${eventId}`, version: 1, changes: [{ field: 'deadlines', before: null, after: { '1': FUTURE - 3 * 86_400 } }] });
    const [contact] = await trailOf('directory-contact', contactId);
    expect(contact).toMatchObject({ action: 'import', actor: expect.stringMatching(/^user:\d+$/), changes: [{ field: 'participations', before: null, after: [expect.objectContaining({ id: participationId, status: confirmed })] }] });
    // a contact without participations changed nothing the trail follows
    expect(await trailOf('directory-contact', otherId)).toEqual([]);

    // the same batch again changes nothing and records no record's change; a changed status and deadline do
    await importBatch(api.admin, [eventRecord(eventId), contactRecord(contactId), participation]);
    await importBatch(api.admin, [eventRecord(eventId, { deadlines: { '1': FUTURE } }), { ...participation, status: cancelled }, contactRecord(otherId, { email: 'changed@example.com' })]);
    const events = await trailOf('directory-event', eventId);
    expect(events.map((entry) => entry.version)).toEqual([2, 1]);
    expect(events[0].changes).toEqual([{ field: 'deadlines', before: { '1': FUTURE - 3 * 86_400 }, after: { '1': FUTURE } }]);
    const contacts = await trailOf('directory-contact', contactId);
    expect(contacts.map((entry) => entry.version)).toEqual([2, 1]);
    expect(contacts[0].changes[0]).toMatchObject({ before: [expect.objectContaining({ status: confirmed })], after: [expect.objectContaining({ status: cancelled })] });
    expect(await trailOf('directory-contact', otherId)).toEqual([]);

    const imports = (await api.admin.get('/v1/audit-log?filter[entityType]=import&page[size]=100')).body.data.items as AuditEntryAnswer[];
    const counts = (entry: AuditEntryAnswer) => Object.fromEntries(entry.changes.map((change) => [change.field, change.after]));
    expect(imports.map(counts)).toEqual(expect.arrayContaining([
      { received: 4, created: 4, updated: 0, unchanged: 0, failed: 0 },
      { received: 3, created: 0, updated: 0, unchanged: 3, failed: 0 },
      { received: 3, created: 0, updated: 3, unchanged: 0, failed: 0 },
    ]));
  });

  it('a refused import (403) leaves no entry', async () => {
    const before = (await api.admin.get('/v1/audit-log?filter[entityType]=import&page[size]=5')).body.data.total;
    const eventId = ownDirectoryId();
    expect((await api.staff.post('/v1/directory/import', [anEvent(eventId, { startTime: FUTURE, endTime: FUTURE + 3600 })])).status).toBe(403);
    expect((await api.admin.get('/v1/audit-log?filter[entityType]=import&page[size]=5')).body.data.total).toBe(before);
    expect(await trailOf('directory-event', eventId)).toEqual([]);
  });
});

describe('the Audit log CSV export (X1-X2)', () => {
  it('answers the filtered entries as CSV, a row per changed field, super-admins only', async () => {
    const name = unique('test.csv').replace(/\s/g, '-');
    expect((await saveSetting(api.admin, name, 'a, "quoted" text')).status).toBe(200);
    expect((await saveSetting(api.admin, name, '=1+1')).status).toBe(200);
    const path = `/v1/audit-log.csv?filter[entityType]=setting&filter[entityId]=${settingEntityId(name)}&sort=at`;

    const response = await fetch(`${api.url}${path}`, { headers: { authorization: `Bearer ${api.admin.token}` } });
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'text/csv; charset=utf-8']);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="audit-log.csv"');
    const lines = (await response.text()).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('Entry,At,User id,User,Actor,Action,Record type,Record id,Record name,Version,Field,Before,After,Note');
    const rows = lines.slice(1).map((line) => line.split(',').slice(4, 11));
    expect(lines).toHaveLength(4); // the first save changed two fields, the second one
    expect(rows.map((row) => row.slice(5, 7))).toEqual([['1', 'groupName'], ['1', 'value'], ['2', 'value']]);
    expect(lines[2]).toContain(`"a, ""quoted"" text"`);
    // a value a spreadsheet would run is written as text
    expect(lines[3]).toContain(`"a, ""quoted"" text",'=1+1`);
    expect(rows[0].slice(0, 5)).toEqual([expect.stringMatching(/^user:\d+$/), 'Updated', 'Setting', String(settingEntityId(name)), name]);
  });

  it('refuses staff (403), the signed out (401) and filters it does not know (400)', async () => {
    expect((await api.staff.get('/v1/audit-log.csv')).status).toBe(403);
    expect((await api.anonymous.get('/v1/audit-log.csv')).status).toBe(401);
    const unknown = await api.admin.get('/v1/audit-log.csv?filter[password]=x');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toEqual(expect.any(String));
  });
});
