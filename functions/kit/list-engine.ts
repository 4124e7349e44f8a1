import { malformed } from '../domain/failure.ts';
import { ListQueryError, parseListQuery, type DateRangeRule, type ListFilter, type ListPage, type ListQuery, type ListRules, type ParsedListQuery, type SortKey } from '../../shared/list-query.ts';
import { sortedView } from './sorted-views.ts';

/**
 * Filters, sorts and pages records in memory, the same way for every resource.
 * A resource describes its columns once; the list rules (what may be sorted and filtered) follow.
 */
export interface FieldSpec<T> {
  type: 'number' | 'string';
  /** Defaults to the property of the same name; dotted names (message.name) read nested objects. */
  get?: (item: T) => unknown;
  sortable?: boolean;
  filterable?: boolean;
  /** A filter that is not a comparison, such as have_tags. */
  match?: (item: T, filter: ListFilter) => boolean;
  /** Names an equality filter may use for a number field (filter[status]=active). */
  names?: Record<string, number>;
  /** The only values a string field holds: an equality filter on another value is refused (filter[status]=sent). */
  values?: readonly string[];
}

export interface ListSpec<T> {
  fields: Record<string, FieldSpec<T>>;
  defaultSort: string;
  /** Fields that filter[search_query] looks in (case-insensitive substring, every word). */
  search: string[];
  includes?: string[];
  defaultPageSize?: number;
  /** Date ranges the list filters by (filter[<field>:from], filter[<field>:to], and their aliases); the list applies them. */
  ranges?: readonly DateRangeRule[];
}

const readPath = (item: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value == null ? undefined : (value as Record<string, unknown>)[key]), item);

export function listRules<T>(spec: ListSpec<T>): ListRules {
  const names = Object.entries(spec.fields);
  return {
    sortable: names.filter(([, f]) => f.sortable !== false && !f.match).map(([n]) => n),
    filterable: names.filter(([, f]) => f.filterable !== false).map(([n]) => n),
    includes: spec.includes ?? [],
    defaultSort: spec.defaultSort,
    defaultPageSize: spec.defaultPageSize,
    ranges: spec.ranges,
  };
}

/** The rules of a list answered whole, with no paging, sorting, filters or search (a vocabulary). */
export const WHOLE_LIST: ListRules = { sortable: [], filterable: [], defaultSort: '', paged: false, searchable: false };

function refusingMalformed<R>(read: () => R): R {
  try {
    return read();
  } catch (error) {
    if (error instanceof ListQueryError) throw malformed(error.message, { [error.parameter]: error.message });
    throw error;
  }
}

/**
 * The parameters of a list the engine does not page for the caller (directory searches, lookups,
 * counts), read by the same parser as every other list; refusals are 400s naming the parameter.
 */
export function readListParams(params: URLSearchParams, rules: ListRules): ParsedListQuery {
  return refusingMalformed(() => parseListQuery(params, rules));
}

/** Parses list parameters against a resource's rules; refusals are 400s that name the parameter. */
export function readListQuery<T>(params: URLSearchParams, spec: ListSpec<T>): ParsedListQuery {
  return refusingMalformed(() => {
    const query = parseListQuery(params, listRules(spec));
    return { ...query, filters: query.filters.map((filter) => comparable(filter, spec.fields[filter.field])) };
  });
}

/**
 * An equality filter holds values its field can hold: numbers (or the field's names for them) on
 * a number field, one of its values on a string field that lists them. Anything else is refused,
 * naming the parameter, rather than matching nothing.
 */
function comparable<T>(filter: ListFilter, field: FieldSpec<T>): ListFilter {
  if (field.match || (filter.op !== 'eq' && filter.op !== 'in')) return filter;
  if (field.type === 'string' && !field.values) return filter;
  const parameter = `filter[${filter.field}${filter.op === 'in' ? ':in' : ''}]`;
  const refuse = (value: string, allowed: string) => new ListQueryError(parameter, `${parameter} must be ${allowed}; '${value}' is not.`);
  const values = filter.value.split(',').map((part) => {
    const value = part.trim();
    if (field.type === 'string') {
      if (field.values!.includes(value.toLowerCase())) return value.toLowerCase();
      throw refuse(value, `one of ${field.values!.join(', ')}`);
    }
    const named = field.names && Object.hasOwn(field.names, value.toLowerCase()) ? field.names[value.toLowerCase()] : undefined;
    if (named !== undefined) return String(named);
    if (/^-?\d+(\.\d+)?$/.test(value)) return value;
    throw refuse(value, field.names ? `one of ${Object.keys(field.names).join(', ')} or a number` : 'a number');
  });
  return { ...filter, value: values.join(',') };
}

/** How the search reads a value, and the words it asks for (a row matches when every word is in one of its search fields). */
export const text = (value: unknown): string => (value == null ? '' : String(value)).toLowerCase();
export const words = (value: string): string[] => value.toLowerCase().split(/\s+/).filter(Boolean);

function equals(value: unknown, wanted: string, type: 'number' | 'string'): boolean {
  if (type === 'number') return value != null && value !== '' && Number(value) === Number(wanted);
  return text(value) === wanted.toLowerCase();
}

function matches<T>(item: T, filter: ListFilter, field: FieldSpec<T>, name: string): boolean {
  if (field.match) return field.match(item, filter);
  const value = field.get ? field.get(item) : readPath(item, name);
  switch (filter.op) {
    case 'eq':
      return equals(value, filter.value, field.type);
    case 'in':
      return filter.value.split(',').some((wanted) => equals(value, wanted.trim(), field.type));
    case 'like':
      return text(value).includes(filter.value.toLowerCase());
    case 'like_words': {
      const haystack = text(value);
      return words(filter.value).every((word) => haystack.includes(word));
    }
  }
}

const isMissing = (value: unknown) => value == null || value === '';
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Orders two present values; missing values are handled by the caller so they sort last either way. */
function compare(a: unknown, b: unknown, type: 'number' | 'string'): number {
  if (type === 'number') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

/**
 * How the engine orders two values of one sort key: missing values last either way, text by the
 * collator, numbers as numbers; 0 for a tie (the next key decides, id last). Plans that read a page
 * in an order of their own order by this (composite-group-plans.ts).
 */
export function orderOfValues(a: unknown, b: unknown, type: 'number' | 'string', desc: boolean): number {
  if (isMissing(a) || isMissing(b)) return isMissing(a) === isMissing(b) ? 0 : isMissing(a) ? 1 : -1;
  const order = compare(a, b, type);
  return desc ? -order : order;
}

/** One comparison of two records by the sort keys (id last), missing values last either way. */
function comparator<T>(keys: SortKey[], types: ('number' | 'string')[], read: (item: T, key: number) => unknown) {
  return (a: T, b: T): number => {
    for (let i = 0; i < keys.length; i++) {
      const order = orderOfValues(read(a, i), read(b, i), types[i], keys[i].desc);
      if (order) return order;
    }
    return 0;
  };
}

export function applyListQuery<T extends { id: number }>(records: T[], query: ListQuery, spec: ListSpec<T>): ListPage<T> {
  const value = (item: T, name: string) => {
    const field = spec.fields[name];
    return field?.get ? field.get(item) : readPath(item, name);
  };
  const keys = [...query.sort, { field: 'id', desc: query.sort[0]?.desc ?? false }];
  const types = keys.map((key) => spec.fields[key.field]?.type ?? 'number');
  const sortAll = (all: T[]) => {
    // read each sort value once per record, not once per comparison
    const decorated = all.map((item) => ({ item, values: keys.map((key) => value(item, key.field)) }));
    decorated.sort(comparator(keys, types, (entry, i) => entry.values[i]));
    return decorated.map(({ item }) => item);
  };
  const ordered = sortedView(records, keys, comparator<T>(keys, types, (item, i) => value(item, keys[i].field)), sortAll);

  let items = query.filters.length ? ordered.filter((item) => query.filters.every((f) => matches(item, f, spec.fields[f.field], f.field))) : ordered;
  if (query.search) {
    const wanted = words(query.search);
    items = items.filter((item) => {
      const haystack = spec.search.map((name) => text(value(item, name))).join(' ');
      return wanted.every((word) => haystack.includes(word));
    });
  }
  const start = (query.page.number - 1) * query.page.size;
  // copies, so that includes added to a page never reach the shared records
  const page = items.slice(start, start + query.page.size).map((item) => ({ ...item }));
  return { items: page, total: items.length };
}
