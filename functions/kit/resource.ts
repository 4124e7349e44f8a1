import type * as z from 'zod';
import { conflict, invalid, notFound, staleVersion } from './errors.ts';
import { ok, type RouteHandler, type SignedInContext } from './http.ts';
import { applyListQuery, readListQuery, type ListSpec } from './list-engine.ts';
import { validate } from './validate.ts';
import { includeUsers } from './include-users.ts';
import { includeTags } from './include-tags.ts';
import { touchTags } from '../tags/tags.ts';
import { countUsage } from '../data/usage.ts';
import type { EntityStore, Stored } from '../data/entity-store.ts';
import type { ListPage, ListQuery } from '../../shared/list-query.ts';
import { bulkStatusSchema, canMoveTo, cannotDraft } from '../../shared/status.ts';
import { USAGE_ROUTE, USAGE_TEXTS, type UsedKind } from '../../shared/message-usage.ts';

/**
 * A catalogue resource from a descriptor: list, get, create, update, delete, clone, bulk status
 * and message-total routes over one entity store, with hooks for the resource's own rules.
 * Adding a resource is a descriptor, a schema and its rules; a fix to the machinery lands once.
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
  /** Other records may use these: GET /{id}/message-total (or message-workflow-total) counts them and a delete is refused while any do. */
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

  async function load(rawId: string | undefined): Promise<Record> {
    const id = Number(rawId);
    if (!rawId || !/^\d+$/.test(rawId) || id < 1) throw notFound(texts.notFound(rawId as unknown as number), codes.notFound);
    const record = await store.get(id);
    if (!record) throw notFound(texts.notFound(id), codes.notFound);
    return record;
  }

  async function include(records: Record[], names: string[]): Promise<void> {
    await includeUsers(records, names);
    if (def.tagged && names.includes('tags')) await includeTags(records as { tags?: unknown[] }[]);
    for (const name of names) if (def.includes && Object.hasOwn(def.includes, name)) await def.includes[name](records);
  }

  const invalidInput = (errors: { [field: string]: string }) => invalid(errors, texts.couldNotSave, codes.couldNotSave);

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
      const page = applyListQuery(def.listItem ? records.map(def.listItem) : records, query, def.list);
      await include(page.items, query.include);
      return page;
    },
    async create(input: z.infer<S>, ctx: SignedInContext): Promise<Record> {
      return saved(await store.create((await toRecord(input, undefined, ctx)) as T, ctx.user.id));
    },
    async update(current: Record, input: z.infer<S>, ctx: SignedInContext): Promise<Record> {
      return saved(await store.update(current, await changesFor(current, input, ctx), ctx.user.id), current);
    },
    async messageTotal(record: Record): Promise<number> {
      return def.usedAs ? countUsage(def.usedAs, record.id) : 0;
    },
    async remove(record: Record): Promise<void> {
      if (def.usedAs) {
        const count = await countUsage(def.usedAs, record.id);
        if (count > 0) throw conflict(USAGE_TEXTS.blocked(def.usedAs, count), codes.couldNotDelete);
      }
      await store.remove(record.id);
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
      await service.remove(await load(ctx.params.id));
      return ok(true);
    },
  };
  if (def.clone) {
    const clone = def.clone;
    handlers[`POST ${def.base}/{id}/clone`] = async (ctx) => ok(await saved(await store.create(await clone(await load(ctx.params.id)), ctx.user.id)), 201);
  }
  if (def.usedAs) handlers[`GET ${def.base}/{id}/${USAGE_ROUTE[def.usedAs]}`] = async (ctx) => ok(await service.messageTotal(await load(ctx.params.id)));
  if (def.bulkStatus) {
    const { idsField } = def.bulkStatus;
    const schema = bulkStatusSchema(idsField);
    /** Every record is checked as if saved with the new status (all rules), and none changes unless all may. */
    handlers[`PATCH ${def.base}`] = async (ctx) => {
      const input = validate(schema, ctx.body) as { attributes: { status: number } } & { [field: string]: unknown };
      const ids = [...new Set(input[idsField] as number[])];
      const found = await store.getMany(ids);
      const missing = ids.filter((id) => !found.has(id));
      if (missing.length) throw notFound(texts.notFound(missing[0]), codes.notFound);
      const planned: [Record, Partial<T>][] = [];
      const errors: { [field: string]: string } = {};
      for (const record of found.values()) {
        const { version: _version, ...fields } = record as Record & { version: number };
        try {
          planned.push([record, await changesFor(record, readInput({ ...fields, status: input.attributes.status }), ctx)]);
        } catch (error) {
          const problems = (error as { errors?: { [field: string]: string } }).errors ?? { id: (error as Error).message };
          for (const [field, text] of Object.entries(problems)) errors[`#${record.id}.${field}`] = text;
        }
      }
      // The message names the first refusal, so a toast can say why without reading the fields.
      if (Object.keys(errors).length) throw invalid(errors, `${Object.keys(errors)[0].split('.')[0]}: ${Object.values(errors)[0]}`, codes.couldNotSave);
      const updated: Record[] = [];
      for (const [record, changes] of planned) updated.push(await saved(await store.update(record, changes, ctx.user.id), record));
      return ok({ items: updated, total: updated.length });
    };
  }
  return { service, handlers };
}
