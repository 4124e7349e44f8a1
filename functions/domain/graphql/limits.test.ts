import { describe, expect, it } from 'vitest';
import { getIntrospectionQuery } from 'graphql';
import { QueryRefused, prepareQuery } from './run-query.ts';
import { LIMITS } from './limits.ts';

/** The GraphQL errors a query is refused with (none: it may run). */
function refusal(query: string, variables: Record<string, unknown> = {}) {
  try {
    prepareQuery({ query, variables });
    return [];
  } catch (error) {
    if (error instanceof QueryRefused) return error.graphqlErrors;
    throw error;
  }
}
const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('query limits', () => {
  it('lets the editors run the standard introspection query and a typical reference-set query', () => {
    expect(refusal(getIntrospectionQuery({ descriptions: true, specifiedByUrl: true, inputValueDeprecation: true }))).toEqual([]);
    const query = `query($ids: [Int!]!, $eventId: Int) { event(id: 1) { name producer { email } }
      contacts(ids: $ids) { id email company { name accountManager { email firstName lastName title phoneNumber } }
        participations(eventId: $eventId) { status { name } role { name } event { name } } } }`;
    expect(refusal(query, { ids: ids(500), eventId: 1 })).toEqual([]);
  });

  it('refuses a query deeper than the limit and names the chain', () => {
    const errors = refusal('{ contact(id: 1) { company { participations { event { participants { contact { company { packages { event { name } } } } } } } } } }');
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toBe(
      `The query is 10 levels deep (contact > company > participations > event > participants > contact > company > packages > event > name); at most ${LIMITS.maxDepth} are allowed.`,
    );
    expect(errors[0].extensions).toMatchObject({ code: 'QUERY_TOO_DEEP', depth: 10 });
  });

  it('bounds introspection depth and cost as well', () => {
    const costly = '{ __schema { types { fields { args { type { fields { args { type { enumValues { name } } } } } } } } } }';
    expect(refusal(costly).map((e) => e.extensions?.code)).toEqual(['QUERY_TOO_COSTLY']);
    const deep = `{ __type(name: "Contact") { ${'ofType { '.repeat(15)}name${' }'.repeat(15)} } }`;
    expect(refusal(deep)[0]).toMatchObject({ message: `The introspection query is 17 levels deep; at most ${LIMITS.maxIntrospectionDepth} are allowed.` });
  });

  it('refuses a query whose answer could be too large, counting lists by their arguments and through fragments', () => {
    const query = `query($ids: [Int!]!) { contacts(ids: $ids) { ...C } } fragment C on Contact { participations { event { participants(limit: 500) { contactId } } } }`;
    const [error] = refusal(query, { ids: ids(50) });
    expect(error.extensions).toMatchObject({ code: 'QUERY_TOO_COSTLY', cost: 50 * (5 + 10 * (1 + (5 + 500 * (1 + 1)))) });
    expect(error.message).toContain(`at most ${LIMITS.maxCost.toLocaleString('en')} are allowed`);
    expect(refusal(query, { ids: ids(5) })).toEqual([]);
  });

  it('refuses more than 500 ids or a larger participants limit', () => {
    const [error] = refusal('query($ids: [Int!]!) { contacts(ids: $ids) { id } }', { ids: ids(501) });
    expect(error).toMatchObject({ message: 'contacts takes at most 500 entries; this query asks for 501.', extensions: { code: 'LIST_ARGUMENT_TOO_LARGE' } });
    expect(refusal('{ event(id: 1) { participants(limit: 1000) { contactId } } }')[0].message).toContain('participants takes at most 500');
    const [inAll] = refusal('query($a: [Int!]!, $b: [Int!]!) { a: contacts(ids: $a) { id } b: contacts(ids: $b) { id } }', { a: ids(300), b: ids(300) });
    expect(inAll.message).toBe('The query asks for 600 ids in all; at most 500 are allowed.');
  });

  it('refuses overlong queries before parsing them, and syntax, validation and variable errors with their codes', () => {
    expect(refusal(`{ contact(id: 1) { id } } ${'#'.repeat(LIMITS.maxQueryLength)}`)[0].extensions?.code).toBe('QUERY_TOO_LONG');
    expect(refusal('{ contact(id: 1) { id }')[0]).toMatchObject({ extensions: { code: 'GRAPHQL_PARSE_FAILED' }, locations: [{ line: 1, column: 24 }] });
    expect(refusal('{ contact(id: 1) { nope } }')[0]).toMatchObject({ message: 'Cannot query field "nope" on type "Contact".', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    expect(refusal('query($id: Int!) { contact(id: $id) { id } }', { id: 'x' })[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(refusal('query A { contact(id: 1) { id } } query B { event(id: 1) { id } }')[0].message).toContain('operationName');
  });
});

describe('nesting in the query text', () => {
  it('refuses deeply nested literals before parsing, whatever the bracket', () => {
    for (const [open, close] of [['[', ']'], ['{a: ', '}']]) {
      const errors = refusal(`{ contacts(ids: ${open.repeat(2000)}1${close.repeat(2000)}) { id } }`);
      expect(errors).toEqual([expect.objectContaining({ message: `The query is nested 2002 levels deep; at most ${LIMITS.maxNesting} are allowed.` })]);
      expect(errors[0].extensions).toMatchObject({ code: 'QUERY_TOO_DEEP' });
    }
  });

  it('does not count brackets inside strings, block strings and comments', () => {
    const brackets = '['.repeat(100);
    const query = `# ${brackets}\n{ event(id: 1) { name } contact(id: 1) { id } }`;
    expect(refusal(query)).toEqual([]);
    expect(refusal(`query($a: String = "${brackets}\\"") { event(id: 1) { name } }`).map((e) => e.extensions?.code)).not.toContain('QUERY_TOO_DEEP');
    expect(refusal(`query($a: String = """${brackets}\\""" """) { event(id: 1) { name } }`).map((e) => e.extensions?.code)).not.toContain('QUERY_TOO_DEEP');
  });
});
