import * as z from 'zod';
import * as directoryRecords from '../../../shared/directory/records.ts';
import * as directory from '../../../shared/directory/responses.ts';
import * as vocabulary from '../../../shared/directory/vocabulary.ts';
import * as graphql from '../../../shared/graphql.ts';
import * as graphqlRequests from '../../resources/graphql/requests.ts';
import { BY_IDS, SEARCH } from '../../resources/directory/list-rules.ts';
import { data, listQuery, page, type RouteSchemas, VOCABULARY, whole } from '../declaration.ts';

/** The GraphQL routes answer `errors` beside `data` when some fields failed. */
const withGraphqlErrors = (schema: z.ZodType) => z.object({ data: schema, errors: graphql.GraphqlResultSchema.shape.errors });

/** The directory: events, contacts and companies, its vocabulary and imports, and GraphQL over it. */
export const DIRECTORY_ROUTES: Record<string, RouteSchemas> = {
  'GET /v1/events': { summary: 'Search events by name, id or start month; without text, the coming events', query: listQuery(SEARCH), answer: page(directory.EventHitSchema) },
  'GET /v1/events/{id}': { summary: 'Read an event with its deadlines', answer: data(directory.StoredEventSchema) },
  'GET /v1/master-contacts': { summary: 'Search contacts by name, email or id', query: listQuery(SEARCH), answer: page(directory.ContactHitSchema) },
  'GET /v1/master-contacts/get-by-ids': {
    summary: 'Read contacts by id, in the order asked',
    query: listQuery(BY_IDS, {
      params: {
        'ids[]': { description: 'A contact id; repeat for more.' },
        ids: { description: 'Comma list of contact ids.' },
        'expands[]': { description: "masterCompany: add each contact's company." },
        expands: { description: "masterCompany: add each contact's company." },
      },
    }),
    answer: page(directory.MasterContactSchema),
  },
  'GET /v1/master-contacts/{id}': { summary: 'Read a contact with its activity and company', answer: data(directory.MasterContactSchema) },
  'GET /v1/master-companies/{id}': { summary: 'Read a company with its participations and packages', answer: data(directory.StoredCompanySchema) },
  'GET /v1/master-contact-functions': { summary: 'The contact functions', query: VOCABULARY, answer: page(vocabulary.OptionSchema) },
  'GET /v1/industries': { summary: 'The industries', query: VOCABULARY, answer: page(vocabulary.OptionSchema) },
  'GET /v1/delegate-vip-roles': { summary: 'The delegate VIP roles', query: VOCABULARY, answer: page(vocabulary.OptionSchema) },
  'GET /v1/event-roles': { summary: 'The event roles', query: VOCABULARY, answer: page(vocabulary.EventRoleSchema) },
  'GET /v1/activity-processes': { summary: 'The activity processes', query: VOCABULARY, answer: page(vocabulary.OptionSchema) },
  'GET /v1/directory/vocabulary': { summary: "Every list and code of the directory's vocabulary", answer: data(directory.DirectoryVocabularySchema) },
  'POST /v1/directory/import': {
    summary: 'Import directory records: a JSON array, or JSON lines (one record per line)',
    body: z.array(directoryRecords.DirectoryRecordSchema),
    jsonLines: true,
    answer: data(directory.ImportSummarySchema),
  },
  'POST /v1/graphql': { summary: "Run a GraphQL query over the directory (GraphQL's own answer)", body: graphqlRequests.GraphqlRequestSchema, answer: whole(graphql.GraphqlResultSchema) },
  'POST /v1/graphql/mapping': {
    summary: 'Run a query and map its answer to reference sets',
    body: graphqlRequests.MappingRequestSchema,
    answer: whole(withGraphqlErrors(graphql.ReferenceSetsSchema)),
  },
  'POST /v1/graphql/reference-layout-mapping': {
    summary: "Render a reference layout with the value a mapping picks from a query's answer",
    body: graphqlRequests.LayoutMappingRequestSchema,
    answer: whole(withGraphqlErrors(graphql.LayoutTestResultSchema)),
  },
  'GET /v1/graphql/default-variables': { summary: 'Variables to try a query with: the next active event and some of its participants', answer: data(graphql.DefaultVariablesSchema) },
};
