import * as z from 'zod';
import { namedWithin, type Direction } from './named-schemas.ts';

/**
 * zod schemas as the JSON Schemas (draft 2020-12, OpenAPI 3.1's) of the document, with zod's own
 * `z.toJSONSchema()`. A named schema (named-schemas.ts) is a component, referenced wherever it
 * appears; any other schema is written inline. Bodies are described as the server reads them
 * (`io: 'input'`: defaults optional, unknown keys allowed), answers as it writes them (`io: 'output'`).
 */
export type JsonSchema = Record<string, unknown>;

export const COMPONENT_PREFIX = '#/components/schemas/';
const INLINE = '~inline';

const SAFE_BOUNDS = [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER];

/** zod states JavaScript's safe-integer range on every integer; it says nothing a reader needs. */
function dropSafeBounds(json: JsonSchema): void {
  if (SAFE_BOUNDS.includes(json.minimum as number)) delete json.minimum;
  if (SAFE_BOUNDS.includes(json.maximum as number)) delete json.maximum;
}

/** A transform has no JSON Schema; zod leaves it out (`{}`) when told, and the pipe around it is described below. */
const transformsAsAny = ({ zodSchema }: { zodSchema: z.core.$ZodType }) => (zodSchema._zod.def.type === 'transform' ? 'any' : 'throw');

/**
 * An answer holding `x.transform(f)` (the shared trigger and target group schemas normalise what
 * they read: ids deduplicated and sorted, a rule's name added) is described by what `x` accepts:
 * the transforms keep the shape, so that is what the server writes back.
 */
function describeOutput({ zodSchema, jsonSchema }: { zodSchema: z.core.$ZodType; jsonSchema: JsonSchema }): void {
  dropSafeBounds(jsonSchema);
  const def = zodSchema._zod.def as { type: string; in?: z.core.$ZodType; out?: z.core.$ZodType };
  if (def.type !== 'pipe' || def.out?._zod.def.type !== 'transform') return;
  const { $schema: _dialect, ...accepted } = z.toJSONSchema(def.in!, { io: 'input', unrepresentable: transformsAsAny, override: ({ jsonSchema: json }) => dropSafeBounds(json) });
  for (const key of Object.keys(jsonSchema)) delete jsonSchema[key];
  Object.assign(jsonSchema, accepted);
}

/** Replaces references to unnamed schemas (one inline schema can sit inside another: a list page's item) with the schemas themselves. */
function withInlineRefsResolved(value: unknown, converted: Record<string, JsonSchema>): unknown {
  if (Array.isArray(value)) return value.map((item) => withInlineRefsResolved(item, converted));
  if (value === null || typeof value !== 'object') return value;
  const ref = (value as JsonSchema).$ref;
  if (typeof ref === 'string' && ref.startsWith(COMPONENT_PREFIX + INLINE)) return withInlineRefsResolved(converted[ref.slice(COMPONENT_PREFIX.length)], converted);
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withInlineRefsResolved(item, converted)]));
}

/**
 * Collects the schemas of one direction, then converts them in one pass so that components refer
 * to each other. `json(schema)` is a `$ref` for a named schema, the schema itself otherwise.
 */
export class SchemaSet {
  private readonly registry = z.registry<{ id: string }>();
  private converted: Record<string, JsonSchema> | undefined;
  private inlined = 0;

  constructor(
    private readonly direction: Direction,
    private readonly names: Map<z.ZodType, string>,
  ) {}

  add(schema: z.ZodType): void {
    if (this.converted) throw new Error('The schemas were converted already.');
    if (!this.registry.has(schema)) this.registry.add(schema, { id: this.names.get(schema) ?? `${INLINE}${this.inlined++}` });
    for (const named of namedWithin(schema, this.direction, this.names)) if (!this.registry.has(named)) this.registry.add(named, { id: this.names.get(named)! });
  }

  private convert(): Record<string, JsonSchema> {
    if (!this.converted) {
      const { schemas } = z.toJSONSchema(this.registry, {
        io: this.direction,
        uri: (id) => COMPONENT_PREFIX + id,
        unrepresentable: transformsAsAny,
        override: this.direction === 'output' ? describeOutput : ({ jsonSchema }) => dropSafeBounds(jsonSchema),
      });
      // each is a part of the document, not a document of its own: no dialect, no $id of its own
      const converted = Object.fromEntries(Object.entries(schemas).map(([id, { $schema: _dialect, $id: _id, ...schema }]) => [id, schema as JsonSchema]));
      this.converted = withInlineRefsResolved(converted, converted) as Record<string, JsonSchema>;
    }
    return this.converted;
  }

  json(schema: z.ZodType): JsonSchema {
    const id = this.registry.get(schema)?.id;
    if (id === undefined) throw new Error('A schema was not added before it was described.');
    return id.startsWith(INLINE) ? this.convert()[id] : { $ref: COMPONENT_PREFIX + id };
  }

  /** The named schemas, for #/components/schemas. */
  components(): Record<string, JsonSchema> {
    return Object.fromEntries(Object.entries(this.convert()).filter(([id]) => !id.startsWith(INLINE)));
  }
}
