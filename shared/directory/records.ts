import * as z from 'zod';
import { LANGUAGES } from '../languages.ts';
import {
  ACTIVITY_PROCESSES,
  COMPANY_PARTICIPATION_STATUSES,
  DEADLINE_TYPES,
  DELEGATE_VIP_ROLES,
  EVENT_ROLES,
  INDUSTRIES,
  MASTER_CONTACT_FUNCTIONS,
  MEETING_STATUSES,
  PACKAGE_STATUSES,
  PACKAGE_TYPES,
  PARTICIPATION_STATUSES,
  PARTICIPATION_TYPES,
  PROCESS_OUTCOMES,
  PROSPECT_CLASSES,
  type Option,
} from './vocabulary.ts';

/**
 * The directory's records as the import API takes them (one JSON object per record, `type` says
 * which) and as the store answers them. Ids come from the CRM, so imports upsert by id.
 * Activity (participations, meetings, blocked times, process states) belongs to a contact;
 * company participations and packages belong to a company.
 */
const id = z.number({ error: 'Must be a number.' }).int('Must be a whole number.').positive('Must be a positive id.');
const time = z.number({ error: 'Must be unix seconds.' }).int('Must be unix seconds.').nonnegative('Must be unix seconds.');
const text = (max: number) => z.string({ error: 'Must be text.' }).trim().max(max, `At most ${max} characters.`);
const required = (max: number) => text(max).min(1, 'Is required.');
const oneOf = (options: readonly Option[]) => {
  const ids = options.map((o) => o.id);
  return z.number({ error: 'Must be a number.' }).refine((value) => ids.includes(value), `Must be one of ${ids.join(', ')}.`);
};
const count = z.number({ error: 'Must be a number.' }).int('Must be a whole number.').nonnegative('Must not be negative.');

export const PersonSchema = z.object({
  firstName: required(100),
  lastName: required(100),
  email: z.email('Must be an email address.'),
  title: text(100).optional(),
  phoneNumber: text(40).optional(),
});
export type Person = z.infer<typeof PersonSchema>;

export const EventSchema = z.object({
  type: z.literal('event'),
  id,
  name: required(200),
  startTime: time,
  endTime: time,
  countryName: required(100),
  city: text(100).optional(),
  timezone: required(60),
  status: z.union([z.literal(0), z.literal(1)], { error: 'Must be 0 (cancelled) or 1 (active).' }),
  /** Deadline type id -> unix seconds. */
  deadlines: z
    .record(z.string(), time)
    .refine((deadlines) => Object.keys(deadlines).every((key) => DEADLINE_TYPES.some((t) => String(t.id) === key)), 'Deadline types are 1 to 29.')
    .default({}),
  producer: PersonSchema.optional(),
});

export const CompanySchema = z.object({
  type: z.literal('company'),
  id,
  name: required(200),
  industryId: oneOf(INDUSTRIES),
  countryName: text(100).optional(),
  accountManager: PersonSchema.optional(),
});

export const ContactSchema = z.object({
  type: z.literal('contact'),
  id,
  firstName: required(100),
  lastName: required(100),
  email: z.email('Must be an email address.'),
  phoneNumber: text(40).optional(),
  languageId: oneOf(LANGUAGES),
  companyId: id.optional(),
  functionId: oneOf(MASTER_CONTACT_FUNCTIONS).optional(),
  jobTitle: text(200).optional(),
  vipRoleIds: z.array(oneOf(DELEGATE_VIP_ROLES)).default([]),
  mobileServiceAccount: z.boolean().default(false),
  offeringsCount: count.default(0),
  offeringsStatus: z.union([z.literal(0), z.literal(1)]).default(0),
  investmentsCount: count.default(0),
  investmentsStatus: z.union([z.literal(0), z.literal(1)]).default(0),
  investmentDataUpdatedAt: time.optional(),
  personalInfoKnown: z.boolean().default(true),
});

export const ParticipationSchema = z
  .object({
    type: z.literal('participation'),
    id,
    eventId: id,
    contactId: id,
    participationType: oneOf(PARTICIPATION_TYPES),
    status: oneOf(PARTICIPATION_STATUSES),
    roleId: oneOf(EVENT_ROLES).optional(),
    prospectClass: oneOf(PROSPECT_CLASSES).optional(),
    registeredAt: time,
  });

export const CompanyParticipationSchema = z.object({
  type: z.literal('companyParticipation'),
  id,
  eventId: id,
  companyId: id,
  status: oneOf(COMPANY_PARTICIPATION_STATUSES),
  representativesAssigned: z.boolean().default(false),
  invoicingInfoKnown: z.boolean().default(false),
  logoKnown: z.boolean().default(false),
});

export const MeetingSchema = z.object({
  type: z.literal('meeting'),
  id,
  eventId: id,
  contactId: id,
  companyId: id,
  status: oneOf(MEETING_STATUSES),
  startTime: time,
});

export const BlockedTimeSchema = z.object({
  type: z.literal('blockedTime'),
  id,
  eventId: id,
  contactId: id,
  startTime: time,
  endTime: time,
});

export const PackageSchema = z.object({
  type: z.literal('package'),
  id,
  companyId: id,
  eventId: id.optional(),
  level: z.number({ error: 'Must be a number.' }).int().min(1, 'Levels are 1 to 6.').max(6, 'Levels are 1 to 6.'),
  packageType: oneOf(PACKAGE_TYPES),
  status: oneOf(PACKAGE_STATUSES),
  amount: count,
  value: z.union([z.literal(0), z.literal(1)]).optional(),
});

export const ProcessStateSchema = z.object({
  type: z.literal('processState'),
  id,
  contactId: id,
  eventId: id.optional(),
  process: oneOf(ACTIVITY_PROCESSES),
  outcome: oneOf(PROCESS_OUTCOMES),
  updatedAt: time,
});

export const DirectoryRecordSchema = z.discriminatedUnion(
  'type',
  [EventSchema, CompanySchema, ContactSchema, ParticipationSchema, CompanyParticipationSchema, MeetingSchema, BlockedTimeSchema, PackageSchema, ProcessStateSchema],
  { error: 'type must be one of event, company, contact, participation, companyParticipation, meeting, blockedTime, package, processState.' },
);
export type DirectoryRecord = z.infer<typeof DirectoryRecordSchema>;
export type RecordType = DirectoryRecord['type'];

type Plain<T> = Omit<T, 'type'>;
export type DirectoryEvent = Plain<z.infer<typeof EventSchema>>;
export type Company = Plain<z.infer<typeof CompanySchema>> & {
  participations: Plain<z.infer<typeof CompanyParticipationSchema>>[];
  packages: Plain<z.infer<typeof PackageSchema>>[];
};
export type Participation = Plain<z.infer<typeof ParticipationSchema>>;
export type CompanyParticipation = Plain<z.infer<typeof CompanyParticipationSchema>>;
export type Meeting = Plain<z.infer<typeof MeetingSchema>>;
export type BlockedTime = Plain<z.infer<typeof BlockedTimeSchema>>;
export type Package = Plain<z.infer<typeof PackageSchema>>;
export type ProcessState = Plain<z.infer<typeof ProcessStateSchema>>;
export type Contact = Plain<z.infer<typeof ContactSchema>> & {
  fullName: string;
  participations: Participation[];
  meetings: Meeting[];
  blockedTimes: BlockedTime[];
  processStates: ProcessState[];
};

/** Which parent record each kind of activity lives in. */
export const CHILD_OF = {
  participation: { parent: 'contact', key: 'contactId', list: 'participations' },
  meeting: { parent: 'contact', key: 'contactId', list: 'meetings' },
  blockedTime: { parent: 'contact', key: 'contactId', list: 'blockedTimes' },
  processState: { parent: 'contact', key: 'contactId', list: 'processStates' },
  companyParticipation: { parent: 'company', key: 'companyId', list: 'participations' },
  package: { parent: 'company', key: 'companyId', list: 'packages' },
} as const;

export interface ImportError {
  index: number;
  field: string;
  message: string;
}

/** An action trigger whose message was not sent, and why (docs/sending.md, "Action triggers"). */
export interface ActionNotSent {
  trigger: string;
  contactId: number;
  /** 'meeting #812', 'participation #77' */
  record: string;
  reason: string;
}

/** What the action triggers of an import did. */
export interface ImportActions {
  /** Action messages handed to the send queue. */
  queued: number;
  /** Pending deliveries of items being sent that were taken out (cancelled registrations). */
  skippedDeliveries: number;
  notSent: ActionNotSent[];
}

export const noActions = (): ImportActions => ({ queued: 0, skippedDeliveries: 0, notSent: [] });

export interface ImportSummary {
  received: number;
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
  errors: ImportError[];
  actions: ImportActions;
  /** The import's id, as the re-plans it made name it (the timeline's 'Re-planned by import'). */
  importId?: string;
}
