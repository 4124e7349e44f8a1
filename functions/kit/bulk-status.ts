import { Failure, invalid, isConflict, notFound } from '../domain/failure.ts';
import { ok, type RouteHandler, type SignedInContext } from './http.ts';
import { validate } from '../domain/validate.ts';
import type { Persistence } from './persist.ts';
import type { EntityStore, Stored } from '../data/entity-store.ts';
import { bulkStatusSchema } from '../../shared/status.ts';
import { BULK_TEXTS } from '../../shared/api.ts';
import { byUser } from '../domain/audit/trail.ts';
import type { SessionUser } from '../../shared/auth.ts';

/**
 * PATCH {attributes: {status}, <idsField>: [...]}: all or nothing. Every record is first checked
 * as if saved with the new status (all of its rules), and nothing is written unless all pass.
 * Then the records are written one by one in id order, each conditional on the version read
 * (so two overlapping bulk updates meet on their lowest shared id and one of them stops there).
 * When a write fails, the records already written are put back, and the answer says so; a record
 * that cannot be put back because someone changed it again is named.
 */
export interface BulkStatusOptions<T extends object> {
  idsField: string;
  store: EntityStore<T>;
  writes: Persistence<T>;
  codes: { couldNotSave: number; notFound: number };
  notFound: (id: number) => string;
  /** The changes that saving `record` with `status` makes, after every rule; throws 422s. */
  planChange: (record: Stored<T>, status: number, ctx: SignedInContext) => Promise<Partial<T>>;
  /** Runs after each record is written (tags, hooks). */
  saved: (record: Stored<T>, previous: Stored<T>) => Promise<Stored<T>>;
}

export function bulkStatusHandler<T extends object>(options: BulkStatusOptions<T>): RouteHandler {
  const schema = bulkStatusSchema(options.idsField);
  return async (ctx) => {
    const input = validate(schema, ctx.body) as { attributes: { status: number } } & { [field: string]: unknown };
    const ids = [...new Set(input[options.idsField] as number[])].sort((a, b) => a - b);
    const found = await options.store.getMany(ids, { consistent: true });
    const missing = ids.find((id) => !found.has(id));
    if (missing !== undefined) throw notFound(options.notFound(missing), options.codes.notFound);

    const planned: [Stored<T>, Partial<T>][] = [];
    const errors: { [field: string]: string } = {};
    for (const id of ids) {
      const record = found.get(id)!;
      try {
        planned.push([record, await options.planChange(record, input.attributes.status, ctx)]);
      } catch (error) {
        const problems = (error as { errors?: { [field: string]: string } }).errors ?? { id: (error as Error).message };
        for (const [field, text] of Object.entries(problems)) errors[`#${id}.${field}`] = text;
      }
    }
    // The message names the first refusal, so a toast can say why without reading the fields.
    if (Object.keys(errors).length) throw invalid(errors, `${Object.keys(errors)[0].split('.')[0]}: ${Object.values(errors)[0]}`, options.codes.couldNotSave);

    const written: [before: Stored<T>, after: Stored<T>][] = [];
    for (const [record, changes] of planned) {
      try {
        written.push([record, await options.writes.update(record, changes, byUser(ctx.user, 'bulk-status'))]);
      } catch (failure) {
        throw await rollBack(options, written, record.id, failure, ctx.user);
      }
    }
    const updated: Stored<T>[] = [];
    for (const [before, after] of written) updated.push(await options.saved(after, before));
    return ok({ items: updated, total: updated.length });
  };
}

/** Puts back what a failed bulk update wrote; answers the error that tells the caller what happened. */
async function rollBack<T extends object>(options: BulkStatusOptions<T>, written: [Stored<T>, Stored<T>][], failedId: number, failure: unknown, user: SessionUser): Promise<Failure> {
  const kept: number[] = [];
  for (const [before, after] of written.reverse()) {
    try {
      // the put back is a change of its own, with its own entry
      await options.writes.restore(after, before, byUser(user, 'bulk-status', `Put back: the bulk status change stopped at #${failedId}`));
    } catch (error) {
      if (!isConflict(error)) throw error;
      kept.push(before.id);
    }
  }
  const reason = isConflict(failure) ? BULK_TEXTS.changedMeanwhile(failedId) : BULK_TEXTS.failedAt(failedId, (failure as Error).message);
  if (!(failure instanceof Failure) && !isConflict(failure)) console.error('bulk status update failed', failure);
  const errors: Record<string, string> = { [`#${failedId}`]: reason };
  for (const id of kept) errors[`#${id}`] = BULK_TEXTS.notPutBack(id);
  const message = kept.length ? BULK_TEXTS.partlyPutBack(reason, kept) : BULK_TEXTS.nothingChanged(reason);
  return isConflict(failure) ? new Failure('conflict', message, 409, errors) : new Failure('unavailable', message, 503, errors);
}
