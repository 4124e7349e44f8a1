import { useEffect, useRef } from 'react';
import { Button } from 'primereact/button';
import { authorOf } from './record-history';
import { RESTORE_TEXTS } from '@shared/audit-restore';
import type { AuditEntryAnswer } from '@shared/audit-schemas';
import { formatAmsterdam } from '@/lib/format';

/**
 * Shown on a form filled with an earlier version (docs/audit.md, "Restore"): whose version it is,
 * and the way back to the current one. It takes the focus when it appears, so a keyboard or screen
 * reader user lands on it after choosing Restore in the History below the form.
 */
export function RestoreNotice({ entry, onCancel }: { entry: AuditEntryAnswer; onCancel: () => void }) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    notice.current?.scrollIntoView({ block: 'center' });
    notice.current?.focus();
  }, [entry]);
  return (
    <div ref={notice} className="record-history__restoring" role="status" tabIndex={-1}>
      <i className="pi pi-history" aria-hidden="true" />
      <span>{RESTORE_TEXTS.notice(formatAmsterdam(entry.at, 'date-time'), authorOf(entry))}</span>
      <Button type="button" text size="small" label={RESTORE_TEXTS.cancel} onClick={onCancel} />
    </div>
  );
}
