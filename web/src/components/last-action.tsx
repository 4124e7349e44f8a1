import { Fragment } from 'react';
import { formatAmsterdam } from '@/lib/format';
import type { Audited } from '@shared/audited';
import type { UserSummary } from '@shared/users';

/** What the last action reads of a record's audit fields (include=createdByUser,updatedByUser). */
export type LastActionFields = Pick<Audited, 'createdAt' | 'updatedAt' | 'createdByUser' | 'updatedByUser'>;

/** 'Edited' when the record changed after its creation, else 'Created': the spec's last-action rule. */
export function lastAction(record: LastActionFields): { label: 'Edited' | 'Created'; at: number; user?: UserSummary } {
  const edited = !!record.updatedAt && record.updatedAt > record.createdAt;
  return edited
    ? { label: 'Edited', at: record.updatedAt!, user: record.updatedByUser ?? record.createdByUser }
    : { label: 'Created', at: record.createdAt, user: record.createdByUser };
}

/**
 * A list's Date cell (spec section 2): 'Edited {YYYY-MM-DD HH:mm:ss}' or 'Created {time}', then
 * the user who did it as '{lastName}, {firstName}' on the next line.
 */
export function LastActionCell({ record }: { record: LastActionFields }) {
  const { label, at, user } = lastAction(record);
  return (
    <span className="last-action">
      {/* In a narrow column the date and the time go under the label rather than widening it. */}
      <span className="last-action__when">
        {[label, ...formatAmsterdam(at, 'date-time-seconds').split(' ')].map((part, i) => (
          <Fragment key={i}>
            {i > 0 && ' '}
            <span className="last-action__part">{part}</span>
          </Fragment>
        ))}
      </span>
      {user && (
        <span className="last-action__who">
          {user.lastName}, {user.firstName}
        </span>
      )}
    </span>
  );
}
