import { entriesBetween, entriesWithin, putEntry, recordHistory, type AuditEntry, type AuditNote } from '../../data/audit-log.ts';
import type { SessionUser } from '../../../shared/auth.ts';
import type { AuditAction, AuditChange } from '../../../shared/audit.ts';
import type { AuditEntryAnswer } from '../../../shared/audit-schemas.ts';

/**
 * The audit trail as the product knows it (docs/audit.md): who a change is written by, and the
 * entries as the API answers them. The ordering that keeps entries and changes together is the
 * data layer's (data/audit-log.ts, data/entity-store.ts).
 */

/** A change a signed-in user makes, with the name they have now (the entry keeps it). */
export function byUser(user: Pick<SessionUser, 'id' | 'name'>, action: AuditAction, note?: string): AuditNote {
  return { author: { user: { id: user.id, name: user.name }, actor: `user:${user.id}` }, action, ...(note ? { note } : {}) };
}

/** A change the system makes on its own, named by its job. */
export function bySystem(job: string, action: AuditAction, note?: string): AuditNote {
  return { author: { user: null, actor: `system:${job}` }, action, ...(note ? { note } : {}) };
}

/** The record an entry of a step that is not a record's versioned write names (a user signing in, an import). */
export interface StepRecord {
  type: string;
  id: number;
  name: string;
  /** The record's version the step met (0 where there is none). */
  version: number;
}

/**
 * A change that is not one record's versioned write (docs/audit.md, "Steps of their own"): the
 * step, then its entry; a step that fails has none. Without a step (a refused sign-in, an import's
 * counts) the entry is simply written. A stop between the step and its entry leaves the step
 * without one: its answer (a session, say) was never sent either.
 */
export async function recordStep<T>(by: AuditNote, record: StepRecord, changes: AuditChange[], step: () => Promise<T> = async () => undefined as T): Promise<T> {
  const result = await step();
  await putEntry({ ...by.author, action: by.action, ...(by.note ? { note: by.note } : {}), entityType: record.type, entityId: record.id, entityName: record.name, version: record.version, changes });
  return result;
}

/** An entry as the API answers it: without the store's bookkeeping (state, chain, expiry). */
export function answerOf(entry: AuditEntry): AuditEntryAnswer {
  const { state: _state, previous: _previous, expiresAt: _expires, ...answer } = entry;
  return answer;
}

/** A record's history, newest first. */
export async function historyOf(type: string, id: number): Promise<AuditEntryAnswer[]> {
  return (await recordHistory(type, id)).map(answerOf);
}

/** Every entry of a time window (unix seconds), newest first; one record's when both its type and id are named. */
export async function entriesOf(window: { from?: number; to?: number }, record?: { type: string; id: number }): Promise<AuditEntryAnswer[]> {
  const entries = record ? await recordHistory(record.type, record.id) : await entriesBetween(window.from, window.to);
  return entries.filter((entry) => (window.from ?? 0) <= entry.at && entry.at <= (window.to ?? Infinity)).map(answerOf);
}

/** The entries of the records that belong to a record (an event's timeline items), newest first. */
export async function historyWithin(type: string, id: number): Promise<AuditEntryAnswer[]> {
  return (await entriesWithin({ type, id })).sort((a, b) => b.at - a.at || b.id - a.id).map(answerOf);
}
