import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api.ts';
import { getRoster } from '../../functions/data/directory/derived.ts';
import { companyRecord, contactRecord, eventRecord, FUTURE, importBatch } from '../support/test-data/index.ts';
import * as vocabulary from '../../shared/directory/vocabulary.ts';
import { LANGUAGES } from '../../shared/languages.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

describe('directory import', () => {
  it('is for super-admins only', async () => {
    expect((await api.staff.post('/v1/directory/import', [eventRecord(1)])).status).toBe(403);
    expect((await api.anonymous.post('/v1/directory/import', [eventRecord(1)])).status).toBe(401);
  });

  it('stores every vocabulary value and reads it back', async () => {
    const events = vocabulary.DEADLINE_TYPES.map((t) => t.id);
    const records: unknown[] = [
      eventRecord(100, { deadlines: Object.fromEntries(events.map((id) => [String(id), FUTURE + id])), status: 0 }),
      ...vocabulary.INDUSTRIES.map((industry) => companyRecord(100 + industry.id, { industryId: industry.id })),
      ...LANGUAGES.map((language) =>
        contactRecord(100 + language.id, {
          languageId: language.id,
          companyId: 101,
          functionId: vocabulary.MASTER_CONTACT_FUNCTIONS[language.id % vocabulary.MASTER_CONTACT_FUNCTIONS.length].id,
          vipRoleIds: vocabulary.DELEGATE_VIP_ROLES.map((r) => r.id),
          mobileServiceAccount: true,
          offeringsCount: 3,
          offeringsStatus: 1,
          investmentsCount: 2,
          investmentsStatus: 0,
          investmentDataUpdatedAt: FUTURE - 400 * 86_400,
          personalInfoKnown: false,
        }),
      ),
    ];
    let id = 1000;
    for (const type of vocabulary.PARTICIPATION_TYPES)
      for (const status of vocabulary.PARTICIPATION_STATUSES)
        records.push({ type: 'participation', id: id++, eventId: 100, contactId: 101, participationType: type.id, status: status.id, roleId: vocabulary.EVENT_ROLES[id % 12].id, prospectClass: id % 7, registeredAt: FUTURE - 86_400 });
    for (const status of vocabulary.COMPANY_PARTICIPATION_STATUSES)
      records.push({ type: 'companyParticipation', id: id++, eventId: 100, companyId: 101, status: status.id, representativesAssigned: true, invoicingInfoKnown: false, logoKnown: true });
    for (const packageType of vocabulary.PACKAGE_TYPES)
      records.push({ type: 'package', id: id++, companyId: 101, eventId: 100, level: (packageType.id % 6) + 1, packageType: packageType.id, status: vocabulary.PACKAGE_STATUSES[packageType.id % 3].id, amount: packageType.id, value: packageType.id % 2 });
    for (const status of vocabulary.MEETING_STATUSES) records.push({ type: 'meeting', id: id++, eventId: 100, contactId: 101, companyId: 102, status: status.id, startTime: FUTURE + 3600 });
    records.push({ type: 'blockedTime', id: id++, eventId: 100, contactId: 101, startTime: FUTURE, endTime: FUTURE + 3600 });
    for (const process of vocabulary.ACTIVITY_PROCESSES)
      for (const outcome of vocabulary.PROCESS_OUTCOMES) records.push({ type: 'processState', id: id++, contactId: 102, eventId: 100, process: process.id, outcome: outcome.id, updatedAt: FUTURE });

    const summary = await importBatch(api.admin, records);
    expect(summary).toMatchObject({ received: records.length, failed: 0, errors: [] });

    const event = (await api.staff.get('/v1/events/100')).body.data;
    expect(Object.keys(event.deadlines).map(Number).sort((a, b) => a - b)).toEqual(events);
    expect(event.status).toBe(0);

    const contact = (await api.staff.get('/v1/master-contacts/101')).body.data;
    expect(contact.participations.map((p: { participationType: number; status: number }) => [p.participationType, p.status])).toEqual(
      vocabulary.PARTICIPATION_TYPES.flatMap((t) => vocabulary.PARTICIPATION_STATUSES.map((s) => [t.id, s.id])),
    );
    expect(contact.meetings.map((m: { status: number }) => m.status)).toEqual([1, 2]);
    expect(contact.blockedTimes).toHaveLength(1);
    expect(contact).toMatchObject({ vipRoleIds: [1, 2, 3, 4, 5, 6], mobileServiceAccount: true, personalInfoKnown: false, offeringsStatus: 1, masterCompany: { id: 101 } });

    const other = (await api.staff.get('/v1/master-contacts/102')).body.data;
    expect(other.processStates).toHaveLength(vocabulary.ACTIVITY_PROCESSES.length * vocabulary.PROCESS_OUTCOMES.length);
    expect(new Set(other.processStates.map((p: { outcome: number }) => p.outcome))).toEqual(new Set(vocabulary.PROCESS_OUTCOMES.map((o) => o.id)));

    const company = (await api.staff.get('/v1/master-companies/101')).body.data;
    expect(company.packages.map((p: { packageType: number }) => p.packageType)).toEqual(vocabulary.PACKAGE_TYPES.map((t) => t.id));
    expect(company.participations.map((p: { status: number }) => p.status)).toEqual([1, 2, 4]);
    for (const industry of vocabulary.INDUSTRIES) expect((await api.staff.get(`/v1/master-companies/${100 + industry.id}`)).body.data.industryId).toBe(industry.id);
    for (const language of LANGUAGES) expect((await api.staff.get(`/v1/master-contacts/${100 + language.id}`)).body.data.languageId).toBe(language.id);

    const roster = await getRoster(100);
    expect(roster).toHaveLength(vocabulary.PARTICIPATION_TYPES.length * vocabulary.PARTICIPATION_STATUSES.length);
  });

  it('keeps the good rows and reports the bad ones by index, field and message', async () => {
    const summary = await importBatch(api.admin, [
      eventRecord(200),
      { type: 'event', id: 201, name: '', startTime: 'soon' },
      contactRecord(200, { email: 'not-an-email' }),
      contactRecord(201, { companyId: 999_999 }),
      { type: 'participation', id: 2000, eventId: 200, contactId: 202, participationType: 9, status: 1, registeredAt: 1 },
      { type: 'spaceship', id: 1 },
      'just text',
      contactRecord(202),
      { type: 'participation', id: 2001, eventId: 200, contactId: 202, participationType: 2, status: 1, registeredAt: 1 },
      { type: 'meeting', id: 2002, eventId: 404, contactId: 202, companyId: 1, status: 1, startTime: 1 },
    ]);
    expect(summary).toMatchObject({ received: 10, created: 3, failed: 7 });
    const byIndex = (index: number) => summary.errors.filter((e) => e.index === index);
    expect(byIndex(1).map((e) => e.field).sort()).toEqual(['countryName', 'endTime', 'name', 'startTime', 'timezone', 'status'].sort());
    expect(byIndex(2)).toEqual([{ index: 2, field: 'email', message: 'Must be an email address.' }]);
    expect(byIndex(3)).toEqual([{ index: 3, field: 'companyId', message: 'There is no company #999999.' }]);
    expect(byIndex(4)).toEqual([{ index: 4, field: 'participationType', message: 'Must be one of 1, 2, 3, 4, 5.' }]);
    expect(byIndex(5)[0].field).toBe('type');
    expect(byIndex(6)).toHaveLength(1);
    expect(byIndex(9).map((e) => [e.field, e.message])).toEqual([['eventId', 'There is no event #404.'], ['companyId', 'There is no company #1.']]);
    expect((await api.staff.get('/v1/master-contacts/202')).body.data.participations).toHaveLength(1);
    expect((await api.staff.get('/v1/master-contacts/200')).status).toBe(404);
  });

  it('changes nothing when the same batch comes twice', async () => {
    const batch = [eventRecord(300), companyRecord(300), contactRecord(300, { companyId: 300 }), { type: 'participation', id: 3000, eventId: 300, contactId: 300, participationType: 2, status: 1, registeredAt: 5 }];
    const first = await importBatch(api.admin, batch);
    expect(first).toMatchObject({ created: 4, failed: 0 });
    const before = (await api.staff.get('/v1/master-contacts/300')).body.data;
    const second = await importBatch(api.admin, [...batch].reverse());
    expect(second).toMatchObject({ created: 0, updated: 0, unchanged: 4, failed: 0 });
    expect((await api.staff.get('/v1/master-contacts/300')).body.data).toEqual(before);

    const changed = await importBatch(api.admin, [{ ...batch[3], status: 4 }]);
    expect(changed).toMatchObject({ updated: 1 });
    const after = (await api.staff.get('/v1/master-contacts/300')).body.data;
    expect(after.version).toBe(before.version + 1);
    expect(after.participations[0].status).toBe(4);
    expect((await getRoster(300)).map((e) => e.status)).toEqual([4]);
  });

  it("keeps a contact's activity when the contact itself is re-imported", async () => {
    await importBatch(api.admin, [eventRecord(400), contactRecord(400), { type: 'blockedTime', id: 4000, eventId: 400, contactId: 400, startTime: 1, endTime: 2 }]);
    await importBatch(api.admin, [contactRecord(400, { lastName: 'Renamed' })]);
    const contact = (await api.staff.get('/v1/master-contacts/400')).body.data;
    expect(contact).toMatchObject({ lastName: 'Renamed', fullName: 'Test Renamed', blockedTimes: [{ id: 4000 }] });
  });

  it('reads JSON lines and reports lines that are not JSON', async () => {
    const body = [JSON.stringify(eventRecord(500)), '', '{not json', JSON.stringify(contactRecord(500))].join('\n');
    const response = await fetch(`${api.url}/v1/directory/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${api.admin.token}`, 'content-type': 'application/x-ndjson' },
      body,
    });
    const summary = (await response.json()).data;
    expect(summary).toMatchObject({ received: 3, created: 2, failed: 1, errors: [{ index: 2, field: 'line', message: 'This line is not valid JSON.' }] });
  });

  it('refuses a body that is not a list of records', async () => {
    expect((await api.admin.post('/v1/directory/import', { records: [] })).status).toBe(400);
  });
});
