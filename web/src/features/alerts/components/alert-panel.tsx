import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { toastFailure } from '@/lib/api-client';
import { formatAmsterdam } from '@/lib/format';
import { markAlertRead, markAllAlertsRead } from '../api/get-alerts';
import { ALERT_PANEL_TEXTS as TEXTS } from '../alert-texts';
import { ALERT_KIND_LABELS, type AlertPage } from '@shared/alerts';
import './alerts.css';

/**
 * The notification centre, below the bell: the newest alerts (each with its text, time on the
 * Amsterdam clock, a link to the item's timeline and Mark as read), Mark all as read. Escape, a
 * click outside and following a link close it; focus starts on its heading and returns to the bell.
 */
export default function AlertPanel({ page, onClose }: { page: AlertPage | undefined; onClose: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('h2')?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !(target instanceof Element && target.closest('.alert-bell'))) onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [onClose]);

  const mark = (id: string) => markAlertRead(id).catch((error) => toastFailure(TEXTS.markFailed, error));
  const markAll = () => markAllAlertsRead().catch((error) => toastFailure(TEXTS.markFailed, error));
  const items = page?.items ?? [];

  return (
    <div ref={panel} id="alert-panel" className="alert-panel" role="dialog" aria-labelledby="alert-panel-title">
      <div className="alert-panel__head">
        <h2 id="alert-panel-title" tabIndex={-1}>
          {TEXTS.title}
        </h2>
        <button type="button" className="p-button p-button-text p-button-sm" onClick={markAll} disabled={!page?.unread}>
          {TEXTS.markAllRead}
        </button>
        <button type="button" className="p-button p-button-text p-button-sm p-button-icon-only" aria-label={TEXTS.close} onClick={onClose}>
          <i className="pi pi-times" aria-hidden="true" />
        </button>
      </div>
      {items.length === 0 ? (
        <p className="alert-panel__empty">{TEXTS.empty}</p>
      ) : (
        <ul className="alert-panel__list">
          {items.map((alert) => (
            <li key={alert.id} className={alert.read ? 'alert-panel__item' : 'alert-panel__item alert-panel__item--unread'}>
              <div className="alert-panel__kind">
                {!alert.read && <span className="alert-panel__dot" aria-label="Unread" role="img" />}
                <strong>{ALERT_KIND_LABELS[alert.kind]}</strong>
                <time dateTime={new Date(alert.createdAt * 1000).toISOString()}>{formatAmsterdam(alert.createdAt, 'date-time')}</time>
              </div>
              <p>{alert.message}</p>
              <div className="alert-panel__actions">
                <Link href={alert.link} onClick={onClose}>
                  {TEXTS.open}
                </Link>
                {!alert.read && (
                  <button type="button" className="p-button p-button-text p-button-sm" onClick={() => mark(alert.id)} aria-label={`${TEXTS.markRead}: ${alert.message}`}>
                    {TEXTS.markRead}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
