import { useEffect } from 'react';

/** Every area sets the browser tab's title (spec: every top-level area has a page title). */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
