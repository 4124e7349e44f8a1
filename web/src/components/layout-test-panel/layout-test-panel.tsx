import { useEffect, useState } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { getDefaultVariables } from '@/api/graphql/get-default-variables';
import { variablesText } from '../graphql/graphql-variables';
import { testReferenceLayout } from '@/api/graphql/test-reference-layout';
import type { LayoutTestResult } from '@shared/graphql';
import { CodeEditor } from '../code-editor/code-editor';
import { errorLine } from '../code-editor/error-line';
import { FormField } from '../form-page/form-field';
import { isApiError, toastFailure } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { VariablesSchema } from '@shared/mapping';
import { REFERENCE_LAYOUT_TEXTS } from '@shared/reference-layouts';
import './layout-test-panel.css';

const failureText = (error: unknown) =>
  isApiError(error) ? Object.values(error.errors).join(' ') || error.message : error instanceof Error ? error.message : undefined;

interface LayoutTestPanelProps {
  /** The Twig being edited: each test renders the current text. */
  template: string;
  /**
   * Writes the edited code back to the layout it came from; the button shows only when given.
   * `disabled` when there is nothing to write (unchanged, or empty).
   */
  saveToOrigin?: { run: () => Promise<unknown>; disabled?: boolean };
  /** A failed test's Twig error, so the code editor can mark its line; undefined after a good test. */
  onTemplateError?: (text: string | undefined) => void;
}

/**
 * Tests a reference layout: runs a GraphQL query with variables (prefilled with the default
 * variables), takes one mapping path of its answer as `value`, and renders the Twig with it.
 * Shows the result as text and rendered in a sandboxed frame (no scripts, no same-origin access),
 * and the mapped value.
 */
export function LayoutTestPanel({ template, saveToOrigin, onTemplateError }: LayoutTestPanelProps) {
  const [query, setQuery] = useState('');
  const [variables, setVariables] = useState('');
  const [mapping, setMapping] = useState('');
  const [queryMissing, setQueryMissing] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<LayoutTestResult | null>(null);
  const [testing, setTesting] = useState(false);
  const [saving, setSaving] = useState(false);
  const variablesCheck = VariablesSchema.safeParse(variables);
  const variablesError = errors.variables ?? (variablesCheck.success ? undefined : variablesCheck.error.issues[0]?.message);

  // Prefill the variables once, unless the user typed first.
  useEffect(() => {
    let current = true;
    getDefaultVariables()
      .then((defaults) => current && setVariables((typed) => typed || variablesText(defaults)))
      .catch(() => undefined); // the box stays empty; a test still runs without variables
    return () => {
      current = false;
    };
  }, []);

  const test = async () => {
    if (!query.trim()) {
      setQueryMissing(true);
      toast.warn(REFERENCE_LAYOUT_TEXTS.queryRequired);
      return;
    }
    if (!variablesCheck.success) return;
    setTesting(true);
    setErrors({});
    try {
      const parsed = variables.trim() ? (JSON.parse(variables) as Record<string, unknown>) : undefined;
      setOutcome(await testReferenceLayout({ template, query, mapping: mapping.trim() || undefined, variables: parsed }));
      onTemplateError?.(undefined);
    } catch (error) {
      setOutcome(null);
      if (isApiError(error)) {
        setErrors(error.errors);
        onTemplateError?.(error.errors.template);
      }
      if (!isApiError(error) || !error.handled) toast.error(REFERENCE_LAYOUT_TEXTS.testFailed, failureText(error));
    } finally {
      setTesting(false);
    }
  };

  const writeBack = async () => {
    if (!saveToOrigin) return;
    setSaving(true);
    try {
      await saveToOrigin.run();
      toast.success(REFERENCE_LAYOUT_TEXTS.savedToOrigin);
    } catch (error) {
      if (isApiError(error, 422)) toast.error(REFERENCE_LAYOUT_TEXTS.saveToOriginFailed, failureText(error));
      else toastFailure(REFERENCE_LAYOUT_TEXTS.saveToOriginFailed, error);
    } finally {
      setSaving(false);
    }
  };

  const queryError = queryMissing && !query.trim() ? REFERENCE_LAYOUT_TEXTS.queryRequired : errors.query;
  const otherErrors = Object.entries(errors).filter(([field]) => field !== 'query' && field !== 'variables');

  return (
    <section className="card layout-test" aria-labelledby="layout-test-title">
      <h2 id="layout-test-title" className="layout-test__title">
        Test reference layout
      </h2>
      <div className="layout-test__columns">
        <div className="layout-test__inputs">
          <FormField id="layout-test-query" label="GraphQL query" error={queryError}>
            <CodeEditor
              id="layout-test-query"
              language="graphql"
              value={query}
              onChange={setQuery}
              minLines={6}
              invalid={!!queryError}
              errorLine={errorLine(errors.query)}
              describedBy={queryError ? 'layout-test-query-error' : undefined}
              placeholder={'query ($contactIds: [Int!]!) {\n  contacts(ids: $contactIds) { fullName email }\n}'}
            />
          </FormField>
          <FormField id="layout-test-variables" label="Variables" error={variablesError} hint="JSON, prefilled with the default variables.">
            <CodeEditor
              id="layout-test-variables"
              language="json"
              value={variables}
              onChange={(text) => {
                setVariables(text);
                setErrors(({ variables: _dropped, ...rest }) => rest);
              }}
              minLines={3}
              maxHeight="12rem"
              invalid={!!variablesError}
              describedBy={variablesError ? 'layout-test-variables-error' : undefined}
            />
          </FormField>
          <FormField id="layout-test-mapping" label="Mapping" error={errors.mapping} hint="One path into the query's answer, e.g. contacts[].fullName; the layout reads it as value.">
            <InputText
              id="layout-test-mapping"
              value={mapping}
              onChange={(e) => setMapping(e.target.value)}
              placeholder="contacts[].fullName"
              className={errors.mapping ? 'p-invalid layout-test__mapping' : 'layout-test__mapping'}
              aria-invalid={!!errors.mapping}
              onKeyDown={(e) => {
                if (e.key === 'Enter') void test();
              }}
            />
          </FormField>
          <div className="layout-test__actions">
            <Button type="button" label="Test" icon="pi pi-play" onClick={test} loading={testing} disabled={!variablesCheck.success} />
            {saveToOrigin && (
              <Button
                type="button"
                label="Save to origin"
                icon="pi pi-upload"
                severity="secondary"
                outlined
                onClick={writeBack}
                loading={saving}
                disabled={saveToOrigin.disabled}
                tooltip="Writes the code above to the stored layout; name and description stay as stored."
                tooltipOptions={{ position: 'top', showOnDisabled: true }}
              />
            )}
          </div>
        </div>
        <div className="layout-test__outputs" aria-live="polite">
          {otherErrors.length > 0 && (
            <div className="layout-test__errors" role="alert">
              <strong>{REFERENCE_LAYOUT_TEXTS.testFailed}</strong>
              <ul>
                {otherErrors.map(([field, text]) => (
                  <li key={field}>
                    <code>{field}</code>: {text}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {outcome ? (
            <>
              <h3 className="layout-test__subtitle">Rendered</h3>
              <iframe title="Rendered result" className="layout-test__frame" sandbox="" srcDoc={outcome.result} />
              <h3 className="layout-test__subtitle">Result</h3>
              <pre className="layout-test__pre" aria-label="Result text">
                {outcome.result}
              </pre>
              <h3 className="layout-test__subtitle">Mapping value</h3>
              <pre className="layout-test__pre" aria-label="Mapping value">
                {JSON.stringify(outcome.mappingValue, null, 2) ?? 'null'}
              </pre>
            </>
          ) : (
            !otherErrors.length && <p className="layout-test__empty">Write a query, optionally a mapping, and press Test to render the layout above.</p>
          )}
        </div>
      </div>
    </section>
  );
}
