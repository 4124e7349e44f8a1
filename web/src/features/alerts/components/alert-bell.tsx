import { lazy, Suspense, useRef, useState } from 'react';
import { useBellAlerts } from '../api/get-alerts';
import { bellLabel, unreadBadge } from '../alert-texts';

// The list loads the first time the bell opens, not with every screen (decision 024).
const AlertPanel = lazy(() => import('./alert-panel'));

/** The header's bell: the unread count (refreshed every 30 s), opening the notification centre. */
export function AlertBell() {
  const { data } = useBellAlerts();
  // undefined until first opened: the panel's code is not loaded before
  const [open, setOpen] = useState<boolean>();
  const button = useRef<HTMLButtonElement>(null);
  const unread = data?.unread ?? 0;
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <div className="alert-bell">
      <button
        ref={button}
        type="button"
        className="alert-bell__button"
        aria-label={bellLabel(unread, data?.unreadCapped ?? false)}
        aria-haspopup="dialog"
        aria-expanded={Boolean(open)}
        aria-controls={open ? 'alert-panel' : undefined}
        onClick={() => setOpen(!open)}
      >
        <i className="pi pi-bell" aria-hidden="true" />
        {unread > 0 && (
          <span className="alert-bell__badge" aria-hidden="true">
            {unreadBadge(unread, data?.unreadCapped ?? false)}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <AlertPanel page={data} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
