import { useEffect, useRef } from 'react';
import EditorModule from 'react-simple-code-editor';
import { highlightCode } from './prism-languages';
import type { CodeEditorProps } from './code-editor';

// The package is CommonJS; depending on the bundler's interop its default export arrives wrapped.
const Editor = ((EditorModule as unknown as { default?: typeof EditorModule }).default ?? EditorModule) as typeof EditorModule;

export default function CodeEditorImpl({ id, value, onChange, language, minLines = 6, maxHeight = '24rem', readOnly, invalid, errorLine, placeholder, describedBy }: CodeEditorProps) {
  const box = useRef<HTMLDivElement>(null);
  const lines = Math.max(value.split('\n').length, 1);

  // The editor library does not forward aria attributes to its textarea.
  useEffect(() => {
    const textarea = box.current?.querySelector('textarea');
    if (!textarea) return;
    textarea.setAttribute('aria-invalid', String(!!invalid));
    if (describedBy) textarea.setAttribute('aria-describedby', describedBy);
    else textarea.removeAttribute('aria-describedby');
    textarea.spellcheck = false;
  }, [invalid, describedBy]);

  const className = ['code-editor', invalid && 'code-editor--invalid', readOnly && 'code-editor--readonly'].filter(Boolean).join(' ');
  return (
    <div ref={box} className={className} style={{ maxHeight }} data-language={language}>
      <div className="code-editor__gutter" aria-hidden="true">
        {Array.from({ length: Math.max(lines, minLines) }, (_, i) => (
          <span key={i} className={i + 1 === errorLine ? 'code-editor__line-number code-editor__line-number--error' : 'code-editor__line-number'}>
            {i < lines ? i + 1 : ''}
          </span>
        ))}
      </div>
      <Editor
        value={value}
        onValueChange={onChange}
        highlight={(code) => highlightCode(code, language)}
        textareaId={id}
        readOnly={readOnly}
        placeholder={placeholder}
        padding={0}
        tabSize={2}
        insertSpaces
        className="code-editor__editor"
        textareaClassName="code-editor__textarea"
        preClassName={`code-editor__pre language-${language}`}
        style={{ minHeight: `calc(${minLines} * var(--code-line-height) + 1.5rem)` }}
      />
    </div>
  );
}
