/**
 * The one gate every way of leaving a page passes: in-app link clicks, Back/Forward, reload and
 * close. A page with unsaved changes sets a guard; while one is set, the gate stops the move and
 * hands it to the guard, which asks the user. Programmatic navigation (after a save, on a 401)
 * does not pass the gate.
 *
 * Installed once, before the app renders: a window's popstate listeners run in the order they
 * were added (capture or not), so the gate must come before wouter's own listener, which wouter
 * adds on first render. A link click is stopped in the capture phase, before wouter's Link sees it.
 */
export interface LeaveRequest {
  href: string;
  /** Back/Forward: the browser had moved already and the guarded address was pushed again. */
  byHistory: boolean;
}

let guard: ((request: LeaveRequest) => void) | null = null;
let guardedHref = '';

const here = () => location.pathname + location.search + location.hash;

/** Sets (or with null clears) the page's guard; it guards the address shown now. */
export function setLeaveGuard(ask: ((request: LeaveRequest) => void) | null) {
  guard = ask;
  guardedHref = here();
}

/** An in-app link this click would follow (the plain left click wouter's Link handles itself). */
function followedLink(event: MouseEvent): string | undefined {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return undefined;
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin) return undefined;
  const href = url.pathname + url.search + url.hash;
  return href === here() ? undefined : href;
}

export function installLeaveGuard() {
  addEventListener(
    'click',
    (event) => {
      const href = guard && followedLink(event);
      if (!guard || !href) return;
      event.preventDefault();
      event.stopPropagation();
      guard({ href, byHistory: false });
    },
    true,
  );
  addEventListener('popstate', (event) => {
    if (!guard) return;
    event.stopImmediatePropagation();
    const href = here();
    history.pushState(null, '', guardedHref);
    guard({ href, byHistory: true });
  });
  addEventListener('beforeunload', (event) => {
    if (!guard) return;
    event.preventDefault();
    event.returnValue = ''; // older browsers need it to show their dialog
  });
}
