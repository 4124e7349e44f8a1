import { lineDiff } from '@shared/audit';
import type { AuditEntryAnswer } from '@shared/audit-schemas';

type Change = AuditEntryAnswer['changes'][number];

const shown = (value: unknown): string => (value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value, null, 2));
/** Long or multi-line values (a layout's code, a message's translations) read better as a line diff. */
const isLong = (text: string) => text.length > 80 || text.includes('\n');

/** One field's change: before → after, or a line diff where the values are long texts. */
function FieldChange({ change }: { change: Change }) {
  const [before, after] = [shown(change.before), shown(change.after)];
  if (!isLong(before) && !isLong(after))
    return (
      <tr>
        <th scope="row">{change.field}</th>
        <td className="record-history__before">{before || '—'}</td>
        <td className="record-history__after">{after || '—'}</td>
      </tr>
    );
  return (
    <tr>
      <th scope="row">{change.field}</th>
      <td colSpan={2}>
        <pre className="record-history__diff" aria-label={`Changes of ${change.field}`}>
          {lineDiff(before, after).map((line, i) => (
            <span key={i} className={`record-history__line record-history__line--${line.kind}`}>
              {line.kind === 'added' ? '+ ' : line.kind === 'removed' ? '- ' : '  '}
              {line.text}
              {'\n'}
            </span>
          ))}
        </pre>
      </td>
    </tr>
  );
}

/** The field diff of one entry: a table of field, before and after. */
export function AuditChangeView({ changes }: { changes: Change[] }) {
  if (!changes.length) return <p className="record-history__none">No field changed.</p>;
  return (
    <div className="record-history__table-wrap">
      <table className="record-history__table">
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Before</th>
            <th scope="col">After</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <FieldChange key={change.field} change={change} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
