import { GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLString, type GraphQLFieldConfig, type GraphQLFieldConfigMap, type GraphQLOutputType } from 'graphql';
import type { GraphqlContext } from './context.ts';
import { EVENT_ROLES, type Option } from '../../../shared/directory/vocabulary.ts';
import type { Person } from '../../../shared/directory/records.ts';

/** Building blocks of the GraphQL schema: field helpers and the small shared object types. */
export type Args = Record<string, unknown>;
export type Field<S> = GraphQLFieldConfig<S, GraphqlContext, any>;
export type Fields<S> = GraphQLFieldConfigMap<S, GraphqlContext>;

export const nonNull = <T extends GraphQLOutputType>(type: T) => new GraphQLNonNull(type);
export const listOf = (type: GraphQLOutputType) => new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(type)));
export const int = (description?: string): Field<unknown> => ({ type: GraphQLInt, description });
export const text = (description?: string): Field<unknown> => ({ type: GraphQLString, description });

/** A numeric vocabulary value with its name, e.g. a participation status. */
export const OptionType = new GraphQLObjectType({
  name: 'Option',
  description: 'A value of one of the directory vocabularies: its number and its name.',
  fields: { id: { type: nonNull(GraphQLInt) }, name: { type: nonNull(GraphQLString) } },
});
export const option = (options: readonly Option[], id: number | undefined | null) =>
  id === undefined || id === null ? null : (options.find((o) => o.id === id) ?? { id, name: String(id) });
export const optionField = <S>(options: readonly Option[], pick: (source: S) => number | undefined, description?: string): Field<S> => ({
  type: OptionType,
  description,
  resolve: (source) => option(options, pick(source)),
});

export const LanguageType = new GraphQLObjectType({
  name: 'Language',
  fields: { id: { type: nonNull(GraphQLInt) }, code: { type: nonNull(GraphQLString) }, name: { type: nonNull(GraphQLString) } },
});

export const EventRoleType = new GraphQLObjectType({
  name: 'EventRole',
  description: 'An event role; type 1 is a delegate role, 2 a partner role.',
  fields: { id: { type: nonNull(GraphQLInt) }, name: { type: nonNull(GraphQLString) }, type: { type: nonNull(GraphQLInt) } },
});
export const role = (id: number | undefined) => (id === undefined ? null : (EVENT_ROLES.find((r) => r.id === id) ?? { id, name: String(id), type: 0 }));

export const PersonType = new GraphQLObjectType<Person>({
  name: 'Person',
  description: "Someone who sends on the company's behalf: an event producer or a company's account manager.",
  fields: {
    firstName: { type: nonNull(GraphQLString) },
    lastName: { type: nonNull(GraphQLString) },
    fullName: { type: nonNull(GraphQLString), resolve: (p) => `${p.firstName} ${p.lastName}` },
    email: { type: nonNull(GraphQLString) },
    title: text('Job title, e.g. "Account manager".'),
    phoneNumber: text(),
  },
});

/** A list argument that narrows a contact's or company's activity to one event. */
export const eventIdArg = { eventId: { type: GraphQLInt, description: 'Only the entries of this event.' } };
export const forEvent = <T extends { eventId?: number }>(items: T[] | undefined, args: Args) =>
  (items ?? []).filter((item) => args.eventId === undefined || args.eventId === null || item.eventId === args.eventId);

/** Embedded lists: the cost limit assumes 10 entries each. */
export const activityList = <S, T extends { eventId?: number }>(type: GraphQLOutputType, pick: (source: S) => T[] | undefined, description: string): Field<S> => ({
  type: listOf(type),
  description,
  args: eventIdArg,
  resolve: (source, args) => forEvent(pick(source), args),
});
