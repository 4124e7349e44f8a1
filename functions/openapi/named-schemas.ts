import * as z from 'zod';

/**
 * Which zod schemas are components of the document, and under what name: those exported by the
 * shared modules the declarations list, named after their export without `Schema` (TagSchema:
 * #/components/schemas/Tag). A named schema inside another is a component too, so the document
 * says `Tag` once and refers to it.
 */

/** Bodies are described as the server reads them, answers as it writes them. */
export type Direction = 'input' | 'output';

/** Every zod schema exported by the modules, by its export name without `Schema`; the first name of a schema exported twice. */
export function schemaNames(modules: readonly object[]): Map<z.ZodType, string> {
  const names = new Map<z.ZodType, string>();
  const taken = new Map<string, z.ZodType>();
  for (const module of modules)
    for (const [exported, value] of Object.entries(module)) {
      if (!(value instanceof z.ZodType) || names.has(value)) continue;
      const name = exported.replace(/Schema$/, '');
      if (taken.has(name)) throw new Error(`Two schemas would be the component ${name}: export one under another name.`);
      taken.set(name, value);
      names.set(value, name);
    }
  return names;
}

type Def = { type: string } & Partial<Record<'innerType' | 'element' | 'catchall' | 'left' | 'right' | 'keyType' | 'valueType' | 'in' | 'out' | 'rest', z.core.$ZodType>> & {
  shape?: Record<string, z.core.$ZodType>;
  options?: z.core.$ZodType[];
  items?: z.core.$ZodType[];
  getter?: () => z.core.$ZodType;
};

/** The schemas `schema` is made of, as zod describes them in `direction` (a pipe: the side zod describes). */
function parts(schema: z.core.$ZodType, direction: Direction): (z.core.$ZodType | undefined)[] {
  const def = schema._zod.def as Def;
  switch (def.type) {
    case 'object':
      return [...Object.values(def.shape ?? {}), def.catchall];
    case 'union':
      return def.options ?? [];
    case 'tuple':
      return [...(def.items ?? []), def.rest];
    case 'array':
      return [def.element];
    case 'record':
      return [def.keyType, def.valueType];
    case 'intersection':
      return [def.left, def.right];
    case 'lazy':
      return [def.getter?.()];
    case 'pipe': {
      const transformed = (side?: z.core.$ZodType) => side?._zod.def.type === 'transform';
      if (direction === 'input') return [transformed(def.in) ? def.out : def.in];
      return [transformed(def.out) ? undefined : def.out];
    }
    default:
      return [def.innerType];
  }
}

/** The named schemas inside `schema` (itself included): each becomes a component that the others refer to. */
export function namedWithin(schema: z.core.$ZodType, direction: Direction, names: Map<z.ZodType, string>, found = new Set<z.ZodType>(), seen = new Set<z.core.$ZodType>()): Set<z.ZodType> {
  if (seen.has(schema)) return found;
  seen.add(schema);
  if (names.has(schema as z.ZodType)) found.add(schema as z.ZodType);
  for (const part of parts(schema, direction)) if (part) namedWithin(part, direction, names, found, seen);
  return found;
}
