import { describe, expect, it } from 'vitest';
import { isRangeParameter, ListQueryError, listQueryToParams, parseListQuery, readDateRange, type DateRangeRule, type ListRules } from './list-query.ts';

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
    const own: ListRules = { ...rules, ranges: [{ field: 'sendDate' }], params: ['ids[]'] };
    const query = parseListQuery(new URLSearchParams('filter[sendDate:from]=100&filter[sendDate:to]=&ids[]=1&ids[]=2'), own);
    expect(query).toMatchObject({ ranges: { sendDate: { from: 100, parameters: { from: 'filter[sendDate:from]', to: 'filter[sendDate:to]' } } }, params: { 'ids[]': ['1', '2'] } });
    expect(query.ranges.sendDate.to).toBeUndefined();
    for (const [query, parameter, text] of [
      ['filter[sendDate:from]=soon', 'filter[sendDate:from]', 'filter[sendDate:from] must be unix seconds.'],
      ['filter[sendDate:to]=-1', 'filter[sendDate:to]', 'filter[sendDate:to] must be unix seconds.'],
      ['filter[sendDate:from]=200&filter[sendDate:to]=100', 'filter[sendDate:to]', 'filter[sendDate:to] must not be before filter[sendDate:from].'],
      ['filter[sendDate:middle]=1', 'filter[sendDate:middle]', "Unknown filter field 'sendDate'."],
      ['filter[otherRange:from]=1', 'filter[otherRange:from]', "Unknown filter field 'otherRange'."],
      ['filter[sendDate.start]=1', 'filter[sendDate.start]', "Unknown filter field 'sendDate.start'."],
      ['ids=1', 'ids', "Unknown list parameter 'ids'."],
    ]) {
      expect(() => parseListQuery(new URLSearchParams(query), own), query).toThrow(text);
      expect(() => parseListQuery(new URLSearchParams(query), own)).toThrow(expect.objectContaining({ parameter }));
    }
  });

  it('reads a range by its field: both ends inclusive, and a range of one second', () => {
    const own: ListRules = { ...rules, ranges: [{ field: 'createdAt' }] };
    expect(parseListQuery(new URLSearchParams('filter[createdAt:from]=100&filter[createdAt:to]=100'), own).ranges.createdAt).toMatchObject({ from: 100, to: 100 });
    // a range is not a filter: filter[createdAt:like] stays unknown where createdAt is not filterable
    expect(() => parseListQuery(new URLSearchParams('filter[createdAt:like]=1'), own)).toThrow("Unknown filter field 'createdAt'.");
    // where the field is also filterable, its operators are the contract's
    expect(parseListQuery(new URLSearchParams('filter[name:from]=1&filter[name:like]=x'), { ...rules, ranges: [{ field: 'name' }] })).toMatchObject({ ranges: { name: { from: 1 } }, filters: [{ field: 'name', op: 'like', value: 'x' }] });
  });

  describe('the older spellings of a range, read as its ends', () => {
    const rule: DateRangeRule = { field: 'sendDate', aliases: [{ from: 'filter[dateRange.start]', to: 'filter[dateRange.end]' }], reversed: 'End date should be after start date.' };
    const own: ListRules = { ...rules, ranges: [rule] };
    const read = (query: string) => parseListQuery(new URLSearchParams(query), own);

    it('answer what the contract spelling answers', () => {
      const { from, to } = read('filter[sendDate:from]=100&filter[sendDate:to]=200').ranges.sendDate;
      expect(read('filter[dateRange.start]=100&filter[dateRange.end]=200').ranges.sendDate).toMatchObject({ from, to });
      expect(read('filter[dateRange.start]=100&filter[sendDate:to]=200').ranges.sendDate).toMatchObject({ from, to });
      expect(readDateRange(new URLSearchParams('filter[dateRange.end]=200'), rule)).toEqual({ to: 200, parameters: { from: 'filter[dateRange.start]', to: 'filter[dateRange.end]' } });
      expect(isRangeParameter('filter[dateRange.start]', rule) && isRangeParameter('filter[sendDate:to]', rule)).toBe(true);
      expect(isRangeParameter('filter[dateRange.middle]', rule)).toBe(false);
    });

    it('are refused as the contract spelling is, naming the parameter as given', () => {
      for (const [query, parameter, text] of [
        ['filter[dateRange.start]=soon', 'filter[dateRange.start]', 'filter[dateRange.start] must be unix seconds.'],
        ['filter[dateRange.start]=200&filter[dateRange.end]=100', 'filter[dateRange.end]', 'End date should be after start date.'],
        ['filter[sendDate:from]=200&filter[sendDate:to]=100', 'filter[sendDate:to]', 'End date should be after start date.'],
        ['filter[dateRange.start]=1&filter[sendDate:from]=1', 'filter[sendDate:from]', 'filter[sendDate:from] and filter[dateRange.start] are the same parameter: give one.'],
        ['filter[sendDate:to]=1&filter[sendDate:to]=2', 'filter[sendDate:to]', 'filter[sendDate:to] is given more than once.'],
        ['filter[dateRange.middle]=1', 'filter[dateRange.middle]', "Unknown filter field 'dateRange.middle'."],
      ]) {
        expect(() => read(query), query).toThrow(text);
        expect(() => read(query), query).toThrow(expect.objectContaining({ parameter }));
      }
    });
  });

  it('refuses paging and search on a list answered whole', () => {
    const whole: ListRules = { sortable: [], filterable: [], defaultSort: '', paged: false, searchable: false };
    expect(() => parseListQuery(new URLSearchParams('page[size]=10'), whole)).toThrow("Unknown list parameter 'page[size]'.");
    expect(() => parseListQuery(new URLSearchParams('filter[search_query]=x'), whole)).toThrow("Unknown filter field 'search_query'.");
    expect(parseListQuery(new URLSearchParams(''), whole)).toMatchObject({ sort: [], filters: [] });
  });
});
