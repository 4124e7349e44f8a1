import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title';

/** A screen's heading; it also names the browser tab. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <header className="page-header">
      <h1>{title}</h1>
      {children && <div className="page-header__actions">{children}</div>}
    </header>
  );
}
