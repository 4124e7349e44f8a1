/**
 * The list contract shared by every list endpoint and every list screen.
 *
 * URL parameters: page[number] (1-based), page[size], sort (comma list, leading '-' descending),
 * filter[field], filter[field:like], filter[field:like_words], filter[field:in], filter[search_query],
 * include (comma list), and where a list declares them, date ranges (filter[<range>.start],
 * filter[<range>.end], unix seconds) and parameters of its own (ids[], type). The web keeps the
 * same parameters in its own URL, so a list view and the request it makes are one and the same
 * string. Every list reads its parameters here, so each refuses what it does not know the same way.
 */
// The schema of a page, listPageOf, is in list-page-schema.ts: a list screen reads its query here
// without loading zod (docs/decisions/024-spa-weight-and-serving.md).

export const PAGE_SIZES = [5, 10, 20, 30, 40, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 50;

export type FilterOp = 'eq' | 'like' | 'like_words' | 'in';
export const FILTER_OPS: readonly FilterOp[] = ['eq', 'like', 'like_words', 'in'];

export interface ListFilter {
  field: string;
  op: FilterOp;
  value: string;
}

export interface SortKey {
  field: string;
  desc: boolean;
}

export interface ListQuery {
  page: { number: number; size: number };
  sort: SortKey[];
  filters: ListFilter[];
  search?: string;
  include: string[];
}

/** What a resource allows; anything else is refused with a message naming the parameter. */
export interface ListRules {
  sortable: readonly string[];
  filterable: readonly string[];
  includes?: readonly string[];
  defaultSort: string;
  /** Lookups that answer at most N rows unless the caller pages explicitly. */
  defaultPageSize?: number;
  /** false: the list is answered whole, and page[number] and page[size] are unknown parameters. */
  paged?: boolean;
  /** false: the list has no search, and filter[search_query] is an unknown filter. */
  searchable?: boolean;
  /** Date ranges the list filters by, each as filter[<name>.start] and filter[<name>.end] (unix seconds). */
  ranges?: readonly string[];
  /** Parameters the list reads itself, by their exact names (`ids[]`, `type`). */
  params?: readonly string[];
}

/** A range's ends as given; a list applies its own defaults and limits. */
export interface DateRangeFilter {
  start?: number;
  end?: number;
}

/** What the parser answers: the list contract, plus the ranges and own parameters the rules declare. */
export interface ParsedListQuery extends ListQuery {
  ranges: Record<string, DateRangeFilter>;
  params: Record<string, string[]>;
}

export class ListQueryError extends Error {
  constructor(
    readonly parameter: string,
    message: string,
  ) {
    super(message);
  }
}

export const SEARCH_FILTERS = ['search_query', 'searchQuery'];

export function parseSort(value: string): SortKey[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => (part.startsWith('-') ? { field: part.slice(1), desc: true } : { field: part, desc: false }));
}

export function formatSort(sort: SortKey[]): string {
  return sort.map((key) => (key.desc ? '-' : '') + key.field).join(',');
}

function positiveInteger(parameter: string, raw: string): number {
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 1) throw new ListQueryError(parameter, `${parameter} must be a positive whole number.`);
  return value;
}

const RANGE_EDGES = ['start', 'end'] as const;

/** filter[<range>.start] or filter[<range>.end] of a declared range: its name and edge. */
function rangeEdge(inner: string, rules: ListRules): { range: string; edge: 'start' | 'end' } | undefined {
  const dot = inner.lastIndexOf('.');
  const [range, edge] = [inner.slice(0, dot), inner.slice(dot + 1)];
  if (dot < 0 || !rules.ranges?.includes(range) || !(RANGE_EDGES as readonly string[]).includes(edge)) return undefined;
  return { range, edge: edge as 'start' | 'end' };
}

/** Reads list parameters, refusing unknown fields, operators and page sizes. */
export function parseListQuery(params: URLSearchParams, rules: ListRules): ParsedListQuery {
  const query: ParsedListQuery = {
    page: { number: 1, size: rules.defaultPageSize ?? DEFAULT_PAGE_SIZE },
    sort: parseSort(rules.defaultSort),
    filters: [],
    include: [],
    ranges: {},
    params: {},
  };
  const paged = rules.paged !== false;
  for (const [key, raw] of params) {
    const value = raw.trim();
    if (paged && key === 'page[number]') query.page.number = positiveInteger(key, value);
    else if (paged && key === 'page[size]') {
      const size = positiveInteger(key, value);
      if (!(PAGE_SIZES as readonly number[]).includes(size))
        throw new ListQueryError(key, `page[size] must be one of ${PAGE_SIZES.join(', ')}.`);
      query.page.size = size;
    } else if (key === 'sort') {
      if (!value) continue;
      query.sort = parseSort(value);
      for (const { field } of query.sort)
        if (!rules.sortable.includes(field)) throw new ListQueryError('sort', `Unknown sort field '${field}'.`);
    } else if (key === 'include') {
      const includes = value.split(',').map((s) => s.trim()).filter(Boolean);
      for (const name of includes)
        if (!rules.includes?.includes(name)) throw new ListQueryError('include', `Unknown include '${name}'.`);
      query.include.push(...includes);
    } else if (key.startsWith('filter[') && key.endsWith(']')) {
      const inner = key.slice(7, -1);
      if (rules.searchable !== false && SEARCH_FILTERS.includes(inner)) {
        if (value) query.search = value;
        continue;
      }
      const edge = rangeEdge(inner, rules);
      if (edge) {
        if (!value) continue; // an empty end is the list's default
        if (!/^\d+$/.test(value)) throw new ListQueryError(key, `${key} must be unix seconds.`);
        (query.ranges[edge.range] ??= {})[edge.edge] = Number(value);
        continue;
      }
      const [field, op = 'eq'] = inner.split(':');
      if (!rules.filterable.includes(field)) throw new ListQueryError(key, `Unknown filter field '${field}'.`);
      if (!(FILTER_OPS as readonly string[]).includes(op)) throw new ListQueryError(key, `Unknown filter operator '${op}'.`);
      if (value !== '') query.filters.push({ field, op: op as FilterOp, value });
    } else if (rules.params?.includes(key)) {
      (query.params[key] ??= []).push(raw);
    } else {
      throw new ListQueryError(key, `Unknown list parameter '${key}'.`);
    }
  }
  return query;
}

/** The inverse of parseListQuery, for building request URLs and the web's own address bar. */
export function listQueryToParams(query: Partial<ListQuery>): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page) {
    params.set('page[number]', String(query.page.number));
    params.set('page[size]', String(query.page.size));
  }
  if (query.sort?.length) params.set('sort', formatSort(query.sort));
  for (const filter of query.filters ?? [])
    params.set(`filter[${filter.field}${filter.op === 'eq' ? '' : ':' + filter.op}]`, filter.value);
  if (query.search) params.set('filter[search_query]', query.search);
  if (query.include?.length) params.set('include', query.include.join(','));
  return params;
}

export interface ListPage<T> {
  items: T[];
  total: number;
}
