import { describe, expect, it } from 'vitest';
import { ListQueryError, listQueryToParams, parseListQuery, type ListRules } from './list-query.ts';

const rules: ListRules = { sortable: ['id', 'name', 'createdAt'], filterable: ['id', 'name', 'status'], includes: ['createdByUser'], defaultSort: '-createdAt' };
const parse = (query: string) => parseListQuery(new URLSearchParams(query), rules);

describe('parseListQuery', () => {
  it('applies the defaults', () => {
    expect(parse('')).toEqual({ page: { number: 1, size: 50 }, sort: [{ field: 'createdAt', desc: true }], filters: [], include: [], ranges: {}, params: {} });
  });

  it('reads every parameter of the contract', () => {
    const query = parse('page[number]=3&page[size]=20&sort=name,-id&filter[id:like]=4&filter[name:like_words]=a b&filter[status:in]=1,2&filter[status]=1&filter[search_query]=hello&include=createdByUser');
    expect(query).toEqual({
      page: { number: 3, size: 20 },
      sort: [
        { field: 'name', desc: false },
        { field: 'id', desc: true },
      ],
      filters: [
        { field: 'id', op: 'like', value: '4' },
        { field: 'name', op: 'like_words', value: 'a b' },
        { field: 'status', op: 'in', value: '1,2' },
        { field: 'status', op: 'eq', value: '1' },
      ],
      search: 'hello',
      include: ['createdByUser'],
      ranges: {},
      params: {},
    });
  });

  it('ignores empty filters and accepts searchQuery as the search alias', () => {
    expect(parse('filter[name:like]=&filter[searchQuery]=x')).toMatchObject({ filters: [], search: 'x' });
  });

  it.each([
    ['sort=secret', 'sort'],
    ['filter[secret]=1', 'filter[secret]'],
    ['filter[name:regex]=1', 'filter[name:regex]'],
    ['page[size]=7', 'page[size]'],
    ['page[number]=0', 'page[number]'],
    ['include=everything', 'include'],
    ['limit=5', 'limit'],
  ])('refuses %s naming %s', (query, parameter) => {
    expect(() => parse(query)).toThrow(ListQueryError);
    try {
      parse(query);
    } catch (error) {
      expect((error as ListQueryError).parameter).toBe(parameter);
    }
  });

  it('round-trips through listQueryToParams', () => {
    const query = parse('page[number]=2&page[size]=10&sort=-name&filter[name:like]=x&filter[search_query]=y&include=createdByUser');
    expect(parseListQuery(listQueryToParams(query), rules)).toEqual(query);
  });

  it('reads the date ranges and own parameters a list declares, and nothing more', () => {
    const own: ListRules = { ...rules, ranges: ['dateRange'], params: ['ids[]'] };
    const query = parseListQuery(new URLSearchParams('filter[dateRange.start]=100&filter[dateRange.end]=&ids[]=1&ids[]=2'), own);
    expect(query).toMatchObject({ ranges: { dateRange: { start: 100 } }, params: { 'ids[]': ['1', '2'] } });
    for (const [query, parameter, text] of [
      ['filter[dateRange.start]=soon', 'filter[dateRange.start]', 'filter[dateRange.start] must be unix seconds.'],
      ['filter[dateRange.middle]=1', 'filter[dateRange.middle]', "Unknown filter field 'dateRange.middle'."],
      ['filter[otherRange.start]=1', 'filter[otherRange.start]', "Unknown filter field 'otherRange.start'."],
      ['ids=1', 'ids', "Unknown list parameter 'ids'."],
    ]) {
      expect(() => parseListQuery(new URLSearchParams(query), own), query).toThrow(text);
      expect(() => parseListQuery(new URLSearchParams(query), own)).toThrow(expect.objectContaining({ parameter }));
    }
  });

  it('refuses paging and search on a list answered whole', () => {
    const whole: ListRules = { sortable: [], filterable: [], defaultSort: '', paged: false, searchable: false };
    expect(() => parseListQuery(new URLSearchParams('page[size]=10'), whole)).toThrow("Unknown list parameter 'page[size]'.");
    expect(() => parseListQuery(new URLSearchParams('filter[search_query]=x'), whole)).toThrow("Unknown filter field 'search_query'.");
    expect(parseListQuery(new URLSearchParams(''), whole)).toMatchObject({ sort: [], filters: [] });
  });
});
