import { touchTags } from '../data/catalogue.ts';
import type * as z from 'zod';
import { conflict, invalid, notFound, staleVersion } from '../domain/failure.ts';
import { ok, type RouteHandler, type SignedInContext } from './http.ts';
import { applyListQuery, readListQuery, type ListSpec } from './list-engine.ts';
import { validate } from '../domain/validate.ts';
import { includeUsers } from './include-users.ts';
import { includeTags } from './include-tags.ts';
import { persistence } from './persist.ts';
import { bulkStatusHandler } from './bulk-status.ts';
import { mappedView } from './sorted-views.ts';
import { countUses } from '../data/uses.ts';
import type { EntityStore, Stored } from '../data/entity-store.ts';
import type { ListPage, ListQuery } from '../../shared/list-query.ts';
import { canMoveTo, cannotDraft } from '../../shared/status.ts';
import { usageRoute, USAGE_TEXTS, type UsedKind } from '../../shared/message-usage.ts';
import { byUser, historyOf } from '../domain/audit/trail.ts';
import { restoreNote, versionOf } from '../domain/audit/versions.ts';

/**
 * A catalogue resource from a descriptor: list, get, create, update, delete, clone, bulk status
 * and usage-count routes over one entity store, with hooks for the resource's own rules.
 * Adding a resource is a descriptor, a schema and its rules; a fix to the machinery lands once.
 * What a record uses (shared/uses.ts, by store type) is claimed and released by every write, so
 * delete guards stay exact (kit/persist.ts). Every write carries who made it and what kind of change
 * it is, so the store writes its audit entry with it (data/audit-log.ts), and GET /{id}/history
 * answers the record's entries; GET /{id}/history/{entryId}/version the record as it was after one
 * of them, which a PUT with ?restoredFrom=N saves back as an ordinary update (domain/audit/versions.ts).
 */
export interface ResourceDefinition<T extends object, S extends z.ZodType> {
  base: string;
  store: EntityStore<T>;
  schema: S;
  list: ListSpec<Stored<T>>;
  codes: { couldNotSave: number; notFound: number; couldNotDelete: number };
  texts: { notFound: (id: number) => string; couldNotSave: string };
  /** Turns validated input into the fields to store (defaults to the input minus `version`); may throw 422s. */
  toRecord?: (input: z.infer<S>, current: Stored<T> | undefined, ctx: SignedInContext) => Promise<Partial<T>> | Partial<T>;
  /** The copy a clone creates; no clone route without it. */
  clone?: (source: Stored<T>) => T | Promise<T>;
  /** Records with a status: Active/Archived cannot go back to Draft ("Can't Draft an Active/Archived {what}"). */
  status?: { what: string };
  /** PATCH {attributes: {status}, <idsField>: [...]} sets the status of several records (all or nothing). */
  bulkStatus?: { idsField: string };
  /** Other records may use these: GET /{id}/<usage route> counts them and a delete is refused while any do. */
  usedAs?: UsedKind;
  /** Runs after a record was written (created, updated, cloned), with the record it replaced. */
  afterSave?: (record: Stored<T>, previous: Stored<T> | undefined) => Promise<void>;
  /** Runs after a record was deleted. */
  afterRemove?: (record: Stored<T>) => Promise<void>;
  /** Records carry tag ids in `tags`: include=tags resolves them and saves mark them used. */
  tagged?: boolean;
  /** Relations a list or get may include beyond createdByUser/updatedByUser (and tags). */
  includes?: Record<string, (records: Stored<T>[]) => Promise<void>>;
  /** Extra fields a list item carries (computed from the record). */
  listItem?: (record: Stored<T>) => Stored<T>;
}

function withoutVersion<T>(input: T): Partial<T> {
  const { version: _version, ...rest } = input as T & { version?: number };
  return rest as Partial<T>;
}

export function defineResource<T extends object, S extends z.ZodType>(def: ResourceDefinition<T, S>) {
  const { store, codes, texts } = def;
  type Record = Stored<T>;

  const invalidInput = (errors: { [field: string]: string }) => invalid(errors, texts.couldNotSave, codes.couldNotSave);
  const writes = persistence(store, invalidInput);

  async function load(rawId: string | undefined): Promise<Record> {
    const id = Number(rawId);
    if (!rawId || !/^\d+$/.test(rawId) || id < 1) throw notFound(texts.notFound(rawId as unknown as number), codes.notFound);
    const record = await store.get(id);
    if (!record) throw notFound(texts.notFound(id), codes.notFound);
    return record;
  }

  /** Each include fills its own field, so they are read side by side. */
  async function include(records: Record[], names: string[]): Promise<void> {
    await Promise.all([
      includeUsers(records, names),
      def.tagged && names.includes('tags') ? includeTags(records as { tags?: unknown[] }[]) : undefined,
      ...names.map((name) => (def.includes && Object.hasOwn(def.includes, name) ? def.includes[name](records) : undefined)),
    ]);
  }

  async function toRecord(input: z.infer<S>, current: Record | undefined, ctx: SignedInContext): Promise<Partial<T>> {
    const status = (input as { status?: number }).status;
    if (def.status && status !== undefined && !canMoveTo((current as { status?: number } | undefined)?.status, status))
      throw invalidInput({ status: cannotDraft(def.status.what) });
    return def.toRecord ? def.toRecord(input, current, ctx) : (withoutVersion(input as object) as Partial<T>);
  }

  async function saved(record: Record, previous?: Record): Promise<Record> {
    if (def.tagged) await touchTags(((record as { tags?: number[] }).tags ?? []).filter((id) => typeof id === 'number'));
    await def.afterSave?.(record, previous);
    return record;
  }

  /** The changes an update applies, after every rule (used by PUT and by bulk status). */
  async function changesFor(current: Record, input: z.infer<S>, ctx: SignedInContext): Promise<Partial<T>> {
    const expected = (input as { version?: number }).version;
    if (expected !== undefined && expected !== current.version) throw staleVersion();
    return toRecord(input, current, ctx);
  }

  const readInput = (body: unknown) => validate(def.schema, body, { code: codes.couldNotSave, message: texts.couldNotSave });

  const service = {
    load,
    include,
    async list(query: ListQuery): Promise<ListPage<Record>> {
      const records = await store.list();
      const page = applyListQuery(def.listItem ? mappedView(records, def.listItem) : records, query, def.list);
      await include(page.items, query.include);
      return page;
    },
    async create(input: z.infer<S>, ctx: SignedInContext): Promise<Record> {
      return saved(await writes.create((await toRecord(input, undefined, ctx)) as T, byUser(ctx.user, 'create')));
    },
    async update(current: Record, input: z.infer<S>, ctx: SignedInContext): Promise<Record> {
      const note = restoreNote(ctx.query, current);
      return saved(await writes.update(current, await changesFor(current, input, ctx), byUser(ctx.user, 'update', note)), current);
    },
    async usageCount(record: Record): Promise<number> {
      return def.usedAs ? countUses(def.usedAs, record.id) : 0;
    },
    async remove(record: Record, ctx: SignedInContext): Promise<void> {
      const result = await writes.remove(record, def.usedAs, byUser(ctx.user, 'delete'));
      if (result.outcome === 'blocked') throw conflict(USAGE_TEXTS.blocked(def.usedAs!, result.count), codes.couldNotDelete);
      if (result.outcome === 'busy') throw conflict(USAGE_TEXTS.beingDeleted(def.usedAs!, record.id), codes.couldNotDelete);
      if (result.outcome === 'gone') throw notFound(texts.notFound(record.id), codes.notFound);
      await def.afterRemove?.(record);
    },
    invalidInput,
  };

  /** The includes of a get by id, checked against the list's (a 400 naming an unknown one). */
  const includesOf = (ctx: SignedInContext) => readListQuery(new URLSearchParams({ include: ctx.query.get('include') ?? '' }), def.list).include;

  const handlers: { [routeKey: string]: RouteHandler } = {
    [`GET ${def.base}`]: async (ctx) => ok(await service.list(readListQuery(ctx.query, def.list))),
    [`GET ${def.base}/{id}`]: async (ctx) => {
      const includes = includesOf(ctx);
      const record = await load(ctx.params.id);
      await include([record], includes);
      return ok(record);
    },
    [`POST ${def.base}`]: async (ctx) => ok(await service.create(readInput(ctx.body), ctx), 201),
    [`PUT ${def.base}/{id}`]: async (ctx) => {
      const current = await load(ctx.params.id);
      return ok(await service.update(current, readInput(ctx.body), ctx));
    },
    [`DELETE ${def.base}/{id}`]: async (ctx) => {
      await service.remove(await load(ctx.params.id), ctx);
      return ok(true);
    },
  };
  handlers[`GET ${def.base}/{id}/history`] = async (ctx) => {
    const record = await load(ctx.params.id);
    const items = await historyOf(store.type, record.id);
    return ok({ items, total: items.length });
  };
  handlers[`GET ${def.base}/{id}/history/{entryId}/version`] = async (ctx) => {
    const includes = includesOf(ctx);
    const record = await load(ctx.params.id);
    const version = await versionOf(store.type, record, ctx.params.entryId);
    await include([version], includes);
    return ok(version);
  };
  if (def.clone) {
    const clone = def.clone;
    handlers[`POST ${def.base}/{id}/clone`] = async (ctx) => {
      const source = await load(ctx.params.id);
      return ok(await saved(await writes.create(await clone(source), byUser(ctx.user, 'clone', `Copy of #${source.id}`))), 201);
    };
  }
  if (def.usedAs) handlers[`GET ${def.base}/{id}/${usageRoute(def.usedAs)}`] = async (ctx) => ok(await service.usageCount(await load(ctx.params.id)));
  if (def.bulkStatus)
    handlers[`PATCH ${def.base}`] = bulkStatusHandler<T>({
      idsField: def.bulkStatus.idsField,
      store,
      writes,
      codes,
      notFound: texts.notFound,
      planChange: (record, status, ctx) => {
        const { version: _version, ...fields } = record as Record & { version: number };
        return changesFor(record, readInput({ ...fields, status }), ctx);
      },
      saved,
    });
  // the definition itself: the API's description reads its schema, list and routes (functions/openapi)
  return { service, handlers, definition: def };
}
