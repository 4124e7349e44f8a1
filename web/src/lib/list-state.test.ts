import { describe, expect, it } from 'vitest';
import { lastPage, readListQuery, splitExtras, toQueryString, visiblePages, withExtras } from './list-state';
import type { ListRules } from '@shared/list-query';

const rules: ListRules = { sortable: ['id', 'name', 'createdAt'], filterable: ['id', 'name'], defaultSort: '-createdAt' };

describe('list state in the URL', () => {
  it('writes the API list parameters readably and reads them back', () => {
    const query = readListQuery('', rules, 20);
    expect(toQueryString(query)).toBe('page[number]=1&page[size]=20&sort=-createdAt');

    const search = 'page[number]=3&page[size]=5&sort=name&filter[name:like]=new+tag&filter[id]=7';
    const parsed = readListQuery(search, rules, 50);
    expect(parsed.page).toEqual({ number: 3, size: 5 });
    expect(parsed.sort).toEqual([{ field: 'name', desc: false }]);
    expect(parsed.filters).toContainEqual({ field: 'name', op: 'like', value: 'new tag' });
    expect(toQueryString(parsed)).toBe(search);
  });

  it('falls back to the defaults for a hand-edited address it cannot use', () => {
    expect(readListQuery('sort=password&page[number]=2', rules, 10)).toMatchObject({ page: { number: 1, size: 10 }, sort: [{ field: 'createdAt', desc: true }] });
    expect(readListQuery('page[size]=7', rules, 10).page.size).toBe(10);
  });

  it("keeps a screen's own parameters beside the list's, with their defaults when absent", () => {
    const defaults = { 'dateRange.start': '2025-01-01', 'dateRange.end': '2025-01-31' };
    const { listSearch, extras } = splitExtras('page[number]=2&dateRange.end=2025-02-10&sort=name', defaults);
    expect(extras).toEqual({ 'dateRange.start': '2025-01-01', 'dateRange.end': '2025-02-10' });
    // the list's part parses as before: the screen's parameters are not unknown list parameters
    expect(readListQuery(listSearch, rules, 20)).toMatchObject({ page: { number: 2 }, sort: [{ field: 'name', desc: false }] });
    expect(withExtras('page[number]=2', extras)).toBe('page[number]=2&dateRange.start=2025-01-01&dateRange.end=2025-02-10');
    expect(withExtras('page[number]=2', {})).toBe('page[number]=2');
  });

  it('counts pages and shows at most ten page numbers around the current one', () => {
    expect(lastPage(0, 50)).toBe(1);
    expect(lastPage(101, 50)).toBe(3);
    expect(visiblePages(1, 3, 10)).toEqual([1, 2, 3]);
    expect(visiblePages(1, 30, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(visiblePages(15, 30, 10)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(visiblePages(30, 30, 10)).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
  });
});
