/**
 * The numeric vocabularies of the directory (events, contacts, companies and their activity),
 * as the workflow spec (section 3) numbers them. Target-group rules, the import API, the seed and
 * GraphQL all speak these values.
 */
export interface Option {
  id: number;
  name: string;
}

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
export const PARTICIPATION_TYPES: readonly Option[] = [
  { id: 1, name: 'Partner' },
  { id: 2, name: 'Delegate' },
  { id: 3, name: 'Prospect' },
  { id: 4, name: 'Marketing coordinator' },
  { id: 5, name: 'Sales coordinator' },
];

export const PARTICIPATION_STATUSES: readonly Option[] = [
  { id: 1, name: 'Confirmed' },
  { id: 3, name: 'Confirmed rebook' },
  { id: 4, name: 'Cancelled' },
  { id: 5, name: 'No show' },
  { id: 6, name: 'Late cancellation' },
];

/** Statuses allowed per participation type (partners: confirmed or cancelled). */
export const STATUSES_BY_TYPE: Record<number, readonly number[]> = {
  1: [1, 4],
  2: [1, 3, 4, 5, 6],
  3: [1, 4],
  4: [1, 4],
  5: [1, 4],
};

/** Prospect classes A1-D, stored 0-6. */
export const PROSPECT_CLASSES: readonly Option[] = ['A1', 'A2', 'A3', 'A4', 'B', 'C', 'D'].map((name, id) => ({ id, name }));

/** A company taking part in an event. */
export const COMPANY_PARTICIPATION_STATUSES: readonly Option[] = [
  { id: 1, name: 'Confirmed' },
  { id: 2, name: 'Cancelled' },
  { id: 4, name: 'Confirmed rebook' },
];

export const MEETING_STATUSES: readonly Option[] = [
  { id: 1, name: 'Booked' },
  { id: 2, name: 'Open request' },
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
export const EVENT_ROLES: readonly (Option & { type: 1 | 2 })[] = [
  { id: 1, name: 'Delegate', type: 1 },
  { id: 2, name: 'Chair', type: 1 },
  { id: 3, name: 'Panellist', type: 1 },
  { id: 4, name: 'Round table host', type: 1 },
  { id: 5, name: 'Advisory board member', type: 1 },
  { id: 6, name: 'Account manager', type: 2 },
  { id: 7, name: 'Sales representative', type: 2 },
  { id: 8, name: 'Technical expert', type: 2 },
  { id: 9, name: 'Executive sponsor', type: 2 },
  { id: 10, name: 'Marketing lead', type: 2 },
  { id: 11, name: 'Moderator', type: 1 },
  { id: 12, name: 'Speaker', type: 1 },
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
