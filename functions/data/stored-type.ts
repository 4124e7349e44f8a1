import { fillTemplate, type TemplateValues } from './key-template.ts';
import { TABLE_DEFINITION } from './table.ts';

/**
 * How a stored type is declared (stored-types.ts holds the declarations): its key templates, the
 * index keys it carries, the attributes the store keeps for it, who owns and who reads it. The
 * builders made from the templates are the only way the data layer makes a key.
 */
export type IndexName = 'gsi1' | 'gsi2' | 'gsi3' | 'gsi4' | 'gsi5';

export interface IndexKeyShape {
  pk: string;
  sk: string;
  /** Only some items of the type carry these keys (the index holds just those). */
  sparse?: boolean;
}

export interface StoredTypeSpec<P extends string, S extends string, I extends Partial<Record<IndexName, IndexKeyShape>>> {
  /** What the table's header calls it. */
  name: string;
  pk: P;
  sk: S;
  indexes?: I;
  /** The attribute conditional writes compare (optimistic locking). */
  version?: string;
  /** Attributes moved by atomic ADD. */
  counters?: string[];
  /** The expiry attribute (unix seconds); code checks it too, the embedded store never deletes. */
  expires?: string;
  /** The data module that reads and writes it. */
  module: string;
  /** Who relies on it, and through which call. */
  usedBy: string;
}

const indexAttributes = (index: IndexName) => {
  const definition = TABLE_DEFINITION.indexes.find((i) => i.name === index);
  if (!definition) throw new Error(`The table has no index ${index}.`);
  return { pk: definition.partitionKey, sk: definition.sortKey };
};

export function storedType<const P extends string, const S extends string, const I extends Partial<Record<IndexName, IndexKeyShape>> = Record<never, IndexKeyShape>>(
  spec: StoredTypeSpec<P, S, I>,
) {
  type Shape<N extends keyof I> = I[N] extends IndexKeyShape ? I[N] : never;
  const shapeOf = <N extends keyof I & IndexName>(index: N) => spec.indexes![index] as IndexKeyShape;
  return {
    spec,
    /** The item's key. */
    key: (values: TemplateValues<P> & TemplateValues<S>) => ({ pk: fillTemplate(spec.pk, values), sk: fillTemplate(spec.sk, values) }),
    /** The partition key alone (a Query's key). */
    partition: (values: TemplateValues<P>) => fillTemplate(spec.pk, values),
    /** The key of an item of this partition whose sort key was built already (a key kept in another item). */
    keyAt: (values: TemplateValues<P>, sort: string) => ({ pk: fillTemplate(spec.pk, values), sk: sort }),
    /** The sort key alone (a range bound, a key kept in another item). */
    sort: (values: TemplateValues<S>) => fillTemplate(spec.sk, values),
    /** The sort key's literal start up to the first value not given (a begins_with prefix). */
    sortPrefix: (values: Partial<TemplateValues<S>>) => fillTemplate(spec.sk, values as Record<string, string | number>, true),
    /** The attributes of an index key (`gsi4pk`, `gsi4sk`). */
    indexKeys: <N extends keyof I & IndexName>(index: N, values: TemplateValues<Shape<N>['pk']> & TemplateValues<Shape<N>['sk']>) => {
      const attributes = indexAttributes(index);
      return { [attributes.pk]: fillTemplate(shapeOf(index).pk, values), [attributes.sk]: fillTemplate(shapeOf(index).sk, values) } as Record<string, string>;
    },
    indexPartition: <N extends keyof I & IndexName>(index: N, values: TemplateValues<Shape<N>['pk']>) => fillTemplate(shapeOf(index).pk, values),
    indexSort: <N extends keyof I & IndexName>(index: N, values: TemplateValues<Shape<N>['sk']>) => fillTemplate(shapeOf(index).sk, values),
    indexSortPrefix: <N extends keyof I & IndexName>(index: N, values: Partial<TemplateValues<Shape<N>['sk']>>) =>
      fillTemplate(shapeOf(index).sk, values as Record<string, string | number>, true),
  };
}

export type StoredType = ReturnType<typeof storedType>;

/** The key attributes of the table and its indexes: what a record read from the store sheds. */
export const KEY_ATTRIBUTES: readonly string[] = [TABLE_DEFINITION.partitionKey, TABLE_DEFINITION.sortKey, ...TABLE_DEFINITION.indexes.flatMap((i) => [i.partitionKey, i.sortKey])];

/** An item without its key attributes. */
export function withoutKeys<T = Record<string, unknown>>(item: Record<string, unknown>): T {
  const record = { ...item };
  for (const name of KEY_ATTRIBUTES) delete record[name];
  return record as T;
}

/** The table key of an item read from the store (to write or delete that same item). */
export function keyOfItem(item: object): { pk: string; sk: string } {
  const { pk, sk } = item as Record<string, unknown>;
  return { pk: String(pk), sk: String(sk) };
}
