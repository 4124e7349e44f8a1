import type * as z from 'zod';
import type { ResourceDefinition } from '../kit/resource.ts';
import { usageRoute } from '../../shared/message-usage.ts';
import { bulkStatusSchema } from '../../shared/status.ts';
import { CountSchema, DoneSchema } from '../../shared/api.ts';
import { AuditPageSchema } from '../../shared/audit-schemas.ts';
import { RESTORED_FROM_PARAM } from '../../shared/audit-restore.ts';
import { data, listQuery, page, type Parameter, type RouteSchemas } from './declaration.ts';

/** A save that puts back an earlier version from the History: its entry notes it. */
const RESTORED_FROM: Parameter = { name: RESTORED_FROM_PARAM, description: 'The earlier version this save restores (its audit entry notes "Restored from version N"); 400 unless below the current version.', schema: { type: 'integer', minimum: 1 } };

/**
 * The declarations of a catalogue resource's routes (kit/resource.ts), read from its definition:
 * the body is the schema the resource validates with, the list parameters its list spec, and the
 * routes those the definition serves (clone, bulk status, usage count only where it has them).
 */
export interface CatalogueAnswers {
  /** 'tag', 'SMS template': the words of the summaries. */
  one: string;
  many: string;
  /** The record as the API answers it. */
  item: z.ZodType;
  /** How a list and a get answer it: `item`, or `item` and its shape with an include that replaces a field (tags). */
  shown?: z.ZodType;
}

/** Any resource's definition: only its descriptive parts are read. */
type AnyDefinition = ResourceDefinition<any, z.ZodType>;

export function catalogueSchemas(definition: AnyDefinition, { one, many, item, shown = item }: CatalogueAnswers): Record<string, RouteSchemas> {
  const { base, schema, list } = definition;
  const includes = list.includes?.length ? [{ name: 'include', description: `Comma list of what to include: ${list.includes.join(', ')}.` }] : [];
  const routes: Record<string, RouteSchemas> = {
    [`GET ${base}`]: { summary: `List ${many}`, query: listQuery(list), answer: page(shown) },
    [`POST ${base}`]: { summary: `Create a ${one}`, body: schema, answer: data(item, 201) },
    [`GET ${base}/{id}`]: { summary: `Read a ${one}`, query: includes, answer: data(shown) },
    [`PUT ${base}/{id}`]: { summary: `Update a ${one} (409 when \`version\` is not the stored one)`, body: schema, query: [RESTORED_FROM], answer: data(item), refusals: [409] },
    [`DELETE ${base}/{id}`]: { summary: `Delete a ${one}`, answer: data(DoneSchema), refusals: definition.usedAs ? [409] : [] },
    [`GET ${base}/{id}/history`]: { summary: `The audit trail of a ${one}: who changed what and when, newest first`, answer: data(AuditPageSchema) },
    [`GET ${base}/{id}/history/{entryId}/version`]: { summary: `A ${one} as it was right after one entry of its trail (422 where it cannot be rebuilt)`, query: includes, answer: data(shown), refusals: [422] },
  };
  if (definition.clone) routes[`POST ${base}/{id}/clone`] = { summary: `Copy a ${one} (as Draft where it has a status)`, answer: data(item, 201) };
  if (definition.bulkStatus)
    routes[`PATCH ${base}`] = {
      summary: `Set the status of several ${many}: all or nothing`,
      body: bulkStatusSchema(definition.bulkStatus.idsField),
      answer: page(item),
      refusals: [404, 409, 503],
    };
  if (definition.usedAs) routes[`GET ${base}/{id}/${usageRoute(definition.usedAs)}`] = { summary: `Count what uses a ${one} (a delete is refused while any do)`, answer: data(CountSchema) };
  return routes;
}
