import { describe, expect, it } from 'vitest';
import { applyListQuery, readListQuery, type ListSpec } from './list-engine.ts';
import { Failure } from '../domain/failure.ts';

interface Row {
  id: number;
  name: string;
  kind?: string;
  score?: number;
  owner?: { name: string };
  tags: number[];
}

const spec: ListSpec<Row> = {
  fields: {
    id: { type: 'number' },
    name: { type: 'string' },
    score: { type: 'number' },
    kind: { type: 'string', values: ['plain', 'fancy'] },
    'owner.name': { type: 'string' },
    have_tags: { type: 'string', match: (row, filter) => filter.value.split(',').some((id) => row.tags.includes(Number(id))) },
  },
  defaultSort: 'id',
  search: ['name', 'owner.name'],
};

const rows: Row[] = [
  { id: 1, name: 'alpha', kind: 'fancy', score: 10, owner: { name: 'Zoe' }, tags: [1] },
  { id: 2, name: 'Beta', kind: 'plain', score: 2, owner: { name: 'Yan' }, tags: [2] },
  { id: 3, name: 'gamma ray', tags: [1, 2] },
  { id: 4, name: 'delta', score: 2, owner: { name: 'Xi' }, tags: [] },
];

const run = (query: string) => applyListQuery(rows, readListQuery(new URLSearchParams(query), spec), spec);
const ids = (query: string) => run(query).items.map((r) => r.id);

describe('applyListQuery', () => {
  it('sorts numbers numerically with missing values last in both directions', () => {
    expect(ids('sort=score')).toEqual([2, 4, 1, 3]);
    expect(ids('sort=-score')).toEqual([1, 4, 2, 3]);
  });

  it('sorts strings case-insensitively and reads nested fields', () => {
    expect(ids('sort=name')).toEqual([1, 2, 4, 3]);
    expect(ids('sort=owner.name')).toEqual([4, 2, 1, 3]);
  });

  it('filters with every operator and custom matchers', () => {
    expect(ids('filter[name:like]=ETA')).toEqual([2]);
    expect(ids('filter[name:like_words]=ray gamma')).toEqual([3]);
    expect(ids('filter[id:in]=1, 4')).toEqual([1, 4]);
    expect(ids('filter[score]=2')).toEqual([2, 4]);
    expect(() => ids('filter[score]=abc')).toThrow("filter[score] must be a number; 'abc' is not.");
    expect(ids('filter[have_tags]=2')).toEqual([2, 3]);
    expect(ids('filter[owner.name:like]=y')).toEqual([2]);
  });

  it('refuses a value a string field cannot hold, naming the parameter and the values it takes', () => {
    expect(ids('filter[kind]=fancy')).toEqual([1]);
    expect(ids('filter[kind:in]=plain,fancy')).toEqual([1, 2]);
    expect(() => ids('filter[kind]=odd')).toThrow("filter[kind] must be one of plain, fancy; 'odd' is not.");
    expect(() => ids('filter[kind:in]=plain,odd')).toThrow("filter[kind:in] must be one of plain, fancy; 'odd' is not.");
    expect(ids('filter[kind:like]=ai')).toEqual([2]);
  });

  it('searches across the search fields', () => {
    expect(ids('filter[search_query]=xi')).toEqual([4]);
  });

  it('pages and counts', () => {
    expect(run('page[size]=5&page[number]=1')).toMatchObject({ total: 4 });
    expect(run('page[size]=5&page[number]=2').items).toEqual([]);
  });

  it('refuses custom filters as sort keys with a 400', () => {
    expect(() => run('sort=have_tags')).toThrow(Failure);
  });
});
