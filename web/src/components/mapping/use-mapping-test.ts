import { useCallback, useState } from 'react';
import { testMapping } from '@/api/graphql/test-mapping';
import type { ReferenceSet } from '@shared/graphql';
import { variablesValid } from '../graphql/graphql-variables';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { MAPPING_TEXTS, type MappingRow } from '@shared/mapping';

/** A row to test and its place in the form's rows, so a mistake shows under the right row. */
export interface TestRow extends MappingRow {
  index: number;
}

/**
 * 'Test Mapping': runs the rows against the query and keeps the reference sets, or the mistakes
 * (the API keys them by field, or by `referenceSetsMapping.<i>.field` for a row without one).
 */
export function useMappingTest() {
  const [running, setRunning] = useState(false);
  const [sets, setSets] = useState<ReferenceSet[]>();
  const [fields, setFields] = useState<string[]>([]);
  const [rowErrors, setRowErrors] = useState<Record<number, string>>({});
  const [otherErrors, setOtherErrors] = useState<string[]>([]);

  const run = useCallback(async (rows: TestRow[], query: string, variables: string) => {
    if (!query.trim()) return void toast.error(MAPPING_TEXTS.mappingFailed, MAPPING_TEXTS.graphQueryRequired);
    if (!variablesValid(variables)) return void toast.error(MAPPING_TEXTS.mappingFailed, MAPPING_TEXTS.variablesInvalid);
    setRunning(true);
    try {
      const answer = await testMapping({ rows: rows.map(({ field, mapping }) => ({ field, mapping })), query, variables });
      setSets(answer);
      setFields(rows.map((row) => row.field));
      setRowErrors({});
      setOtherErrors([]);
      toast.success(MAPPING_TEXTS.mapped);
    } catch (error) {
      if (isApiError(error) && error.handled) return;
      setSets(undefined);
      const errors = isApiError(error) ? { ...error.errors } : {};
      const byRow: Record<number, string> = {};
      rows.forEach((row, sent) => {
        const key = [row.field, `referenceSetsMapping.${sent}.field`, `referenceSetsMapping.${sent}.mapping`].find((k) => k in errors);
        if (key) {
          byRow[row.index] = errors[key];
          delete errors[key];
        }
      });
      const rest = Object.values(errors);
      setRowErrors(byRow);
      setOtherErrors(rest);
      // A query that cannot run (400) is not a mapping mistake: its message is the whole story.
      const detail = isApiError(error, 422) ? (rest[0] ?? 'See the text under each row.') : error instanceof Error ? error.message : undefined;
      toast.error(MAPPING_TEXTS.mappingFailed, detail);
    } finally {
      setRunning(false);
    }
  }, []);

  /** Edited rows no longer match the last test's mistakes. */
  const clearErrors = useCallback(() => {
    setRowErrors((current) => (Object.keys(current).length ? {} : current));
    setOtherErrors((current) => (current.length ? [] : current));
  }, []);

  return { run, running, sets, fields, rowErrors, otherErrors, clearErrors };
}

export type MappingTest = ReturnType<typeof useMappingTest>;
