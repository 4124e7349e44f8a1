import { Button } from 'primereact/button';
import { CodeEditor } from '../code-editor/code-editor';
import type { QueryTest } from './use-query-test';
import './graphql.css';

const EXAMPLE = `query ($eventId: Int!, $contactIds: [Int!]!) {
  event(id: $eventId) { name producer { email firstName lastName } }
  contacts(ids: $contactIds) { id email firstName lastName }
}`;

interface QueryEditorProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** The variables box's text the Test runs with. */
  variables: string;
  test: QueryTest;
  label?: string;
  required?: boolean;
  /** The form's validation text for the query. */
  error?: string;
  /** Whether a query counts as tested (default: it ran successfully since its last edit). */
  isTested?: (query: string) => boolean;
}

/** A GraphQL query editor with its Test action and whether the query as it stands was tested. */
export function QueryEditor({ id, value, onChange, variables, test, label = 'GraphQL query', required, error, isTested = test.isTested }: QueryEditorProps) {
  const failure = test.failure?.query === value ? test.failure : undefined;
  const message = failure?.text ?? error;
  const tested = isTested(value);
  return (
    <div className="form-field query-editor">
      <div className="query-editor__bar">
        <label htmlFor={id}>
          {label}
          {required && <span className="form-field__required" aria-hidden="true"> *</span>}
        </label>
        {value.trim() && (
          <span className={tested ? 'query-editor__state query-editor__state--tested' : 'query-editor__state'} role="status">
            <i className={tested ? 'pi pi-check-circle' : 'pi pi-info-circle'} aria-hidden="true" /> {tested ? 'Tested' : 'Not tested since the last edit'}
          </span>
        )}
        <Button type="button" label="Test" icon="pi pi-play" size="small" outlined onClick={() => test.run(value, variables)} loading={test.running} disabled={!value.trim()} />
      </div>
      <CodeEditor
        id={id}
        language="graphql"
        value={value}
        onChange={onChange}
        minLines={8}
        invalid={!!message}
        errorLine={failure?.line}
        placeholder={EXAMPLE}
        describedBy={message ? `${id}-error` : undefined}
      />
      {message && (
        <small id={`${id}-error`} className="p-error form-field__error" role="alert">
          {message}
        </small>
      )}
    </div>
  );
}
