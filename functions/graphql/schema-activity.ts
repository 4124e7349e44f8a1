import { GraphQLBoolean, GraphQLInt, GraphQLObjectType } from 'graphql';
import type { GraphqlContext } from './context.ts';
import { companyOf, EventRoleType, eventOf, int, nonNull, optionField, role } from './schema-fields.ts';
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
} from '../../shared/directory/vocabulary.ts';
import type { StoredCompany, StoredContact } from '../directory/store.ts';

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
