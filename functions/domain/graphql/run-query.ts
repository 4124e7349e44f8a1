import {
  GraphQLError,
  execute,
  getOperationAST,
  getVariableValues,
  parse,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLFormattedError,
} from 'graphql';
import { Failure } from '../failure.ts';
import { ERROR_CODES } from '../../../shared/api.ts';
import { createContext, type GraphqlContext } from './context.ts';
import { LIMITS, checkLimits, checkQueryLength, checkQueryNesting } from './limits.ts';
import { schema } from './schema.ts';

/**
 * Runs one GraphQL request against the directory schema. A request that cannot run (too long,
 * syntax, validation, variables, limits) is refused before anything is loaded, with the GraphQL
 * errors: a 400. A request that ran answers its data and the errors of the fields that failed.
 */
export interface QueryInput {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

export interface QueryResult {
  data: Record<string, unknown> | null;
  errors?: GraphQLFormattedError[];
}

/** `{ error: { code: 400, message, errors: { query } }, errors: [GraphQL errors] }`. */
export class QueryRefused extends Failure {
  constructor(readonly graphqlErrors: GraphQLFormattedError[]) {
    super('malformed', graphqlErrors[0]?.message ?? 'The query cannot run.', ERROR_CODES.malformed, { query: errorText(graphqlErrors[0]) });
  }

  override toBody(status: number) {
    return { ...super.toBody(status), errors: this.graphqlErrors };
  }
}

/** "Message (line 2, column 5)": how the editors show one GraphQL error. */
export function errorText(error: GraphQLFormattedError | undefined): string {
  if (!error) return 'The query cannot run.';
  const at = error.locations?.[0];
  return at ? `${error.message} (line ${at.line}, column ${at.column})` : error.message;
}

function withCode(error: GraphQLError, code: string): GraphQLFormattedError {
  const formatted = error.toJSON();
  return { ...formatted, extensions: { code, ...formatted.extensions } };
}

const refuse = (errors: readonly GraphQLError[], code: string) => new QueryRefused(errors.map((e) => withCode(e, code)));

/** Errors of fields that failed; failures that are not GraphQL errors are logged and not shown. */
function formatExecutionErrors(errors: readonly GraphQLError[]): GraphQLFormattedError[] {
  return errors.map((error) => {
    if (error.originalError && !(error.originalError instanceof GraphQLError)) {
      console.error('GraphQL resolver failed', error.path?.join('.'), error.originalError);
      return { message: `Could not load ${error.path?.join('.') ?? 'a field'}; please try again.`, locations: error.locations, path: error.path, extensions: { code: 'INTERNAL' } };
    }
    return withCode(error, 'BAD_USER_INPUT');
  });
}

/** Query texts that parsed and validated, with their document: the schema is fixed, so a text is checked once per process. */
const VALID_KEPT = 200;
const validDocuments = new Map<string, DocumentNode>();

/** Parses and validates the text (its length and nesting first); throws QueryRefused. */
function validDocument(query: string): DocumentNode {
  const known = validDocuments.get(query);
  if (known) return known;
  const tooLong = checkQueryLength(query);
  if (tooLong) throw refuse([tooLong], 'QUERY_TOO_LONG');
  const tooDeep = checkQueryNesting(query);
  if (tooDeep) throw refuse([tooDeep], 'QUERY_TOO_DEEP');

  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: LIMITS.maxTokens });
  } catch (error) {
    if (error instanceof GraphQLError) throw refuse([error], 'GRAPHQL_PARSE_FAILED');
    throw error;
  }

  const invalid = validate(schema, document);
  if (invalid.length) throw refuse(invalid, 'GRAPHQL_VALIDATION_FAILED');
  if (validDocuments.size >= VALID_KEPT) validDocuments.clear();
  validDocuments.set(query, document);
  return document;
}

/** Parses, validates and checks the limits; throws QueryRefused. */
export function prepareQuery(input: QueryInput): { document: DocumentNode; variables: Record<string, unknown> } {
  const document = validDocument(input.query);

  const operation = getOperationAST(document, input.operationName ?? undefined);
  if (!operation) {
    const message = input.operationName ? `Unknown operation named "${input.operationName}".` : 'The query has several operations: say which one to run with operationName.';
    throw refuse([new GraphQLError(message)], 'OPERATION_RESOLUTION_FAILURE');
  }

  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], input.variables ?? {});
  if (coerced.errors) throw refuse(coerced.errors, 'BAD_USER_INPUT');

  const overLimits = checkLimits(schema, document, operation, coerced.coerced);
  if (overLimits.length) throw new QueryRefused(overLimits.map((e) => e.toJSON()));

  return { document, variables: input.variables ?? {} };
}

/**
 * `context`: the loaders to read the directory through. A request has its own; several queries
 * about the same contacts (the sender's, for one batch) may share one, so each record is read once.
 */
export async function runQuery(input: QueryInput, context: GraphqlContext = createContext()): Promise<QueryResult> {
  const { document, variables } = prepareQuery(input);
  const result: ExecutionResult = await execute({
    schema,
    document,
    variableValues: variables,
    operationName: input.operationName ?? undefined,
    contextValue: context,
  });
  // JSON-plain objects (graphql-js answers null-prototype objects), ready for mapping and Twig.
  const data = result.data ? (JSON.parse(JSON.stringify(result.data)) as Record<string, unknown>) : null;
  return result.errors?.length ? { data, errors: formatExecutionErrors(result.errors) } : { data };
}
