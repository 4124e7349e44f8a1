import {
  GraphQLError,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  getArgumentValues,
  getNamedType,
  getNullableType,
  isListType,
  isObjectType,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/**
 * What one GraphQL request may ask for. Checked after validation, before anything is loaded.
 *
 * - length: characters of the query text (checked before parsing, with a token cap while parsing);
 * - nesting: levels of brackets, braces and parentheses in the text (checked before parsing, whose
 *   recursion a 2,000-deep list literal would exhaust);
 * - depth: levels of nested fields; introspection (`__schema`, `__type`) has its own, deeper cap so
 *   the editors' standard introspection query passes, but it is still bounded;
 * - cost: the number of values the answer could hold, weighted by what they take to load: each
 *   value counts 1, a contact, company or event counts 5 (a record read from the store), all times
 *   the size of every list above it. A list's size is its argument where it has one
 *   (`contacts(ids)`: the number of distinct ids, `participants(limit)`: the limit), otherwise an
 *   estimate (10; deadlines 29, VIP roles 6; introspection lists 10);
 * - list arguments: `ids` and `limit` take at most 500, and all the `ids` of a query together too.
 */
export const LIMITS = {
  maxQueryLength: 20_000,
  maxTokens: 10_000,
  maxNesting: 64,
  maxDepth: 8,
  maxIntrospectionDepth: 15,
  maxCost: 100_000,
  maxListArgument: 500,
  estimatedListSize: 10,
  recordWeight: 5,
} as const;

export const LIMIT_CODES = {
  length: 'QUERY_TOO_LONG',
  depth: 'QUERY_TOO_DEEP',
  cost: 'QUERY_TOO_COSTLY',
  list: 'LIST_ARGUMENT_TOO_LARGE',
} as const;

interface Measure {
  /** Levels of data fields, and the names along the deepest chain. */
  depth: number;
  deepest: string[];
  /** Levels below `__schema` / `__type`. */
  introspectionDepth: number;
  cost: number;
}
const NOTHING: Measure = { depth: 0, deepest: [], introspectionDepth: 0, cost: 0 };

type ListSize = (args: Record<string, unknown>) => number;

/** The deepest nesting of ( [ { in the query text, outside strings and comments. */
function textNesting(query: string): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < query.length; i++) {
    const char = query[i];
    if (char === '#') {
      while (i < query.length && query[i] !== '\n' && query[i] !== '\r') i++;
    } else if (query.startsWith('"""', i)) {
      i += 3;
      while (i < query.length && !query.startsWith('"""', i)) i += query.startsWith('\\"""', i) ? 4 : 1;
      i += 2;
    } else if (char === '"') {
      i++;
      while (i < query.length && query[i] !== '"' && query[i] !== '\n') i += query[i] === '\\' ? 2 : 1;
    } else if (char === '(' || char === '[' || char === '{') deepest = Math.max(deepest, ++depth);
    else if (char === ')' || char === ']' || char === '}') depth--;
  }
  return deepest;
}

export function checkQueryNesting(query: string): GraphQLError | undefined {
  const nesting = textNesting(query);
  if (nesting <= LIMITS.maxNesting) return undefined;
  return new GraphQLError(`The query is nested ${nesting} levels deep; at most ${LIMITS.maxNesting} are allowed.`, {
    extensions: { code: LIMIT_CODES.depth, depth: nesting, maxDepth: LIMITS.maxNesting },
  });
}

export function checkQueryLength(query: string): GraphQLError | undefined {
  if (query.length <= LIMITS.maxQueryLength) return undefined;
  return new GraphQLError(`The query is ${query.length.toLocaleString('en')} characters long; at most ${LIMITS.maxQueryLength.toLocaleString('en')} are allowed.`, {
    extensions: { code: LIMIT_CODES.length },
  });
}

/** Depth, cost and list-argument errors of the operation about to run (none: it may run). */
export function checkLimits(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): GraphQLError[] {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === 'FragmentDefinition') fragments.set(definition.name.value, definition);
  const memo = new Map<string, Measure>();
  const errors: GraphQLError[] = [];
  let idsInAll = 0;

  const fieldOf = (parent: GraphQLNamedType, name: string): GraphQLField<unknown, unknown> | undefined => {
    if (name === '__schema') return SchemaMetaFieldDef;
    if (name === '__type') return TypeMetaFieldDef;
    return isObjectType(parent) ? parent.getFields()[name] : undefined;
  };

  const listSize = (field: GraphQLField<unknown, unknown>, node: FieldNode, introspection: boolean): number => {
    const declared = field.extensions?.listSize as ListSize | undefined;
    if (introspection || !declared) return LIMITS.estimatedListSize;
    let args: Record<string, unknown>;
    try {
      args = getArgumentValues(field, node, variables);
    } catch {
      return LIMITS.estimatedListSize;
    }
    const size = declared(args);
    if (Array.isArray(args.ids)) idsInAll += size;
    if (size > LIMITS.maxListArgument) {
      errors.push(
        new GraphQLError(`${node.name.value} takes at most ${LIMITS.maxListArgument} entries; this query asks for ${size}.`, {
          nodes: node,
          extensions: { code: LIMIT_CODES.list },
        }),
      );
    }
    return Math.max(0, size);
  };

  const combine = (a: Measure, b: Measure): Measure => ({
    depth: Math.max(a.depth, b.depth),
    deepest: b.depth > a.depth ? b.deepest : a.deepest,
    introspectionDepth: Math.max(a.introspectionDepth, b.introspectionDepth),
    cost: a.cost + b.cost,
  });

  const measure = (selectionSet: SelectionSetNode | undefined, parent: GraphQLNamedType, introspection: boolean): Measure => {
    let total = NOTHING;
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === 'FragmentSpread') {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (!fragment) continue;
        const key = `${name}/${introspection}`;
        let result = memo.get(key);
        if (!result) {
          const type = schema.getType(fragment.typeCondition.name.value) ?? parent;
          memo.set(key, NOTHING); // cycles are refused by validation; this only guards
          result = measure(fragment.selectionSet, type, introspection);
          memo.set(key, result);
        }
        total = combine(total, result);
        continue;
      }
      if (selection.kind === 'InlineFragment') {
        const type = selection.typeCondition ? (schema.getType(selection.typeCondition.name.value) ?? parent) : parent;
        total = combine(total, measure(selection.selectionSet, type, introspection));
        continue;
      }
      const name = selection.name.value;
      if (name === '__typename') {
        total = combine(total, { ...NOTHING, cost: 1 });
        continue;
      }
      const field = fieldOf(parent, name);
      if (!field) continue;
      const entering = introspection || name === '__schema' || name === '__type';
      const child = measure(selection.selectionSet, getNamedType(field.type), entering);
      const size = isListType(getNullableType(field.type)) ? listSize(field, selection, entering) : 1;
      const label = selection.alias ? selection.alias.value : name;
      const weight = entering ? 1 : ((getNamedType(field.type).extensions?.loadWeight as number | undefined) ?? 1);
      const cost = size * (weight + child.cost);
      const own: Measure = entering
        ? { depth: 0, deepest: [], introspectionDepth: 1 + child.introspectionDepth, cost }
        : { depth: 1 + child.depth, deepest: [label, ...child.deepest], introspectionDepth: child.introspectionDepth, cost };
      total = combine(total, own);
    }
    return total;
  };

  const root = schema.getRootType(operation.operation);
  if (!root) return errors;
  const result = measure(operation.selectionSet, root, false);

  if (idsInAll > LIMITS.maxListArgument && !errors.length) {
    errors.push(
      new GraphQLError(`The query asks for ${idsInAll.toLocaleString('en')} ids in all; at most ${LIMITS.maxListArgument} are allowed.`, {
        extensions: { code: LIMIT_CODES.list },
      }),
    );
  }
  if (result.depth > LIMITS.maxDepth) {
    errors.push(
      new GraphQLError(`The query is ${result.depth} levels deep (${result.deepest.join(' > ')}); at most ${LIMITS.maxDepth} are allowed.`, {
        extensions: { code: LIMIT_CODES.depth, depth: result.depth, maxDepth: LIMITS.maxDepth },
      }),
    );
  }
  if (result.introspectionDepth > LIMITS.maxIntrospectionDepth) {
    errors.push(
      new GraphQLError(`The introspection query is ${result.introspectionDepth} levels deep; at most ${LIMITS.maxIntrospectionDepth} are allowed.`, {
        extensions: { code: LIMIT_CODES.depth, depth: result.introspectionDepth, maxDepth: LIMITS.maxIntrospectionDepth },
      }),
    );
  }
  if (result.cost > LIMITS.maxCost) {
    const cost = Number.isFinite(result.cost) ? Math.round(result.cost).toLocaleString('en') : 'too many';
    errors.push(
      new GraphQLError(
        `The query could return ${cost} values; at most ${LIMITS.maxCost.toLocaleString('en')} are allowed. Ask for fewer ids, a smaller limit or fewer nested lists.`,
        { extensions: { code: LIMIT_CODES.cost, cost: Number.isFinite(result.cost) ? Math.round(result.cost) : null, maxCost: LIMITS.maxCost } },
      ),
    );
  }
  return errors;
}
