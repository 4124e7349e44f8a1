/**
 * The numeric vocabularies of the directory (events, contacts, companies and their activity),
 * as the workflow spec (section 3) numbers them. Target-group rules, the import API, the seed and
 * GraphQL all speak these values.
 */
import * as z from 'zod';

export const OptionSchema = z.object({ id: z.number().int(), name: z.string() });
export type Option = z.infer<typeof OptionSchema>;
/** An event role (GET /v1/event-roles): a delegate role (type 1) or a partner role (type 2). */
export const EventRoleSchema = OptionSchema.extend({ type: z.union([z.literal(1), z.literal(2)]) });

export const EVENT_STATUS = { cancelled: 0, active: 1 } as const;

/** Event deadline types 1-29; `edge` says whether the deadline is the event's startDate or endDate of that phase. */
export interface DeadlineType extends Option {
  edge: 'start' | 'end';
}

export const DEADLINE_TYPES: readonly DeadlineType[] = [
  { id: 1, name: 'Delegate meeting booking', edge: 'end' },
  { id: 2, name: 'Anonymize', edge: 'start' },
  { id: 3, name: 'Suggested meetings', edge: 'start' },
  { id: 4, name: 'Late cancellation', edge: 'end' },
  { id: 5, name: 'Partner registration', edge: 'end' },
  { id: 6, name: 'Partner booking level 1', edge: 'start' },
  { id: 7, name: 'Partner booking level 2', edge: 'start' },
  { id: 8, name: 'Partner booking level 3', edge: 'start' },
  { id: 9, name: 'Partner details', edge: 'end' },
  { id: 10, name: 'Partner meeting view', edge: 'start' },
  { id: 11, name: 'Partner guarantee', edge: 'end' },
  { id: 12, name: 'Freeze meeting calendars', edge: 'start' },
  { id: 13, name: 'Feedback', edge: 'start' },
  { id: 14, name: 'Public web', edge: 'start' },
  { id: 15, name: 'Show meeting times', edge: 'start' },
  { id: 16, name: 'Delegates can cancel meetings', edge: 'end' },
  { id: 17, name: 'P1 original', edge: 'end' },
  { id: 18, name: 'P1 new', edge: 'end' },
  { id: 19, name: 'Partner booking level 4', edge: 'start' },
  { id: 20, name: 'Partner booking level 5', edge: 'start' },
  { id: 21, name: 'Partner booking level 6', edge: 'start' },
  { id: 22, name: 'Content date', edge: 'end' },
  { id: 23, name: 'Meeting date', edge: 'start' },
  { id: 24, name: 'Delegate registration', edge: 'end' },
  { id: 25, name: 'Hotel booking', edge: 'end' },
  { id: 26, name: 'Speaker confirmation', edge: 'end' },
  { id: 27, name: 'Catering numbers', edge: 'end' },
  { id: 28, name: 'Badge printing', edge: 'end' },
  { id: 29, name: 'Post-event survey', edge: 'start' },
];

/** Who takes part in an event (contact participation). */
export const PARTICIPATION_TYPE = { partner: 1, delegate: 2, prospect: 3, marketingCoordinator: 4, salesCoordinator: 5 } as const;
export const PARTICIPATION_TYPES: readonly Option[] = [
  { id: PARTICIPATION_TYPE.partner, name: 'Partner' },
  { id: PARTICIPATION_TYPE.delegate, name: 'Delegate' },
  { id: PARTICIPATION_TYPE.prospect, name: 'Prospect' },
  { id: PARTICIPATION_TYPE.marketingCoordinator, name: 'Marketing coordinator' },
  { id: PARTICIPATION_TYPE.salesCoordinator, name: 'Sales coordinator' },
];

export const PARTICIPATION_STATUS = { confirmed: 1, confirmedRebook: 3, cancelled: 4, noShow: 5, lateCancellation: 6 } as const;
export const PARTICIPATION_STATUSES: readonly Option[] = [
  { id: PARTICIPATION_STATUS.confirmed, name: 'Confirmed' },
  { id: PARTICIPATION_STATUS.confirmedRebook, name: 'Confirmed rebook' },
  { id: PARTICIPATION_STATUS.cancelled, name: 'Cancelled' },
  { id: PARTICIPATION_STATUS.noShow, name: 'No show' },
  { id: PARTICIPATION_STATUS.lateCancellation, name: 'Late cancellation' },
];
/** Taking part ("confirmed"): confirmed or confirmed rebook; a cancelled or no-show contact is not. */
export const CONFIRMED_STATUSES: readonly number[] = [PARTICIPATION_STATUS.confirmed, PARTICIPATION_STATUS.confirmedRebook];
/** Either ends a registration: cancelled or late cancellation. */
export const CANCELLED_STATUSES: readonly number[] = [PARTICIPATION_STATUS.cancelled, PARTICIPATION_STATUS.lateCancellation];

/** Statuses allowed per participation type (partners: confirmed or cancelled). */
const CONFIRMED_OR_CANCELLED = [PARTICIPATION_STATUS.confirmed, PARTICIPATION_STATUS.cancelled];
export const STATUSES_BY_TYPE: Record<number, readonly number[]> = {
  [PARTICIPATION_TYPE.partner]: CONFIRMED_OR_CANCELLED,
  [PARTICIPATION_TYPE.delegate]: PARTICIPATION_STATUSES.map((status) => status.id),
  [PARTICIPATION_TYPE.prospect]: CONFIRMED_OR_CANCELLED,
  [PARTICIPATION_TYPE.marketingCoordinator]: CONFIRMED_OR_CANCELLED,
  [PARTICIPATION_TYPE.salesCoordinator]: CONFIRMED_OR_CANCELLED,
};

/** Prospect classes A1-D, stored 0-6. */
export const PROSPECT_CLASSES: readonly Option[] = ['A1', 'A2', 'A3', 'A4', 'B', 'C', 'D'].map((name, id) => ({ id, name }));

/** A company taking part in an event. */
export const COMPANY_PARTICIPATION_STATUS = { confirmed: 1, cancelled: 2, confirmedRebook: 4 } as const;
export const COMPANY_PARTICIPATION_STATUSES: readonly Option[] = [
  { id: COMPANY_PARTICIPATION_STATUS.confirmed, name: 'Confirmed' },
  { id: COMPANY_PARTICIPATION_STATUS.cancelled, name: 'Cancelled' },
  { id: COMPANY_PARTICIPATION_STATUS.confirmedRebook, name: 'Confirmed rebook' },
];

export const MEETING_STATUS = { booked: 1, openRequest: 2 } as const;
export const MEETING_STATUSES: readonly Option[] = [
  { id: MEETING_STATUS.booked, name: 'Booked' },
  { id: MEETING_STATUS.openRequest, name: 'Open request' },
];

export const PACKAGE_LEVELS = [1, 2, 3, 4, 5, 6] as const;

/** Package types 1-18 (0 is "any" in rules). */
export const PACKAGE_TYPES: readonly Option[] = [
  'Credits or meeting request left',
  'Meeting requests left',
  'Group discussion host',
  'Hosted table host',
  'Lunch host',
  'Dinner host',
  'Invited delegates',
  'Guaranteed meetings',
  'Matching',
  'Target service',
  'Case whole audience',
  'Case parallel',
  'Spotlight',
  'Keynote',
  'Presentation whole audience',
  'Presentation parallel',
  'Snap shot',
  'Credits left',
].map((name, i) => ({ id: i + 1, name }));

/** Plain packages: credits/meeting requests; event packages: 1-17; credit packages: credits left. */
export const PACKAGE_KINDS = { plain: [1], event: PACKAGE_TYPES.slice(0, 17).map((t) => t.id), credit: [18] } as const;

export const PACKAGE_STATUSES: readonly Option[] = [
  { id: 1, name: 'Active' },
  { id: 2, name: 'Pending' },
  { id: 3, name: 'Archived' },
];

/** Activity processes (the Process enum; 0 "Any" is a rule value, not a process). */
export const ACTIVITY_PROCESSES: readonly Option[] = [
  { id: 1, name: 'Inviting' },
  { id: 2, name: 'Research' },
  { id: 3, name: 'Meeting booking' },
  { id: 4, name: 'Follow up' },
  { id: 6, name: 'Key account management' },
  { id: 7, name: 'Self service' },
  { id: 8, name: 'General' },
];

/** The Process enum's 'Any' (0): for any process (spec section 9). */
export const ANY_PROCESS: Option = { id: 0, name: 'Any' };
/** What a Process field offers: Any (0), then the activity processes (a message's Process, a process state rule). */
export const PROCESS_CHOICES: readonly Option[] = [ANY_PROCESS, ...ACTIVITY_PROCESSES];

export const PROCESS_OUTCOMES: readonly Option[] = [
  { id: 5, name: 'Registration' },
  { id: 6, name: 'Researched' },
  { id: 8, name: 'Meeting booking' },
  { id: 13, name: 'Lead' },
  { id: 14, name: 'Appointment booked' },
  { id: 15, name: 'Follow up reached' },
  { id: 16, name: 'Maybe' },
  { id: 17, name: 'Meetings follow up' },
  { id: 18, name: 'No meetings' },
  { id: 19, name: 'No time' },
  { id: 20, name: 'Not in target group' },
  { id: 21, name: 'Not interested' },
  { id: 25, name: 'Cancellation' },
  { id: 27, name: 'Follow up reached 2nd' },
  { id: -1, name: 'No outcome' },
];

/** Event roles: type 1 delegate roles, type 2 partner roles. Speaker (12) is the metric trigger's default. */
export const EVENT_ROLE_TYPE = { delegate: 1, partner: 2 } as const;
export const EVENT_ROLE = {
  delegate: 1,
  chair: 2,
  panellist: 3,
  roundTableHost: 4,
  advisoryBoardMember: 5,
  accountManager: 6,
  salesRepresentative: 7,
  technicalExpert: 8,
  executiveSponsor: 9,
  marketingLead: 10,
  moderator: 11,
  speaker: 12,
} as const;
const { delegate: DELEGATE_ROLE, partner: PARTNER_ROLE } = EVENT_ROLE_TYPE;
export const EVENT_ROLES: readonly (Option & { type: 1 | 2 })[] = [
  { id: EVENT_ROLE.delegate, name: 'Delegate', type: DELEGATE_ROLE },
  { id: EVENT_ROLE.chair, name: 'Chair', type: DELEGATE_ROLE },
  { id: EVENT_ROLE.panellist, name: 'Panellist', type: DELEGATE_ROLE },
  { id: EVENT_ROLE.roundTableHost, name: 'Round table host', type: DELEGATE_ROLE },
  { id: EVENT_ROLE.advisoryBoardMember, name: 'Advisory board member', type: DELEGATE_ROLE },
  { id: EVENT_ROLE.accountManager, name: 'Account manager', type: PARTNER_ROLE },
  { id: EVENT_ROLE.salesRepresentative, name: 'Sales representative', type: PARTNER_ROLE },
  { id: EVENT_ROLE.technicalExpert, name: 'Technical expert', type: PARTNER_ROLE },
  { id: EVENT_ROLE.executiveSponsor, name: 'Executive sponsor', type: PARTNER_ROLE },
  { id: EVENT_ROLE.marketingLead, name: 'Marketing lead', type: PARTNER_ROLE },
  { id: EVENT_ROLE.moderator, name: 'Moderator', type: DELEGATE_ROLE },
  { id: EVENT_ROLE.speaker, name: 'Speaker', type: DELEGATE_ROLE },
];

export const MASTER_CONTACT_FUNCTIONS: readonly Option[] = [
  'Chief Executive Officer',
  'Chief Information Officer',
  'Chief Technology Officer',
  'Chief Financial Officer',
  'Chief Marketing Officer',
  'Chief Human Resources Officer',
  'Chief Procurement Officer',
  'Chief Information Security Officer',
  'IT Director',
  'Head of Procurement',
  'Head of Marketing',
  'Head of HR',
  'Finance Director',
  'Operations Director',
  'Sales Director',
].map((name, i) => ({ id: i + 1, name }));

export const INDUSTRIES: readonly Option[] = [
  'Banking',
  'Insurance',
  'Retail',
  'Manufacturing',
  'Healthcare',
  'Pharmaceuticals',
  'Energy & Utilities',
  'Telecommunications',
  'Public Sector',
  'Transport & Logistics',
  'Media',
  'Software',
  'Consulting',
  'Food & Beverage',
  'Automotive',
].map((name, i) => ({ id: i + 1, name }));

export const DELEGATE_VIP_ROLES: readonly Option[] = [
  'Keynote speaker',
  'Jury member',
  'Award winner',
  'Ambassador',
  'Board member',
  'Press',
].map((name, i) => ({ id: i + 1, name }));

export const OFFERING_STATUS = { inactive: 0, active: 1 } as const;
