import { useState } from 'react';
import { SelectButton } from 'primereact/selectbutton';
import { JsonTree } from './json-tree';
import './graphql.css';

const VIEWS = [
  { label: 'Tree', value: 'tree' },
  { label: 'JSON', value: 'json' },
];

/** The mapping viewer: the last successful test's result, as a tree of mapping paths or as JSON. */
export function ResultViewer({ result, title = 'Query result' }: { result: { data: unknown } | undefined; title?: string }) {
  const [view, setView] = useState('tree');
  return (
    <section className="result-viewer" aria-label={title}>
      <header className="result-viewer__bar">
        <h3>{title}</h3>
        {result && <SelectButton value={view} options={VIEWS} onChange={(e) => e.value && setView(e.value)} allowEmpty={false} className="p-button-sm" />}
      </header>
      {!result ? (
        <p className="result-viewer__empty">Test the query to see its result and the path of each value to map.</p>
      ) : view === 'tree' ? (
        <div className="result-viewer__body">
          <JsonTree value={result.data} />
        </div>
      ) : (
        <pre className="result-viewer__body result-viewer__json">{JSON.stringify(result.data, null, 2)}</pre>
      )}
    </section>
  );
}
