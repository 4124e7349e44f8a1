import { Link } from 'wouter';
import { FAILURE_TEXTS, fixLabel, fixPath, type FailureFix } from '@shared/failure-fix-constants';

/**
 * Why an item failed, where the failure shows (the dashboard's row, the timeline's item): the
 * reason, and a link to the record to fix (the recipient, the message, the layout...) when the
 * failure names one, else 'Write ticket to IT support' (a fault staff cannot fix themselves).
 */
export function FailureReason({ note, fix }: { note: string | null | undefined; fix: FailureFix | null | undefined }) {
  return (
    <span className="failure-reason">
      {note && <span className="failure-reason__note">{note}</span>}
      {fix ? <FixLink fix={fix} /> : <span className="failure-reason__ticket">{FAILURE_TEXTS.ticket}</span>}
    </span>
  );
}

/** The link to the record a failure names: 'Fix the recipient #7', to its edit form. */
export function FixLink({ fix }: { fix: FailureFix }) {
  return (
    <Link href={fixPath(fix)} className="failure-reason__fix">
      <i className="pi pi-wrench" aria-hidden="true" /> {fixLabel(fix)}
    </Link>
  );
}
