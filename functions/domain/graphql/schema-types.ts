import { GraphQLBoolean, GraphQLError, GraphQLInt, GraphQLObjectType, GraphQLString } from 'graphql';
import type { GraphqlContext } from './context.ts';
import { LIMITS } from './limits.ts';
import { activityList, EventRoleType, int, LanguageType, listOf, nonNull, option, optionField, OptionType, PersonType, role, text, type Args, type Field, type Fields } from './schema-fields.ts';
import { LANGUAGES } from '../../../shared/languages.ts';
import {
  ACTIVITY_PROCESSES,
  COMPANY_PARTICIPATION_STATUSES,
  MEETING_STATUSES,
  PACKAGE_STATUSES,
  PACKAGE_TYPES,
  PARTICIPATION_STATUSES,
  PARTICIPATION_TYPES,
  PROCESS_OUTCOMES,
  PROSPECT_CLASSES,
  DEADLINE_TYPES,
  DELEGATE_VIP_ROLES,
  INDUSTRIES,
  MASTER_CONTACT_FUNCTIONS,
} from '../../../shared/directory/vocabulary.ts';
import type { RosterEntry, StoredCompany, StoredContact, StoredEvent } from '../../data/directory/store.ts';

/**
 * The object types of the directory graph: events, contacts, companies and the activity they
 * carry. They refer to each other (a participation has its event, an event its participants' contacts),
 * so they live in one module, with fields as thunks.
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
export function listArgument(value: unknown, name: string): number {
  const size = Array.isArray(value) ? value.length : Number(value);
  if (size > MAX_LIST_ARGUMENT) throw new GraphQLError(`${name} allows at most ${MAX_LIST_ARGUMENT}, got ${size}.`);
  if (size < 0) throw new GraphQLError(`${name} must not be negative.`);
  return size;
}

/** A record's event or company, loaded through the request's batching loaders. */
export const eventOf = <S extends { eventId?: number }>(): Field<S> => ({
  type: EventType,
  resolve: (source, _args, ctx) => (source.eventId ? ctx.events.load(source.eventId) : null),
});
export const companyOf = <S extends { companyId?: number }>(): Field<S> => ({
  type: CompanyType,
  resolve: (source, _args, ctx) => (source.companyId ? ctx.companies.load(source.companyId) : null),
});

/** The activity a contact or company carries: participations, meetings, blocked times, process states, packages. */
type Activity<K extends 'participations' | 'meetings' | 'blockedTimes' | 'processStates'> = StoredContact[K][number];
type CompanyActivity<K extends 'participations' | 'packages'> = StoredCompany[K][number];

export const ParticipationType = new GraphQLObjectType<Activity<'participations'>, GraphqlContext>({
  name: 'Participation',
  description: "A contact's participation in an event.",
  fields: () => ({
    id: { type: nonNull(GraphQLInt) },
    eventId: { type: nonNull(GraphQLInt) },
    event: eventOf(),
    contactId: { type: nonNull(GraphQLInt) },
    participationType: optionField<Activity<'participations'>>(PARTICIPATION_TYPES, (p) => p.participationType),
    status: optionField<Activity<'participations'>>(PARTICIPATION_STATUSES, (p) => p.status),
    role: { type: EventRoleType, resolve: (p) => role(p.roleId) },
    prospectClass: optionField<Activity<'participations'>>(PROSPECT_CLASSES, (p) => p.prospectClass, 'A1, A2, A3, A4, B, C or D.'),
    registeredAt: { type: nonNull(GraphQLInt) },
  }),
});

export const MeetingType = new GraphQLObjectType<Activity<'meetings'>, GraphqlContext>({
  name: 'Meeting',
  fields: () => ({
    id: { type: nonNull(GraphQLInt) },
    eventId: { type: nonNull(GraphQLInt) },
    event: eventOf(),
    companyId: { type: nonNull(GraphQLInt) },
    company: companyOf(),
    status: optionField<Activity<'meetings'>>(MEETING_STATUSES, (m) => m.status, '1 booked, 2 open request.'),
    startTime: { type: nonNull(GraphQLInt) },
  }),
});

export const BlockedTimeType = new GraphQLObjectType<Activity<'blockedTimes'>, GraphqlContext>({
  name: 'BlockedTime',
  fields: () => ({
    id: { type: nonNull(GraphQLInt) },
    eventId: { type: nonNull(GraphQLInt) },
    event: eventOf(),
    startTime: { type: nonNull(GraphQLInt) },
    endTime: { type: nonNull(GraphQLInt) },
  }),
});

export const ProcessStateType = new GraphQLObjectType<Activity<'processStates'>, GraphqlContext>({
  name: 'ProcessState',
  fields: () => ({
    id: { type: nonNull(GraphQLInt) },
    eventId: int(),
    event: eventOf(),
    process: optionField<Activity<'processStates'>>(ACTIVITY_PROCESSES, (s) => s.process),
    outcome: optionField<Activity<'processStates'>>(PROCESS_OUTCOMES, (s) => s.outcome),
    updatedAt: { type: nonNull(GraphQLInt) },
  }),
});

export const CompanyParticipationType = new GraphQLObjectType<CompanyActivity<'participations'>, GraphqlContext>({
  name: 'CompanyParticipation',
  fields: () => ({
    id: { type: nonNull(GraphQLInt) },
    eventId: { type: nonNull(GraphQLInt) },
    event: eventOf(),
    status: optionField<CompanyActivity<'participations'>>(COMPANY_PARTICIPATION_STATUSES, (p) => p.status),
    representativesAssigned: { type: nonNull(GraphQLBoolean) },
    invoicingInfoKnown: { type: nonNull(GraphQLBoolean) },
    logoKnown: { type: nonNull(GraphQLBoolean) },
  }),
});

export const PackageType = new GraphQLObjectType<CompanyActivity<'packages'>, GraphqlContext>({
  name: 'Package',
  fields: () => ({
    id: { type: nonNull(GraphQLInt) },
    eventId: int('Null for a package that is not tied to an event (credits).'),
    event: eventOf(),
    level: { type: nonNull(GraphQLInt), description: '1 to 6.' },
    packageType: optionField<CompanyActivity<'packages'>>(PACKAGE_TYPES, (p) => p.packageType),
    status: optionField<CompanyActivity<'packages'>>(PACKAGE_STATUSES, (p) => p.status),
    amount: { type: nonNull(GraphQLInt) },
    value: int('0 no, 1 yes.'),
  }),
});
