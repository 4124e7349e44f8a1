import { useId, useState } from 'react';
import { Button } from 'primereact/button';
import { AuditChangeView } from './audit-change-view';
import { useRecordHistory } from './get-record-history';
import { AUDIT_ACTION_LABELS, AUDIT_TEXTS } from '@shared/audit';
import { RESTORE_TEXTS } from '@shared/audit-restore';
import type { AuditEntryAnswer } from '@shared/audit-schemas';
import { formatAmsterdam } from '@/lib/format';
import './record-history.css';

/** Who made a change, as the entry names them. */
export const authorOf = (entry: AuditEntryAnswer) => entry.user?.name ?? `${AUDIT_TEXTS.system}${entry.actor.startsWith('system:') ? ` (${entry.actor.slice(7)})` : ''}`;

/** Offers the version an entry made back to the form; none for the current version, which the form holds. */
type Restore = (entry: AuditEntryAnswer) => void;

function HistoryEntry({ entry, showRecord, onRestore }: { entry: AuditEntryAnswer; showRecord: boolean; onRestore?: Restore }) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  return (
    <li className="record-history__entry">
      <div className="record-history__summary">
        <span className="record-history__action">{AUDIT_ACTION_LABELS[entry.action]}</span>
        {showRecord && <span className="record-history__record">{entry.entityName}</span>}
        <span>
          {authorOf(entry)}, <time dateTime={new Date(entry.at * 1000).toISOString()}>{formatAmsterdam(entry.at, 'date-time')}</time>
        </span>
        {entry.note && <span className="record-history__note">{entry.note}</span>}
        <Button
          type="button"
          text
          size="small"
          icon={open ? 'pi pi-chevron-up' : 'pi pi-chevron-down'}
          label={AUDIT_TEXTS.fieldsChanged(entry.changes.length)}
          aria-expanded={open}
          aria-controls={panel}
          onClick={() => setOpen(!open)}
        />
        {onRestore && (
          <Button type="button" text size="small" icon="pi pi-history" label={RESTORE_TEXTS.restoreVersion} aria-label={`${RESTORE_TEXTS.restoreVersion}: version ${entry.version}`} onClick={() => onRestore(entry)} />
        )}
      </div>
      <div id={panel} hidden={!open}>
        {open && <AuditChangeView changes={entry.changes} />}
      </div>
    </li>
  );
}

/**
 * A record's History (docs/audit.md): a timeline of its changes, newest first, with who and when,
 * each expandable to its field diff. The shared form page shows it under every catalogue form;
 * forms that can restore an earlier version pass `onRestore`. A page whose history covers several
 * records (an event's timeline items) names each entry's record (`showRecord`); its `version` is
 * then any key that changes when one of them does, so the history reloads.
 */
export function RecordHistory({ path, version, onRestore, showRecord = false }: { path: string; version: number | string; onRestore?: Restore; showRecord?: boolean }) {
  const { data, error, isLoading } = useRecordHistory(path, version);
  const heading = useId();
  return (
    <section className="card record-history" aria-labelledby={heading}>
      <h2 id={heading} className="record-history__title">
        {AUDIT_TEXTS.history}
      </h2>
      {error ? (
        <p role="alert">The history could not be loaded.</p>
      ) : isLoading || !data ? (
        <p aria-busy="true">Loading…</p>
      ) : data.items.length ? (
        <ol className="record-history__timeline">
          {data.items.map((entry) => (
            <HistoryEntry key={entry.id} entry={entry} showRecord={showRecord} onRestore={typeof version === 'number' && entry.version < version && entry.action !== 'delete' ? onRestore : undefined} />
          ))}
        </ol>
      ) : (
        <p>{AUDIT_TEXTS.noHistory}</p>
      )}
    </section>
  );
}
