import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  listQueryToParams,
  parseListQuery,
  parseSort,
  type FilterOp,
  type ListQuery,
  type ListRules,
} from '@shared/list-query';

/**
 * A list screen's state lives in its URL, in exactly the API's list parameters
 * (shared/list-query.ts), so reload and back/forward restore the view and the request the page
 * makes is the same query string the address bar shows.
 */

const PAGE_SIZE_KEY = 'pageSize';
const LAST_QUERY_KEY = (path: string) => `list:${path}`;

/** The page size chosen last, on any list (spec: remembered in local storage). */
export function preferredPageSize(): number {
  const stored = Number(localStorage.getItem(PAGE_SIZE_KEY));
  return (PAGE_SIZES as readonly number[]).includes(stored) ? stored : DEFAULT_PAGE_SIZE;
}

/** Brackets, colons and commas stay readable in the address bar; the API accepts both forms. */
const readable = (params: URLSearchParams) => params.toString().replace(/%5B/g, '[').replace(/%5D/g, ']').replace(/%3A/g, ':').replace(/%2C/g, ',');

export function toQueryString(query: Partial<ListQuery>): string {
  return readable(listQueryToParams(query));
}

/**
 * Reads the URL leniently: a hand-edited, invalid address falls back to the defaults, and a
 * missing page size to the remembered one.
 */
export function readListQuery(search: string, rules: ListRules, pageSize: number): ListQuery {
  const fallback: ListQuery = { page: { number: 1, size: pageSize }, sort: parseSort(rules.defaultSort), filters: [], include: [] };
  const params = new URLSearchParams(search);
  try {
    const query = parseListQuery(params, rules);
    if (!params.has('page[size]')) query.page.size = pageSize;
    return query;
  } catch {
    return fallback;
  }
}

export const lastPage = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

/** The page numbers the paginator shows: `visible` of them, the current one near the middle. */
export function visiblePages(page: number, pages: number, visible: number): number[] {
  const from = Math.max(1, Math.min(page - Math.floor(visible / 2), pages - visible + 1));
  return Array.from({ length: Math.min(visible, pages - from + 1) }, (_, i) => from + i);
}

/** Where 'back to the list' goes: the list as the user left it in this tab. */
export const listHref = (path: string) => {
  const last = sessionStorage.getItem(LAST_QUERY_KEY(path));
  return last ? `${path}?${last}` : path;
};

/** A screen's own URL parameters beside the list's (a date range), by name, with their values. */
export type ExtraParams = Readonly<Record<string, string>>;
const NO_EXTRAS: ExtraParams = {};

/** Takes the screen's own parameters out of the address: their values (or defaults) and the list's part. */
export function splitExtras(search: string, defaults: ExtraParams): { listSearch: string; extras: ExtraParams } {
  const params = new URLSearchParams(search);
  const extras: Record<string, string> = {};
  for (const [name, fallback] of Object.entries(defaults)) {
    extras[name] = params.get(name) ?? fallback;
    params.delete(name);
  }
  return { listSearch: readable(params), extras };
}

/** The list's query string followed by the screen's own parameters. */
export const withExtras = (queryString: string, extras: ExtraParams) =>
  [queryString, ...Object.entries(extras).map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)].filter(Boolean).join('&');

/**
 * `extraDefaults`: parameters the screen keeps in the URL beside the list's own (the dashboard's
 * date range), with their defaults; they are written out like the list's and end `queryString`.
 */
export function useListState(rules: ListRules, extraDefaults: ExtraParams = NO_EXTRAS) {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const { listSearch, extras } = useMemo(() => splitExtras(search, extraDefaults), [search, extraDefaults]);
  const query = useMemo(() => readListQuery(listSearch, rules, preferredPageSize()), [listSearch, rules]);
  const queryString = withExtras(toQueryString(query), extras);

  // Normalise the address to the full state (defaults written out) without a history entry.
  useEffect(() => {
    if (new URLSearchParams(search).toString() !== new URLSearchParams(queryString).toString())
      navigate(`${path}?${queryString}`, { replace: true });
    sessionStorage.setItem(LAST_QUERY_KEY(path), queryString);
  }, [search, queryString, path, navigate]);

  const go = useCallback(
    (next: ListQuery, replace = false, nextExtras: ExtraParams = extras) => navigate(`${path}?${withExtras(toQueryString(next), nextExtras)}`, { replace }),
    [navigate, path, extras],
  );

  return {
    query,
    /** The list's parameters and the screen's own: the address's query string. */
    queryString,
    extras,
    /** A change of the screen's own parameters starts again at page 1, like a filter. */
    setExtras: (values: ExtraParams) => go({ ...query, page: { ...query.page, number: 1 } }, false, { ...extras, ...values }),
    setPage: (number: number, replace = false) => go({ ...query, page: { ...query.page, number } }, replace),
    /** Keeps the page unless it would be past the last page of the new size (then page 1). */
    setPageSize(size: number, total: number) {
      localStorage.setItem(PAGE_SIZE_KEY, String(size));
      const number = query.page.number > lastPage(total, size) ? 1 : query.page.number;
      go({ ...query, page: { number, size } });
    },
    /** First click sorts up (ascending), a second click on the same column down; a new column starts up. */
    toggleSort(field: string) {
      const current = query.sort[0];
      const desc = current?.field === field && !current.desc;
      go({ ...query, sort: [{ field, desc }], page: { ...query.page, number: 1 } });
    },
    filterValue: (field: string, op: FilterOp) => query.filters.find((f) => f.field === field && f.op === op)?.value ?? '',
    /** A filter change starts again at page 1. */
    setFilter(field: string, op: FilterOp, value: string) {
      // The value is kept as typed (the API trims), so a pause after a space does not eat it.
      const others = query.filters.filter((f) => !(f.field === field && f.op === op));
      const filters = value.trim() ? [...others, { field, op, value }] : others;
      go({ ...query, filters, page: { ...query.page, number: 1 } });
    },
  };
}

export type ListState = ReturnType<typeof useListState>;
