import { GraphQLBoolean, GraphQLError, GraphQLInt, GraphQLList, GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
import type { GraphqlContext } from './context.ts';
import { LIMITS } from './limits.ts';
import { activityList, companyOf, EventRoleType, LanguageType, listOf, nonNull, option, optionField, OptionType, PersonType, role, int, text, type Args, type Fields } from './schema-fields.ts';
import { BlockedTimeType, CompanyParticipationType, MeetingType, PackageType, ParticipationType, ProcessStateType } from './schema-activity.ts';
import { LANGUAGES } from '../../shared/languages.ts';
import { DEADLINE_TYPES, DELEGATE_VIP_ROLES, INDUSTRIES, MASTER_CONTACT_FUNCTIONS, PARTICIPATION_STATUSES, PARTICIPATION_TYPES } from '../../shared/directory/vocabulary.ts';
import type { RosterEntry, StoredCompany, StoredContact, StoredEvent } from '../directory/store.ts';

/**
 * The directory as staff query it (sender info, recipients, reference set templates).
 * Code-first graphql-js types; every record load goes through the request's batching loaders.
 * List fields carry `extensions.listSize(args)`, the size the cost limit assumes (limits.ts).
 */
export const MAX_LIST_ARGUMENT = LIMITS.maxListArgument;
export const DEFAULT_PARTICIPANTS_LIMIT = 100;


const DeadlineType = new GraphQLObjectType<{ typeId: number; time: number }>({
  name: 'Deadline',
  fields: () => ({
    type: {
      type: nonNull(
        new GraphQLObjectType({
          name: 'DeadlineType',
          description: 'A deadline type; edge says whether it is the start or the end date of its phase.',
          fields: { id: { type: nonNull(GraphQLInt) }, name: { type: nonNull(GraphQLString) }, edge: { type: nonNull(GraphQLString) } },
        }),
      ),
      resolve: (d) => DEADLINE_TYPES.find((t) => t.id === d.typeId) ?? { id: d.typeId, name: String(d.typeId), edge: 'end' },
    },
    time: { type: nonNull(GraphQLInt), description: 'Unix seconds.' },
  }),
});

const ParticipantType: GraphQLObjectType = new GraphQLObjectType<RosterEntry, GraphqlContext>({
  name: 'Participant',
  description: 'An entry of an event roster.',
  fields: () => ({
    participationId: { type: nonNull(GraphQLInt) },
    contactId: { type: nonNull(GraphQLInt) },
    contact: { type: ContactType, resolve: (p, _a, ctx) => ctx.contacts.load(p.contactId) },
    participationType: optionField<RosterEntry>(PARTICIPATION_TYPES, (p) => p.participationType),
    status: optionField<RosterEntry>(PARTICIPATION_STATUSES, (p) => p.status),
    role: { type: EventRoleType, resolve: (p) => role(p.roleId) },
  }),
});

const rosterFilter = {
  status: { type: GraphQLInt, description: 'A participation status (1 confirmed, 3 confirmed rebook, 4 cancelled, 5 no show, 6 late cancellation).' },
  participationType: { type: GraphQLInt, description: '1 partner, 2 delegate, 3 prospect, 4 marketing coordinator, 5 sales coordinator.' },
  roleId: { type: GraphQLInt, description: 'An event role id.' },
};
const matchesRoster = (entry: RosterEntry, args: Args) =>
  (args.status == null || entry.status === args.status) &&
  (args.participationType == null || entry.participationType === args.participationType) &&
  (args.roleId == null || entry.roleId === args.roleId);

/** Contacts, companies and events are read from the store: the cost limit weighs them more (limits.ts). */
const loaded = { loadWeight: LIMITS.recordWeight };

export const EventType: GraphQLObjectType = new GraphQLObjectType<StoredEvent, GraphqlContext>({
  name: 'Event',
  extensions: loaded,
  fields: (): Fields<StoredEvent> => ({
    id: { type: nonNull(GraphQLInt) },
    name: { type: nonNull(GraphQLString) },
    startTime: { type: nonNull(GraphQLInt), description: 'Unix seconds.' },
    endTime: { type: nonNull(GraphQLInt), description: 'Unix seconds.' },
    countryName: { type: nonNull(GraphQLString) },
    city: text(),
    timezone: { type: nonNull(GraphQLString), description: 'IANA time zone of the venue, e.g. Europe/Amsterdam.' },
    status: { type: nonNull(GraphQLInt), description: '0 cancelled, 1 active.' },
    deadlines: {
      type: listOf(DeadlineType),
      extensions: { listSize: () => DEADLINE_TYPES.length },
      resolve: (e) =>
        Object.entries(e.deadlines ?? {})
          .map(([typeId, time]) => ({ typeId: Number(typeId), time }))
          .sort((a, b) => a.typeId - b.typeId),
    },
    deadline: {
      type: GraphQLInt,
      description: 'The unix seconds of one deadline type, or null.',
      args: { typeId: { type: nonNull(GraphQLInt) } },
      resolve: (e, args) => e.deadlines?.[String(args.typeId)] ?? null,
    },
    producer: { type: PersonType, description: 'The event producer (a sender for event messages).' },
    participants: {
      type: listOf(ParticipantType),
      description: `The roster, filtered; at most \`limit\` entries (default ${DEFAULT_PARTICIPANTS_LIMIT}, at most ${MAX_LIST_ARGUMENT}).`,
      args: { ...rosterFilter, limit: { type: GraphQLInt, defaultValue: DEFAULT_PARTICIPANTS_LIMIT } },
      extensions: { listSize: (args: Args) => Number(args.limit ?? DEFAULT_PARTICIPANTS_LIMIT) },
      resolve: async (e, args, ctx) => {
        const limit = listArgument(args.limit, 'limit');
        return ((await ctx.rosters.load(e.id)) ?? []).filter((entry) => matchesRoster(entry, args)).slice(0, limit);
      },
    },
    participantsCount: {
      type: nonNull(GraphQLInt),
      args: rosterFilter,
      resolve: async (e, args, ctx) => ((await ctx.rosters.load(e.id)) ?? []).filter((entry) => matchesRoster(entry, args)).length,
    },
  }),
});


export const CompanyType: GraphQLObjectType = new GraphQLObjectType<StoredCompany, GraphqlContext>({
  name: 'Company',
  description: 'A master company.',
  extensions: loaded,
  fields: (): Fields<StoredCompany> => ({
    id: { type: nonNull(GraphQLInt) },
    name: { type: nonNull(GraphQLString) },
    industry: optionField<StoredCompany>(INDUSTRIES, (c) => c.industryId),
    countryName: text(),
    accountManager: { type: PersonType, description: "The company's account manager (a sender for its contacts)." },
    participations: activityList(CompanyParticipationType, (c: StoredCompany) => c.participations, 'Event participations of the company.'),
    packages: activityList(PackageType, (c: StoredCompany) => c.packages, 'Packages of the company (eventId narrows to one event).'),
  }),
});

export const ContactType: GraphQLObjectType = new GraphQLObjectType<StoredContact, GraphqlContext>({
  name: 'Contact',
  description: 'A master contact.',
  extensions: loaded,
  fields: (): Fields<StoredContact> => ({
    id: { type: nonNull(GraphQLInt) },
    firstName: { type: nonNull(GraphQLString) },
    lastName: { type: nonNull(GraphQLString) },
    fullName: { type: nonNull(GraphQLString), resolve: (c) => c.fullName ?? `${c.firstName} ${c.lastName}` },
    email: { type: nonNull(GraphQLString) },
    phoneNumber: text(),
    languageId: { type: nonNull(GraphQLInt) },
    language: { type: LanguageType, resolve: (c) => LANGUAGES.find((l) => l.id === c.languageId) ?? null },
    jobTitle: text(),
    function: optionField<StoredContact>(MASTER_CONTACT_FUNCTIONS, (c) => c.functionId),
    vipRoles: {
      type: listOf(OptionType),
      extensions: { listSize: () => DELEGATE_VIP_ROLES.length },
      resolve: (c) => (c.vipRoleIds ?? []).map((id) => option(DELEGATE_VIP_ROLES, id)),
    },
    mobileServiceAccount: { type: nonNull(GraphQLBoolean) },
    offeringsCount: { type: nonNull(GraphQLInt) },
    offeringsStatus: { type: nonNull(GraphQLInt), description: '0 inactive, 1 active.' },
    investmentsCount: { type: nonNull(GraphQLInt) },
    investmentsStatus: { type: nonNull(GraphQLInt), description: '0 inactive, 1 active.' },
    investmentDataUpdatedAt: int('Unix seconds.'),
    personalInfoKnown: { type: nonNull(GraphQLBoolean) },
    companyId: int(),
    company: companyOf(),
    participations: activityList(ParticipationType, (c: StoredContact) => c.participations, 'Event participations of the contact.'),
    meetings: activityList(MeetingType, (c: StoredContact) => c.meetings, 'Meetings (booked and open requests).'),
    blockedTimes: activityList(BlockedTimeType, (c: StoredContact) => c.blockedTimes, 'Times the contact blocked in the meeting calendar.'),
    processStates: activityList(ProcessStateType, (c: StoredContact) => c.processStates, 'Activity process states and outcomes.'),
  }),
});

/** Guards list arguments in resolvers too (limits.ts rejects them before execution). */
function listArgument(value: unknown, name: string): number {
  const size = Array.isArray(value) ? value.length : Number(value);
  if (size > MAX_LIST_ARGUMENT) throw new GraphQLError(`${name} allows at most ${MAX_LIST_ARGUMENT}, got ${size}.`);
  if (size < 0) throw new GraphQLError(`${name} must not be negative.`);
  return size;
}

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
