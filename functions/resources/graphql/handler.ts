import { createHandler, ok, reply } from '../../kit/http.ts';
import { Failure, invalid } from '../../domain/failure.ts';
import { validate } from '../../domain/validate.ts';
import { ERROR_CODES } from '../../../shared/api.ts';
import { defaultVariables } from '../../data/directory/derived.ts';
import { recordQueryTest } from '../../data/query-tests.ts';
import { runQuery } from '../../domain/graphql/run-query.ts';
import { MappingErrors, buildReferenceSets, mapSingleValue } from '../../domain/render/reference-sets.ts';
import { GraphqlRequestSchema, LayoutMappingRequestSchema, MappingRequestSchema } from './requests.ts';
import { TwigError } from '../../domain/render/twig-error.ts';

/**
 * The GraphQL endpoint over the directory, the reference-set mapping and the reference-layout test
 * render. Shapes and rules: docs/graphql.md.
 */
const MAPPING_FAILED = 'Could not mapping';
const LAYOUT_FAILED = 'Test reference layout failed';

/** 422 `{ error: { code, message, errors: { template: 'text (line L, column C)' }, location: { line, column }, kind } }`. */
class TemplateRefused extends Failure {
  constructor(readonly problem: TwigError) {
    super('invalid', LAYOUT_FAILED, ERROR_CODES.validation, { template: problem.text });
  }

  override toBody(status: number) {
    const body = super.toBody(status);
    return { error: { ...body.error, location: { line: this.problem.line, column: this.problem.column }, kind: this.problem.kind } };
  }
}

function mapped<T>(map: () => T): T {
  try {
    return map();
  } catch (error) {
    if (error instanceof MappingErrors) throw invalid(error.errors, MAPPING_FAILED);
    throw error;
  }
}

const withErrors = (errors: unknown[] | undefined) => (errors?.length ? { errors } : {});

export const handler = createHandler({
  /** 200 `{ data, errors? }` when the query ran; 400 with the GraphQL errors when it could not. */
  'POST /v1/graphql': async ({ body }) => {
    const input = validate(GraphqlRequestSchema, body);
    const result = await runQuery(input);
    if (!result.errors) await recordQueryTest(input.query); // lets a reference set template with this query be activated
    return reply(200, result);
  },

  /** `{ data: [ { <field>: value, ... } ] }`: one reference set per element of the ContactId list. */
  'POST /v1/graphql/mapping': async ({ body }) => {
    const input = validate(MappingRequestSchema, body);
    const result = await runQuery(input);
    const sets = mapped(() => buildReferenceSets(input.referenceSetsMapping, result.data, input.variables));
    return reply(200, { data: sets, ...withErrors(result.errors) });
  },

  /** `{ data: { result, mappingValue } }`: the template rendered with `value` = the mapped value. */
  'POST /v1/graphql/reference-layout-mapping': async ({ body }) => {
    const input = validate(LayoutMappingRequestSchema, body);
    const { renderTwig, validateTwig } = await import('../../domain/render/render-twig.ts');
    const problem = await validateTwig(input.template);
    if (problem) throw new TemplateRefused(problem);

    const result = await runQuery(input);
    const mappingValue = mapped(() => {
      if (Array.isArray(input.mapping)) return buildReferenceSets(input.mapping, result.data, input.variables, 'mapping')[0] ?? null;
      if (input.mapping?.trim()) return mapSingleValue(input.mapping, result.data, input.variables);
      return result.data;
    });
    try {
      const rendered = await renderTwig(input.template, { value: mappingValue, data: result.data, variables: input.variables });
      return reply(200, { data: { result: rendered, mappingValue }, ...withErrors(result.errors) });
    } catch (error) {
      if (error instanceof TwigError) throw new TemplateRefused(error);
      throw error;
    }
  },

  'GET /v1/graphql/default-variables': async () => ok(await defaultVariables()),
});
