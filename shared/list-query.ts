/**
 * The list contract shared by every list endpoint and every list screen.
 *
 * URL parameters: page[number] (1-based), page[size], sort (comma list, leading '-' descending),
 * filter[field], filter[field:like], filter[field:like_words], filter[field:in], filter[search_query],
 * include (comma list), and where a list declares them, date ranges (filter[<field>:from],
 * filter[<field>:to], unix seconds, both ends inclusive; readDateRange) and parameters of its own
 * (ids[], type). The web keeps the same parameters in its own URL, so a list view and the request
 * it makes are one and the same string. Every list reads its parameters here, so each refuses what
 * it does not know the same way; a date range is read here even where the rest of a route's
 * parameters are not (the reports), so it has one spelling and one set of refusals everywhere
 * (docs/decisions/041-one-date-range-spelling.md).
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
  /** Date ranges the list filters by, each as filter[<field>:from] and filter[<field>:to] (unix seconds). */
  ranges?: readonly DateRangeRule[];
  /** Parameters the list reads itself, by their exact names (`ids[]`, `type`). */
  params?: readonly string[];
}

/** The ends of a date range: filter[<field>:from] and filter[<field>:to]. */
export const RANGE_EDGES = ['from', 'to'] as const;
export type RangeEdge = (typeof RANGE_EDGES)[number];

/**
 * A date range a list filters by: filter[<field>:from] and filter[<field>:to], unix seconds, both
 * ends inclusive, `field` naming what the range is over. Older spellings a route took before the
 * contract had one are read as the same ends.
 */
export interface DateRangeRule {
  field: string;
  /** Other parameter names of the two ends (filter[dateRange.start], filter[dateRange.end]), each read like the contract's. */
  aliases?: readonly Readonly<Record<RangeEdge, string>>[];
  /** The refusal of a `to` before the `from`, where a text of the product's says it; by default rangeTexts.reversed. */
  reversed?: string;
}

/** A range's ends as given (a list applies its own defaults and limits), and the parameters a refusal of either end names. */
export interface DateRangeFilter {
  from?: number;
  to?: number;
  /** Each end's parameter as the caller spelt it; an end not given is named in the spelling the other end was given in. */
  parameters: Record<RangeEdge, string>;
}

/** The contract's name of a range's end: filter[sentAt:from]. */
export const rangeParameter = (field: string, edge: RangeEdge) => `filter[${field}:${edge}]`;

/** The contract's spelling of a range, then its aliases. */
const spellingsOf = (rule: DateRangeRule): Readonly<Record<RangeEdge, string>>[] => [
  { from: rangeParameter(rule.field, 'from'), to: rangeParameter(rule.field, 'to') },
  ...(rule.aliases ?? []),
];

/** Whether `parameter` is one of the range's ends, in any of its spellings. */
export const isRangeParameter = (parameter: string, rule: DateRangeRule) => spellingsOf(rule).some((spelling) => spelling.from === parameter || spelling.to === parameter);

export const RANGE_TEXTS = {
  unixSeconds: (parameter: string) => `${parameter} must be unix seconds.`,
  reversed: (from: string, to: string) => `${to} must not be before ${from}.`,
  twice: (parameter: string, first: string) => (parameter === first ? `${parameter} is given more than once.` : `${parameter} and ${first} are the same parameter: give one.`),
};

/**
 * Reads a date range from `params`: each end in any spelling of the rule, unix seconds (an empty
 * value is an end not given); refused, naming the parameter, when an end is not unix seconds, is
 * given twice, or `to` is before `from`.
 */
export function readDateRange(params: URLSearchParams, rule: DateRangeRule): DateRangeFilter {
  const spellings = spellingsOf(rule);
  const range: Partial<Record<RangeEdge, number>> = {};
  const given: Partial<Record<RangeEdge, string>> = {};
  let spelling = spellings[0];
  for (const [key, raw] of params)
    for (const candidate of spellings)
      for (const edge of RANGE_EDGES) {
        if (candidate[edge] !== key) continue;
        const value = raw.trim();
        if (!value) continue; // an empty end is the list's default
        if (given[edge] !== undefined) throw new ListQueryError(key, RANGE_TEXTS.twice(key, given[edge]));
        if (!/^\d{1,12}$/.test(value)) throw new ListQueryError(key, RANGE_TEXTS.unixSeconds(key));
        given[edge] = key;
        range[edge] = Number(value);
        if (given.from === undefined || given.to === undefined) spelling = candidate;
      }
  const parameters = { from: given.from ?? spelling.from, to: given.to ?? spelling.to };
  if (range.from !== undefined && range.to !== undefined && range.to < range.from)
    throw new ListQueryError(parameters.to, rule.reversed ?? RANGE_TEXTS.reversed(parameters.from, parameters.to));
  return { ...range, parameters };
}

/** What the parser answers: the list contract, plus the ranges (by field) and own parameters the rules declare. */
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
  for (const rule of rules.ranges ?? []) query.ranges[rule.field] = readDateRange(params, rule);
  const paged = rules.paged !== false;
  for (const [key, raw] of params) {
    const value = raw.trim();
    if (rules.ranges?.some((rule) => isRangeParameter(key, rule))) continue; // read above
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
