import type { ContactHit, EventHit } from '@shared/directory/responses';

/** An event as the choosers show it: a search hit, or a record's include=event (id, name, startTime). */
export type EventSummary = Pick<EventHit, 'id' | 'name' | 'startTime'> & Partial<Pick<EventHit, 'endTime' | 'countryName' | 'status'>>;

/** A master contact as the choosers show it: a search hit, or a record's include=masterContact (id, fullName, email). */
export type MasterContactSummary = Pick<ContactHit, 'id' | 'fullName' | 'email'> &
  Partial<Pick<ContactHit, 'firstName' | 'lastName' | 'companyId'>> & { masterCompany?: ContactHit['masterCompany'] | null };

/** Spec section 8's toasts for failed directory searches. */
export const DIRECTORY_UI = {
  searchEventFailed: 'Search event failed',
  searchMasterContactFailed: 'Search master contact fails.',
} as const;
