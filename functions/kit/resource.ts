import type { z } from 'zod';
import { conflict, notFound, staleVersion } from './errors.ts';
import { ok, type RouteHandler, type SignedInContext } from './http.ts';
import { applyListQuery, readListQuery, type ListSpec } from './list-engine.ts';
import { validate } from './validate.ts';
import { includeUsers } from './include-users.ts';
import type { EntityStore, Stored } from '../data/entity-store.ts';
import type { ListPage, ListQuery } from '../../shared/list-query.ts';

/**
 * A catalogue resource from a descriptor: list, get, create, update, delete, clone and bulk
 * routes over one entity store, with hooks for the resource's own rules. Adding a resource is
 * a descriptor, a schema and its rules; a fix to the machinery lands once for all of them.
 */
export interface ResourceDefinition<T extends object, S extends z.ZodType> {
  base: string;
  store: EntityStore<T>;
  schema: S;
  list: ListSpec<Stored<T>>;
  codes: { couldNotSave: number; notFound: number; couldNotDelete: number };
  texts: { notFound: (id: number) => string; couldNotSave: string };
  /** Turns validated input into the fields to store (defaults to the input minus `version`). */
  toRecord?: (input: z.infer<S>, current: Stored<T> | undefined, ctx: SignedInContext) => Promise<Partial<T>> | Partial<T>;
  /** The copy a clone creates. */
  clone?: (source: Stored<T>) => T;
  /** Throws (409) when dependents forbid the delete. */
  guardDelete?: (record: Stored<T>) => Promise<void>;
  /** Runs after a create or update has been stored. */
  afterSave?: (record: Stored<T>) => Promise<void>;
  /** Relations a list or get may include beyond createdByUser/updatedByUser. */
  includes?: Record<string, (records: Stored<T>[]) => Promise<void>>;
}

function withoutVersion<T>(input: T): Partial<T> {
  const { version: _version, ...rest } = input as T & { version?: number };
  return rest as Partial<T>;
}

function parseId(raw: string | undefined, message: (id: number) => string, code: number): number {
  const id = Number(raw);
  if (!raw || !/^\d+$/.test(raw) || id < 1) throw notFound(message(raw as unknown as number), code);
  return id;
}

export function defineResource<T extends object, S extends z.ZodType>(def: ResourceDefinition<T, S>) {
  const { store, codes, texts } = def;

  async function load(rawId: string | undefined): Promise<Stored<T>> {
    const id = parseId(rawId, texts.notFound, codes.notFound);
    const record = await store.get(id);
    if (!record) throw notFound(texts.notFound(id), codes.notFound);
    return record;
  }

  async function include(records: Stored<T>[], names: string[]): Promise<void> {
    await includeUsers(records, names);
    for (const name of names) await def.includes?.[name]?.(records);
  }

  async function toRecord(input: z.infer<S>, current: Stored<T> | undefined, ctx: SignedInContext): Promise<Partial<T>> {
    return def.toRecord ? def.toRecord(input, current, ctx) : withoutVersion(input as object) as Partial<T>;
  }

  const readInput = (body: unknown) => validate(def.schema, body, { code: codes.couldNotSave, message: texts.couldNotSave });

  const service = {
    load,
    include,
    async list(query: ListQuery): Promise<ListPage<Stored<T>>> {
      const page = applyListQuery(await store.list(), query, def.list);
      await include(page.items, query.include);
      return page;
    },
    async create(input: z.infer<S>, ctx: SignedInContext): Promise<Stored<T>> {
      const record = await store.create((await toRecord(input, undefined, ctx)) as T, ctx.user.id);
      await def.afterSave?.(record);
      return record;
    },
    async update(current: Stored<T>, input: z.infer<S>, ctx: SignedInContext): Promise<Stored<T>> {
      const expected = (input as { version?: number }).version;
      if (expected !== undefined && expected !== current.version) throw staleVersion();
      const record = await store.update(current, await toRecord(input, current, ctx), ctx.user.id);
      await def.afterSave?.(record);
      return record;
    },
    async remove(record: Stored<T>): Promise<void> {
      await def.guardDelete?.(record);
      await store.remove(record.id);
    },
  };

  const includesOf = (ctx: SignedInContext) =>
    (ctx.query.get('include') ?? '').split(',').map((s) => s.trim()).filter(Boolean);

  const handlers: Record<string, RouteHandler> = {
    [`GET ${def.base}`]: async (ctx) => ok(await service.list(readListQuery(ctx.query, def.list))),
    [`GET ${def.base}/{id}`]: async (ctx) => {
      const record = await load(ctx.params.id);
      await include([record], includesOf(ctx));
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
    handlers[`POST ${def.base}/{id}/clone`] = async (ctx) => {
      const source = await load(ctx.params.id);
      const record = await store.create(clone(source), ctx.user.id);
      await def.afterSave?.(record);
      return ok(record, 201);
    };
  }
  return { service, handlers, blocked: (message: string) => conflict(message, codes.couldNotDelete) };
}
