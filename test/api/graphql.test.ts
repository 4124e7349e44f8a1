import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api.ts';
import { countStoreCalls, DIRECTORY_TYPES, storeCallsOf } from '../support/store-calls.ts';
import { companyRecord, contactRecord, eventRecord, FUTURE, importBatch } from '../support/test-data/index.ts';

/**
 * A small world: two events (the producer of the first is Pia), ten companies (odd ones have an
 * account manager), fifty contacts (each at event 1, every fifth also at event 2, every tenth
 * cancelled), one meeting each.
 */
const EVENT = 9101;
const OTHER_EVENT = 9102;
const companyId = (i: number) => 9201 + (i % 10);
const contactIds = Array.from({ length: 50 }, (_, i) => 9301 + i);
const PRODUCER = { firstName: 'Pia', lastName: 'Producer', email: 'pia.producer@example.com', title: 'Event producer', phoneNumber: '+31 20 555 0101' };
const manager = (id: number) => ({ firstName: 'Max', lastName: `Manager${id}`, email: `max${id}@example.com`, title: 'Account manager', phoneNumber: `+31 6 ${id}` });

function world(): unknown[] {
  const records: unknown[] = [
    eventRecord(EVENT, { name: 'CIO Summit', producer: PRODUCER, deadlines: { '1': FUTURE - 86_400, '4': FUTURE - 3_600 } }),
    eventRecord(OTHER_EVENT, { name: 'CFO Forum' }),
  ];
  for (let i = 0; i < 10; i++) {
    const id = companyId(i);
    records.push(companyRecord(id, { name: i === 0 ? 'Smith & <Sons>' : `Company ${id}`, industryId: 1 + i, accountManager: id % 2 ? manager(id) : undefined }));
  }
  contactIds.forEach((id, i) => {
    records.push(contactRecord(id, { firstName: `First${i}`, lastName: `Last${i}`, phoneNumber: `+31 6 ${id}`, languageId: 1 + (i % 4), companyId: companyId(i) }));
    records.push({ type: 'participation', id: 100_000 + id, eventId: EVENT, contactId: id, participationType: 2, status: i % 10 === 9 ? 4 : 1, roleId: 1 + (i % 3), registeredAt: FUTURE - 864_000 });
    if (i % 5 === 0) records.push({ type: 'participation', id: 200_000 + id, eventId: OTHER_EVENT, contactId: id, participationType: 1, status: 1, registeredAt: FUTURE - 864_000 });
    records.push({ type: 'meeting', id: 300_000 + id, eventId: EVENT, contactId: id, companyId: companyId(i + 1), status: 1, startTime: FUTURE + 3_600 });
  });
  return records;
}

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  const summary = await importBatch(api.admin, world());
  if (summary.failed) throw new Error(`fixture import failed: ${JSON.stringify(summary.errors.slice(0, 3))}`);
});
afterAll(() => api.stop());

const graphql = (query: string, variables: Record<string, unknown> = {}) => api.staff.post('/v1/graphql', { query, variables });

const CONTACTS_QUERY = `query($ids: [Int!]!) {
  contacts(ids: $ids) {
    id fullName email language { code }
    company { id name accountManager { email } }
    participations { status { id name } role { name } event { id name producer { email } } }
  }
}`;

describe('POST /v1/graphql', () => {
  it('needs a session on every graphql route', async () => {
    for (const [method, path] of [['POST', '/v1/graphql'], ['POST', '/v1/graphql/mapping'], ['POST', '/v1/graphql/reference-layout-mapping'], ['GET', '/v1/graphql/default-variables']]) {
      const answer = await api.anonymous.request(method, path, method === 'POST' ? { query: '{ event(id: 1) { id } }' } : undefined);
      expect(answer.status, path).toBe(401);
    }
  });

  it('answers 50 contacts with companies, participations and events from a handful of batched store calls', async () => {
    const { answer, calls } = await storeCallsOf(() => graphql(CONTACTS_QUERY, { ids: [...contactIds, 999_999] }));

    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    const contacts = answer.body.data.contacts;
    expect(contacts.map((c: { id: number }) => c.id)).toEqual(contactIds);
    expect(contacts[0]).toEqual({
      id: 9301,
      fullName: 'First0 Last0',
      email: 'test.person9301@example.com',
      language: { code: 'en' },
      company: { id: 9201, name: 'Smith & <Sons>', accountManager: { email: 'max9201@example.com' } },
      participations: [
        { status: { id: 1, name: 'Confirmed' }, role: { name: 'Delegate' }, event: { id: EVENT, name: 'CIO Summit', producer: { email: PRODUCER.email } } },
        { status: { id: 1, name: 'Confirmed' }, role: null, event: { id: OTHER_EVENT, name: 'CFO Forum', producer: null } },
      ],
    });
    expect(contacts[9].participations[0].status.name).toBe('Cancelled');
    expect(contacts[1].company).toMatchObject({ id: 9202, accountManager: null });
    // one BatchGetItem each for the contacts, their 10 companies and their 2 events
    expect(calls.of(DIRECTORY_TYPES).map((call) => call.command)).toEqual(['BatchGetItem', 'BatchGetItem', 'BatchGetItem']);
  });

  it('narrows activity to one event and reads an event with its deadlines, producer and roster', async () => {
    const answer = await graphql(
      `query($eventId: Int!) {
        contact(id: 9301) { participations(eventId: $eventId) { id } meetings(eventId: $eventId) { company { name } } }
        event(id: $eventId) { name deadlines { type { id name edge } time } deadline(typeId: 4) producer { fullName title }
          participants(status: 1, limit: 3) { contactId status { name } contact { lastName } } participantsCount(status: 4) }
      }`,
      { eventId: EVENT },
    );
    expect(answer.status).toBe(200);
    const { contact, event } = answer.body.data;
    expect(contact).toEqual({ participations: [{ id: 109_301 }], meetings: [{ company: { name: 'Company 9202' } }] });
    expect(event.deadlines).toEqual([
      { type: { id: 1, name: 'Delegate meeting booking', edge: 'end' }, time: FUTURE - 86_400 },
      { type: { id: 4, name: 'Late cancellation', edge: 'end' }, time: FUTURE - 3_600 },
    ]);
    expect(event.deadline).toBe(FUTURE - 3_600);
    expect(event.producer).toEqual({ fullName: 'Pia Producer', title: 'Event producer' });
    expect(event.participants).toHaveLength(3);
    expect(event.participants[0]).toMatchObject({ status: { name: 'Confirmed' }, contact: { lastName: expect.stringMatching(/^Last/) } });
    expect(event.participantsCount).toBe(5);
  });

  it('answers syntax and validation errors as 400 GraphQL errors with their place', async () => {
    const syntax = await graphql('{ contact(id: 9301) { id }');
    expect(syntax.status).toBe(400);
    expect(syntax.body.errors[0]).toMatchObject({ locations: [{ line: 1, column: 27 }], extensions: { code: 'GRAPHQL_PARSE_FAILED' } });
    expect(syntax.body.error).toMatchObject({ code: 400, errors: { query: expect.stringContaining('(line 1, column 27)') } });

    const validation = await graphql('{ contact(id: 9301) { emial } }');
    expect(validation.status).toBe(400);
    expect(validation.body.errors[0]).toMatchObject({ message: 'Cannot query field "emial" on type "Contact". Did you mean "email"?', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });

    const variables = await graphql('query($id: Int!) { contact(id: $id) { id } }', { id: 'abc' });
    expect(variables.status).toBe(400);
  });

  it('refuses queries over the depth, cost and list limits before loading anything', async () => {
    const calls = countStoreCalls();
    const deep = await graphql('{ contact(id: 9301) { company { participations { event { participants { contact { company { packages { event { name } } } } } } } } } }');
    expect(deep.status).toBe(400);
    expect(deep.body.errors[0].extensions.code).toBe('QUERY_TOO_DEEP');

    const costly = await graphql(`query($ids: [Int!]!) { contacts(ids: $ids) { participations { event { participants(limit: 500) { contact { id email } } } } } }`, { ids: contactIds });
    expect(costly.status).toBe(400);
    expect(costly.body.errors[0].extensions).toMatchObject({ code: 'QUERY_TOO_COSTLY', maxCost: 100_000 });

    const tooMany = await graphql('query($ids: [Int!]!) { contacts(ids: $ids) { id } }', { ids: Array.from({ length: 501 }, (_, i) => i + 1) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors[0].message).toBe('contacts takes at most 500 entries; this query asks for 501.');
    calls.stop();
    expect(calls.directory).toBe(0);
  });

  it('validates the body: 422 without a query, 400 for malformed JSON, variables as JSON text', async () => {
    const missing = await api.staff.post('/v1/graphql', { variables: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.error.errors).toEqual({ query: 'GraphQuery is required.' });
    expect((await api.staff.request('POST', '/v1/graphql', undefined, '{"query": ')).status).toBe(400);
    const asText = await api.staff.post('/v1/graphql', { query: 'query($id: Int!) { contact(id: $id) { id } }', variables: '{"id": 9302}' });
    expect(asText.body).toEqual({ data: { contact: { id: 9302 } } });
    const badText = await api.staff.post('/v1/graphql', { query: '{ event(id: 1) { id } }', variables: '{id: 1' });
    expect(badText.status).toBe(422);
    expect(badText.body.error.errors).toEqual({ variables: 'Variables must be valid JSON.' });
  });
});

describe('POST /v1/graphql/mapping', () => {
  const query = `query($ids: [Int!]!, $eventId: Int!) {
    event(id: $eventId) { name producer { email firstName lastName title phoneNumber } }
    contacts(ids: $ids) { id email firstName lastName phoneNumber languageId
      company { name accountManager { email firstName lastName title phoneNumber } }
      participations(eventId: $eventId) { eventId role { name } } }
  }`;
  const variables = { ids: contactIds.slice(0, 3), eventId: EVENT };
  const map = (rows: Record<string, string>) =>
    api.staff.post('/v1/graphql/mapping', { query, variables, referenceSetsMapping: Object.entries(rows).map(([field, mapping]) => ({ field, mapping })) });

  it('maps the Contact list, one reference set per contact', async () => {
    const answer = await map({
      ContactId: 'contacts[].id',
      ContactEmail: 'contacts[].email',
      ContactFirstName: 'contacts[].firstName',
      ContactLastName: 'contacts[].lastName',
      ContactPhoneNumber: 'contacts[].phoneNumber',
      ContactLanguageId: 'contacts[].languageId',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toHaveLength(3);
    expect(answer.body.data[1]).toEqual({
      ContactId: 9302,
      ContactEmail: 'test.person9302@example.com',
      ContactFirstName: 'First1',
      ContactLastName: 'Last1',
      ContactPhoneNumber: '+31 6 9302',
      ContactLanguageId: 2,
    });
  });

  it('maps the Sender list: the account manager where the company has one, else the event producer', async () => {
    const sender = (f: string) => `contacts[].company.accountManager.${f} || event.producer.${f}`;
    const answer = await map({ ContactId: 'contacts[].id', SenderEmail: sender('email'), SenderFirstName: sender('firstName'), SenderLastName: sender('lastName'), SenderTitle: sender('title'), SenderPhoneNumber: sender('phoneNumber') });
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((s: Record<string, unknown>) => [s.ContactId, s.SenderEmail, s.SenderTitle])).toEqual([
      [9301, 'max9201@example.com', 'Account manager'],
      [9302, PRODUCER.email, 'Event producer'],
      [9303, 'max9203@example.com', 'Account manager'],
    ]);
    expect(answer.body.data[1]).toMatchObject({ SenderFirstName: 'Pia', SenderLastName: 'Producer', SenderPhoneNumber: PRODUCER.phoneNumber });
  });

  it('maps Custom fields with selections by variable and shared values', async () => {
    const answer = await map({ ContactId: 'contacts[].id', Role: 'contacts[].participations[eventId=$eventId].role.name', Event: 'event.name', Company: 'contacts[].company.name' });
    expect(answer.body.data[0]).toEqual({ ContactId: 9301, Role: 'Delegate', Event: 'CIO Summit', Company: 'Smith & <Sons>' });
    expect(answer.body.data[2].Role).toBe('Panellist');
  });

  it('answers 422 naming each row that cannot be mapped', async () => {
    const answer = await map({ ContactId: 'contacts[].id', ContactEmail: 'contacts[].emial', SenderEmail: 'event.producer[].email', Broken: 'contacts[' });
    expect(answer.status).toBe(422);
    expect(answer.body.error.message).toBe('Could not mapping');
    expect(Object.keys(answer.body.error.errors).sort()).toEqual(['Broken', 'ContactEmail', 'SenderEmail']);
    expect(answer.body.error.errors.ContactEmail).toContain("the query result has no 'emial'");
    const noContactId = await map({ ContactEmail: 'contacts[].email' });
    expect(noContactId.status).toBe(422);
    expect(noContactId.body.error.errors.ContactId).toContain('ContactId row is required');
  });
});

describe('POST /v1/graphql/reference-layout-mapping', () => {
  const query = '{ contacts(ids: [9301, 9302]) { id firstName company { name } meetings { startTime company { name } } } }';
  const render = (template: string, mapping: unknown) => api.staff.post('/v1/graphql/reference-layout-mapping', { template, mapping, query, variables: {} });

  it('renders the template with the mapped value, escaping HTML', async () => {
    const answer = await render('<ul>{% for m in value %}<li>{{ m.company.name }} {{ m.startTime|date("Y") }}</li>{% endfor %}</ul>', 'contacts[].meetings');
    expect(answer.status).toBe(200);
    const year = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Amsterdam', year: 'numeric' }).format((FUTURE + 3_600) * 1000);
    expect(answer.body.data).toEqual({ result: `<ul><li>Company 9202 ${year}</li></ul>`, mappingValue: [{ startTime: FUTURE + 3_600, company: { name: 'Company 9202' } }] });

    const escaped = await render('<b>{{ value }}</b>', 'contacts[].company.name');
    expect(escaped.body.data).toEqual({ result: '<b>Smith &amp; &lt;Sons&gt;</b>', mappingValue: 'Smith & <Sons>' });

    const rows = await render('{{ value.Name }} of {{ value.Company }}', [{ field: 'ContactId', mapping: 'contacts[].id' }, { field: 'Name', mapping: 'contacts[].firstName' }, { field: 'Company', mapping: 'contacts[].company.name' }]);
    expect(rows.body.data).toEqual({ result: 'First0 of Smith &amp; &lt;Sons&gt;', mappingValue: { ContactId: 9301, Name: 'First0', Company: 'Smith & <Sons>' } });
  });

  it('answers 422 with the line and column of a template error or a sandbox violation', async () => {
    const syntax = await render('<p>\n  {{ value }\n</p>', 'contacts[].firstName');
    expect(syntax.status).toBe(422);
    expect(syntax.body.error).toMatchObject({ code: 422, message: 'Test reference layout failed', errors: { template: 'Unexpected "}". (line 2, column 12)' }, location: { line: 2, column: 12 }, kind: 'syntax' });

    const sandbox = await render('ok\n{% include "secrets" %}', 'contacts[].firstName');
    expect(sandbox.status).toBe(422);
    expect(sandbox.body.error).toMatchObject({ location: { line: 2, column: 4 }, kind: 'sandbox' });
    expect(sandbox.body.error.errors.template).toContain('"include" is not allowed');

    const empty = await render('  ', 'contacts[].firstName');
    expect(empty.body.error.errors).toEqual({ template: 'Reference layout code is required.' });
  });
});

describe('GET /v1/graphql/default-variables', () => {
  it('answers the next event and up to 50 of its confirmed participants', async () => {
    const answer = await api.staff.get('/v1/graphql/default-variables');
    expect(answer.status).toBe(200);
    expect(answer.body.data.eventId).toBe(EVENT);
    const confirmed = contactIds.filter((_, i) => i % 10 !== 9);
    expect([...answer.body.data.contactIds].sort()).toEqual(confirmed);
  });

  it('passes over a coming event nobody is confirmed for yet, so previews render real values', async () => {
    await importBatch(api.admin, [eventRecord(9050, { name: 'Empty Forum' })]);
    expect((await api.staff.get('/v1/events')).body.data.items[0].id).toBe(9050);
    const answer = await api.staff.get('/v1/graphql/default-variables');
    expect(answer.body.data.eventId).toBe(EVENT);
    expect(answer.body.data.contactIds.length).toBeGreaterThan(0);
  });
});
