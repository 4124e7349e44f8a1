import { GraphQLInt, GraphQLList, GraphQLObjectType, GraphQLSchema } from 'graphql';
import type { GraphqlContext } from './context.ts';
import { listOf, nonNull, type Args } from './schema-fields.ts';
import { CompanyType, ContactType, EventType, listArgument, MAX_LIST_ARGUMENT } from './schema-types.ts';

/**
 * The directory as staff query it (sender info, recipients, reference set templates): the Query
 * root over the object types of schema-types.ts. Code-first graphql-js types; every record load
 * goes through the request's batching loaders. List fields carry `extensions.listSize(args)`, the
 * size the cost limit assumes (limits.ts).
 */

/** Found records in the order of the ids asked for; unknown ids are left out, repeated ids answered once. */
async function inOrder<T>(ids: number[], load: (ids: number[]) => Promise<(T | undefined)[]>): Promise<T[]> {
  listArgument(ids, 'ids');
  const unique = [...new Set(ids)];
  return (await load(unique)).filter((record): record is T => record !== undefined);
}

const idsArg = { ids: { type: nonNull(new GraphQLList(nonNull(GraphQLInt))), description: `At most ${MAX_LIST_ARGUMENT} ids.` } };
const idsSize = { listSize: (args: Args) => (Array.isArray(args.ids) ? new Set(args.ids).size : 0) };
const idArg = { id: { type: nonNull(GraphQLInt) } };

const QueryType = new GraphQLObjectType<unknown, GraphqlContext>({
  name: 'Query',
  fields: {
    event: { type: EventType, args: idArg, resolve: (_s, args, ctx) => ctx.events.load(args.id) },
    events: { type: listOf(EventType), args: idsArg, extensions: idsSize, resolve: (_s, args, ctx) => inOrder(args.ids, ctx.events.loadMany) },
    contact: { type: ContactType, args: idArg, resolve: (_s, args, ctx) => ctx.contacts.load(args.id) },
    contacts: { type: listOf(ContactType), args: idsArg, extensions: idsSize, resolve: (_s, args, ctx) => inOrder(args.ids, ctx.contacts.loadMany) },
    company: { type: CompanyType, args: idArg, resolve: (_s, args, ctx) => ctx.companies.load(args.id) },
    companies: { type: listOf(CompanyType), args: idsArg, extensions: idsSize, resolve: (_s, args, ctx) => inOrder(args.ids, ctx.companies.loadMany) },
  },
});

export const schema = new GraphQLSchema({ query: QueryType });
