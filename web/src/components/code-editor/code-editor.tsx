import { lazy, Suspense } from 'react';
import './code-editor.css';

export type CodeLanguage = 'graphql' | 'twig' | 'json';

export interface CodeEditorProps {
  /** The textarea's id, so a <label htmlFor> names it. */
  id: string;
  value: string;
  onChange: (value: string) => void;
  language: CodeLanguage;
  /** Height of an empty editor, in lines (default 6). */
  minLines?: number;
  /** The editor scrolls past this height (default 24rem). */
  maxHeight?: string;
  readOnly?: boolean;
  invalid?: boolean;
  /** A 1-based line to mark in the gutter, e.g. where a parse error was found. */
  errorLine?: number;
  placeholder?: string;
  /** The id of the text that describes the editor (an error or a hint). */
  describedBy?: string;
}

// Prism and the editor are their own chunk: screens without code never download them.
const CodeEditorImpl = lazy(() => import('./code-editor-impl'));

/** A code editor with syntax highlighting and line numbers for GraphQL, Twig and JSON. */
export function CodeEditor(props: CodeEditorProps) {
  const fallback = (
    <div className="code-editor code-editor--loading" style={{ minHeight: `calc(${props.minLines ?? 6} * 1.5em + 1.5rem)` }}>
      Loading editor...
    </div>
  );
  return (
    <Suspense fallback={fallback}>
      <CodeEditorImpl {...props} />
    </Suspense>
  );
}
