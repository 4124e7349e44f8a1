import { describe, expect, it } from 'vitest';
import { PathError, follow, parsePath, stepsText, type Alternative } from './mapping-path.ts';

const steps = (text: string) => (parsePath(text).alternatives[0] as Extract<Alternative, { kind: 'path' }>).steps;
const parseError = (text: string) => {
  try {
    parsePath(text);
  } catch (error) {
    if (error instanceof PathError) return error.message;
    throw error;
  }
  throw new Error(`parsed: ${text}`);
};

describe('parsePath', () => {
  it('reads keys, the [] marker, indexes and selections', () => {
    expect(steps('contacts[].participations[eventId=$eventId].role.name')).toEqual([
      { kind: 'key', name: 'contacts' },
      { kind: 'each' },
      { kind: 'key', name: 'participations' },
      { kind: 'select', field: ['eventId'], value: { variable: 'eventId' } },
      { kind: 'key', name: 'role' },
      { kind: 'key', name: 'name' },
    ]);
    expect(steps("event.deadlines[type.id = 4].time")).toContainEqual({ kind: 'select', field: ['type', 'id'], value: 4 });
    expect(steps("x[name='Acme Inc'][-1]")).toEqual([
      { kind: 'key', name: 'x' },
      { kind: 'select', field: ['name'], value: 'Acme Inc' },
      { kind: 'index', index: -1 },
    ]);
    expect(steps('x[flag=true][nullable=null]').slice(1)).toEqual([
      { kind: 'select', field: ['flag'], value: true },
      { kind: 'select', field: ['nullable'], value: null },
    ]);
  });

  it('reads alternatives and constants', () => {
    const path = parsePath("contacts[].company.accountManager.email || event.producer.email || 'events@example.com'");
    expect(path.alternatives.map((a) => (a.kind === 'path' ? stepsText(a.steps) : a.value))).toEqual([
      'contacts[].company.accountManager.email',
      'event.producer.email',
      'events@example.com',
    ]);
    expect(steps('trueName')).toEqual([{ kind: 'key', name: 'trueName' }]);
  });

  it('explains what it expected and where', () => {
    expect(parseError('')).toBe('Mapping is required.');
    expect(parseError('contacts[.id')).toContain("Expected '[]', an index like [0] or a selection like [eventId=$eventId] at character 10");
    expect(parseError('contacts[0')).toBe("Expected ']' at the end of 'contacts[0'.");
    expect(parseError('a..b')).toContain("a field name after '.'");
    expect(parseError('a[x=]')).toContain('a value');
    expect(parseError('contacts[].meetings[].id')).toContain('more than one []');
    expect(parseError('a b')).toContain("'.', '[', '||' or the end");
  });
});

describe('follow', () => {
  const data = {
    event: { producer: null, deadlines: [{ type: { id: 1 }, time: 100 }, { type: { id: 4 }, time: 400 }] },
    contact: { email: 'a@x', participations: [{ eventId: 7, role: { name: 'Chair' } }, { eventId: 9, role: { name: 'Speaker' } }] },
  };
  const read = (text: string, variables = {}) => follow(data, steps(text), variables);

  it('reads values, selections by literal or variable, and indexes', () => {
    expect(read('contact.email')).toBe('a@x');
    expect(read('event.deadlines[type.id=4].time')).toBe(400);
    expect(read('contact.participations[eventId=$eventId].role.name', { eventId: 9 })).toBe('Speaker');
    expect(read('contact.participations[eventId=$eventId].role.name', { eventId: '7' })).toBe('Chair');
    expect(read('contact.participations[-1].role.name')).toBe('Speaker');
  });

  it('answers null through nulls, missing elements and unmatched selections', () => {
    expect(read('event.producer.email')).toBeNull();
    expect(read('contact.participations[5].role')).toBeNull();
    expect(read('contact.participations[eventId=1].role.name')).toBeNull();
  });

  it('refuses keys the result does not have, lists read as objects and unknown variables', () => {
    expect(() => read('contact.emial')).toThrow("contact.emial: the query result has no 'emial' (it has email, participations). Select it in the query or fix the path.");
    expect(() => read('contact.participations.role')).toThrow("'role' cannot be read from a list");
    expect(() => read('contact.email[0]')).toThrow('is not a list');
    expect(() => read('contact.participations[eventId=$event].role')).toThrow('there is no variable $event');
  });
});
