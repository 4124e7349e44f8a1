import { Tag } from 'primereact/tag';
import { FixLink } from '@/components/failure-fix';
import { formatAmsterdam } from '@/lib/format';
import type { EventReadiness, ReadinessProblem } from '@shared/readiness-constants';
import './readiness.css';

function Problem({ problem, itemName }: { problem: ReadinessProblem; itemName?: string }) {
  return (
    <li className={`readiness-problem readiness-problem--${problem.severity}`} data-code={problem.code}>
      <Tag value={problem.severity === 'blocking' ? 'Blocking' : 'Warning'} severity={problem.severity === 'blocking' ? 'danger' : 'warning'} />
      <span className="readiness-problem__text">
        {itemName && <strong>{itemName}: </strong>}
        {problem.message}
        {problem.example && (
          <small className="readiness-problem__example">
            e.g. #{problem.example.contactId} {problem.example.name}: {problem.example.detail}
          </small>
        )}
      </span>
      {problem.fix && <FixLink fix={{ kind: problem.fix.type, id: problem.fix.id }} />}
    </li>
  );
}

/** What a readiness check of an event found: per item, its problems with the record to fix; or that all is ready. */
export function ReadinessProblems({ result, nameOf }: { result: EventReadiness; nameOf: (itemId: number) => string }) {
  const segments = result.smsSegments === null ? '' : `, ${result.smsSegments} SMS segments`;
  return (
    <section className="card readiness-report" aria-label="Readiness">
      <p className="readiness-report__summary">
        Checked {formatAmsterdam(result.checkedAt, 'date-time')}: {result.items.length} active item{result.items.length === 1 ? '' : 's'}, {result.audience.deliverable} of {result.audience.size} contacts would get a message{segments}.
      </p>
      {result.problems.length ? (
        <ul className="readiness-report__problems">
          {result.problems.map((problem, index) => (
            <Problem key={`${problem.itemId}-${problem.code}-${index}`} problem={problem} itemName={problem.itemId === undefined ? undefined : nameOf(problem.itemId)} />
          ))}
        </ul>
      ) : (
        <p className="readiness-report__ready">Ready: nothing found that would keep a contact from a readable message.</p>
      )}
    </section>
  );
}
