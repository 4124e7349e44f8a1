import useSWR from 'swr';
import { getReport } from './get-report';
import { reportQuery, type ReportFilters } from '../report-filters';
import { api } from '@/lib/api-client';
import { listPageOf } from '@shared/list-page-schema';
import { MessageWorkflowSetSchema } from '@shared/message-workflow-sets';

export interface FilterOption {
  value: number;
  label: string;
}

/**
 * What the filters offer: the events, workflows and messages that have sends in the date range
 * (the report grouped by each, read from its counters: cheap whatever the season's size), and the
 * workflow sets (up to 100, by name). Rows without an id (action trigger messages) cannot be
 * filtered by and are left out.
 */
export function useFilterOptions(range: Pick<ReportFilters, 'from' | 'to'> | null, groupBy: 'event' | 'messageWorkflow' | 'message') {
  return useSWR(range === null ? null : ['/reports/deliveries', reportQuery({ from: range.from, to: range.to }, groupBy), 'options'], async ([, query]) =>
    (await getReport(query)).items.filter((row) => typeof row.key === 'number' && row.key > 0).map((row): FilterOption => ({ value: Number(row.key), label: `#${row.key} ${row.label}` })),
  );
}

export const useWorkflowSetOptions = () =>
  useSWR(['/message-workflow-sets', 'report-options'], async () =>
    (await api.get('/message-workflow-sets?page[size]=100&sort=name', listPageOf(MessageWorkflowSetSchema))).items.map((set): FilterOption => ({ value: set.id, label: set.name })),
  );
