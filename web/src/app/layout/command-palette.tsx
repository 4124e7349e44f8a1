import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'wouter';

// The search and its dialog load the first time the palette opens, not with every screen.
const CommandPaletteDialog = lazy(() => import('./command-palette-dialog'));

/**
 * Ctrl+K (⌘K on a Mac), or the header's Go to button, opens a search over events, workflows and
 * messages by name or #id, with "New workflow" first; every result is reached with the keyboard.
 */
export function CommandPalette() {
  // undefined until first opened: the dialog's code is not loaded before
  const [open, setOpen] = useState<boolean>();
  const [, navigate] = useLocation();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const go = (to: string) => {
    setOpen(false);
    navigate(to);
  };

  return (
    <>
      <button type="button" className="app-header__search" onClick={() => setOpen(true)} aria-label="Go to… (Ctrl+K)" aria-keyshortcuts="Control+K Meta+K">
        <i className="pi pi-search" aria-hidden="true" />
        <span>Go to…</span>
        <kbd>Ctrl K</kbd>
      </button>
      {open !== undefined && (
        <Suspense fallback={null}>
          <CommandPaletteDialog open={open} onClose={() => setOpen(false)} onGo={go} />
        </Suspense>
      )}
    </>
  );
}
