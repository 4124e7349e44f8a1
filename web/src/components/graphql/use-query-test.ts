import { useCallback, useState } from 'react';
import { runGraphql } from '@/api/graphql/run-graphql';
import { variablesValid } from './graphql-variables';
import { errorLine } from '../code-editor/error-line';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { MAPPING_TEXTS } from '@shared/mapping';

export interface QueryFailure {
  /** The query text that failed; the failure stops showing once the query is edited. */
  query: string;
  text: string;
  line?: number;
}

/**
 * The Test action of a query editor: runs the query with the variables box, toasts the outcome,
 * keeps the last result (for the result viewer) and which query text last ran successfully, so a
 * form can tell whether its query was tested since its last edit.
 */
export function useQueryTest() {
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<{ data: unknown } | undefined>(undefined);
  const [testedQuery, setTestedQuery] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<QueryFailure | undefined>(undefined);

  const run = useCallback(async (query: string, variables: string) => {
    if (!query.trim()) return void toast.error(MAPPING_TEXTS.testFailed, MAPPING_TEXTS.graphQueryRequired);
    if (!variablesValid(variables)) return void toast.error(MAPPING_TEXTS.testFailed, MAPPING_TEXTS.variablesInvalid);
    setRunning(true);
    try {
      const data = await runGraphql({ query, variables });
      setResult({ data });
      // The server keys its record of successful tests by the trimmed text, so does the form.
      setTestedQuery(query.trim());
      setFailure(undefined);
      toast.success(MAPPING_TEXTS.tested);
    } catch (error) {
      if (isApiError(error) && error.handled) return;
      const text = isApiError(error) ? (Object.values(error.errors)[0] ?? error.message) : String(error);
      setFailure({ query, text, line: errorLine(text) });
      toast.error(MAPPING_TEXTS.testFailed, text);
    } finally {
      setRunning(false);
    }
  }, []);

  const isTested = useCallback((query: string) => !!query.trim() && testedQuery === query.trim(), [testedQuery]);

  return { run, running, result, failure, isTested };
}

export type QueryTest = ReturnType<typeof useQueryTest>;
