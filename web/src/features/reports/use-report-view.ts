import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { readable, readView, todayInAmsterdam, viewParams, type ChartGrouping, type ReportFilters, type ReportView } from './report-filters';

/**
 * A report screen's state is its URL (report-filters.ts): reload, back and forward restore it.
 * `own` names the screen's parameters beside the filters (the compared events); they are kept
 * through every change of the filters. The address is completed at once with the dates in force,
 * so a reload a day later still shows the same days.
 */
export function useReportView(path: string, own: readonly string[] = []) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const today = useMemo(() => todayInAmsterdam(), []);
  const view: ReportView = useMemo(() => readView(search, today), [search, today]);
  const ownValues = useMemo(() => {
    const params = new URLSearchParams(search);
    return Object.fromEntries(own.map((name) => [name, params.get(name) ?? ''])) as Record<string, string>;
  }, [search, own]);
  const explicitBy = new URLSearchParams(search).get('by');
  const by = explicitBy === 'day' || explicitBy === 'week' ? explicitBy : undefined;

  const hrefOf = useCallback(
    (filters: ReportFilters, nextBy: ChartGrouping | undefined, values: Record<string, string>) => {
      const params = viewParams(filters, nextBy);
      for (const [name, value] of Object.entries(values)) if (value) params.set(name, value);
      return `${path}?${readable(params)}`;
    },
    [path],
  );

  // Complete the address with the dates in force (no history entry); a wrong date stays as typed, with its message.
  useEffect(() => {
    if (view.problem) return;
    const params = new URLSearchParams(search);
    if (!params.get('from') || !params.get('to')) navigate(hrefOf(view.filters, by, ownValues), { replace: true });
  }, [search, view, by, ownValues, hrefOf, navigate]);

  const typed = useMemo(() => {
    const params = new URLSearchParams(search);
    return { from: params.get('from'), to: params.get('to') };
  }, [search]);

  return {
    view,
    today,
    /** The dates as the address has them (a wrong one as typed). */
    typed,
    own: ownValues,
    /** New filters (the grouping of the chart stays as chosen). */
    setFilters: (filters: ReportFilters) => navigate(hrefOf(filters, by, ownValues)),
    setBy: (next: ChartGrouping) => navigate(hrefOf(view.filters, next, ownValues)),
    setOwn: (values: Record<string, string>) => navigate(hrefOf(view.filters, by, { ...ownValues, ...values })),
    /** A date as typed, kept in the address even when it is not a date (its message shows). */
    setDate: (edge: 'from' | 'to', text: string) => {
      const params = new URLSearchParams(search);
      params.set(edge, text);
      navigate(`${path}?${readable(params)}`);
    },
  };
}

export type ReportViewState = ReturnType<typeof useReportView>;
