import { describe, expect, it } from 'vitest';
import { MappingErrors, buildReferenceSets, dataOfSets, mapSingleValue, type MappingRow } from './reference-sets.ts';

const data = {
  event: { id: 7, name: 'CIO Summit', producer: { firstName: 'Pia', lastName: 'Producer', email: 'pia@events.test', title: 'Producer', phoneNumber: '+31 1' } },
  contacts: [
    {
      id: 1,
      email: 'ann@acme.test',
      firstName: 'Ann',
      languageId: 2,
      company: { name: 'Acme', accountManager: { firstName: 'Max', lastName: 'Manager', email: 'max@events.test', title: 'Account manager', phoneNumber: '+31 2' } },
      participations: [{ eventId: 7, role: { name: 'Chair' } }],
      meetings: [{ company: { name: 'Globex' } }],
    },
    { id: 2, email: 'bob@solo.test', firstName: 'Bob', languageId: 1, company: null, participations: [], meetings: [] },
  ],
};
const rows = (pairs: Record<string, string>): MappingRow[] => Object.entries(pairs).map(([field, mapping]) => ({ field, mapping }));
const errorsOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof MappingErrors) return error.errors;
    throw error;
  }
  throw new Error('mapped without errors');
};

describe('buildReferenceSets', () => {
  it('maps the Contact list, one set per element of the ContactId list', () => {
    const sets = buildReferenceSets(rows({ ContactId: 'contacts[].id', ContactEmail: 'contacts[].email', ContactFirstName: 'data.contacts[].firstName', ContactLanguageId: 'contacts[].languageId' }), data, {});
    expect(sets).toEqual([
      { ContactId: 1, ContactEmail: 'ann@acme.test', ContactFirstName: 'Ann', ContactLanguageId: 2 },
      { ContactId: 2, ContactEmail: 'bob@solo.test', ContactFirstName: 'Bob', ContactLanguageId: 1 },
    ]);
  });

  it('maps the Sender list: the account manager, or the shared event producer as the fallback', () => {
    const sender = (f: string) => `contacts[].company.accountManager.${f} || event.producer.${f}`;
    const sets = buildReferenceSets(
      rows({ ContactId: 'contacts[].id', SenderEmail: sender('email'), SenderFirstName: sender('firstName'), SenderTitle: sender('title'), SenderPhoneNumber: 'event.producer.phoneNumber' }),
      data,
      {},
    );
    expect(sets).toEqual([
      { ContactId: 1, SenderEmail: 'max@events.test', SenderFirstName: 'Max', SenderTitle: 'Account manager', SenderPhoneNumber: '+31 1' },
      { ContactId: 2, SenderEmail: 'pia@events.test', SenderFirstName: 'Pia', SenderTitle: 'Producer', SenderPhoneNumber: '+31 1' },
    ]);
  });

  it('maps Custom fields: selections with variables, whole lists, constants', () => {
    const sets = buildReferenceSets(
      rows({ ContactId: 'contacts[].id', Role: "contacts[].participations[eventId=$eventId].role.name || 'Guest'", Meetings: 'contacts[].meetings', EventName: 'event.name' }),
      data,
      { eventId: 7 },
    );
    expect(sets).toEqual([
      { ContactId: 1, Role: 'Chair', Meetings: [{ company: { name: 'Globex' } }], EventName: 'CIO Summit' },
      { ContactId: 2, Role: 'Guest', Meetings: [], EventName: 'CIO Summit' },
    ]);
  });

  it('makes one set when ContactId has no [] and none when the list is null', () => {
    expect(buildReferenceSets(rows({ ContactId: 'contacts[0].id', Email: 'contacts[0].email' }), data, {})).toEqual([{ ContactId: 1, Email: 'ann@acme.test' }]);
    expect(buildReferenceSets(rows({ ContactId: 'contacts[].id' }), { contacts: null }, {})).toEqual([]);
  });

  it('names the row of every mistake', () => {
    expect(errorsOf(() => buildReferenceSets(rows({ ContactEmail: 'contacts[].email' }), data, {}))).toHaveProperty('ContactId');
    const errors = errorsOf(() =>
      buildReferenceSets(
        [...rows({ ContactId: 'contacts[].id', ContactEmail: 'contacts[].emial', Bad: 'contacts[', Other: 'event.producer[].email', Empty: '' }), { field: '', mapping: 'x' }],
        data,
        {},
      ),
    );
    expect(errors.ContactEmail).toContain("contacts[].emial: the query result has no 'emial'");
    expect(errors.Bad).toContain('Expected');
    expect(errors.Other).toBe('event.producer[].email goes through event.producer[], but the reference sets come from contacts[] (the ContactId row).');
    expect(errors.Empty).toBe('Mapping is required.');
    expect(errors['referenceSetsMapping.5.field']).toBe('Field is required.');
  });

  it('refuses a ContactId list that is not a list, and a field mapped twice', () => {
    expect(errorsOf(() => buildReferenceSets(rows({ ContactId: 'event[].id' }), data, {})).ContactId).toContain('is not a list');
    const twice = [...rows({ ContactId: 'contacts[].id', SenderEmail: 'event.producer.email' }), { field: 'SenderEmail', mapping: 'event.name' }];
    expect(errorsOf(() => buildReferenceSets(twice, data, {})).SenderEmail).toBe('SenderEmail is mapped twice (rows 2 and 3).');
  });
});

describe('mapSingleValue', () => {
  it('reads a path, taking the first element of a [] list', () => {
    expect(mapSingleValue('contacts[].meetings', data, {})).toEqual([{ company: { name: 'Globex' } }]);
    expect(mapSingleValue('event.producer', data, {})).toMatchObject({ email: 'pia@events.test' });
    expect(errorsOf(() => mapSingleValue('event.nope', data, {}))).toEqual({ mapping: "event.nope: the query result has no 'nope' (it has id, name, producer). Select it in the query or fix the path." });
  });
});

describe('dataOfSets', () => {
  it("gives each set the query data with the ContactId list narrowed to its own element", () => {
    const mapping = rows({ ContactId: 'contacts[].id' });
    const dataOf = dataOfSets(mapping, data, {});
    expect(dataOf(1)).toEqual({ event: data.event, contacts: [data.contacts[1]] });
    expect(dataOf(0)!.contacts).toEqual([data.contacts[0]]);
    expect(data.contacts).toHaveLength(2); // the query data itself is left as it was
    expect(mapSingleValue('contacts[].firstName', dataOf(1), {})).toBe('Bob');
  });

  it('narrows a list below an index or a selection, and leaves data without a [] list whole', () => {
    const nested = { events: [{ id: 7, people: [{ id: 1 }, { id: 2 }] }] };
    expect(dataOfSets(rows({ ContactId: 'events[id=$eventId].people[].id' }), nested, { eventId: 7 })(1)).toEqual({ events: [{ id: 7, people: [{ id: 2 }] }] });
    expect(dataOfSets(rows({ ContactId: 'events[0].people[].id' }), nested, {})(0)).toEqual({ events: [{ id: 7, people: [{ id: 1 }] }] });
    expect(dataOfSets(rows({ ContactId: 'events[0].id' }), nested, {})(0)).toBe(nested);
  });
});
