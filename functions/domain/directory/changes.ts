import { ACTION_TRIGGER, ACTION_TRIGGERS, type ActionTriggerId } from '../../../shared/action-triggers.ts';
import type { Contact, DirectoryEvent } from '../../../shared/directory/records.ts';
import { CANCELLED_STATUSES, CONFIRMED_STATUSES, EVENT_STATUS, MEETING_STATUS, PARTICIPATION_TYPE } from '../../../shared/directory/vocabulary.ts';

/**
 * Which changes of a contact's activity are action triggers (docs/sending.md, "Action triggers",
 * T1-T4): the import compares the contact as stored with the contact it is about to write and
 * writes what this finds in the same put, keyed by the once-key of the send.
 */
export const TRIGGER = ACTION_TRIGGER;
export type TriggerId = ActionTriggerId;


/** The action triggers and participation changes a contact write carries, to run after the import (domain/reactions/run-actions.ts). */
export interface ContactActions {
  contactId: number;
  /** The contact version that carries them (the clear is conditional on it). */
  version: number;
  actions: Record<string, ContactAction>;
}

/**
 * What an import changed that the sending side reacts to (domain/reactions/): events whose dates
 * may have moved (their items are planned again) and contacts with action triggers to run. The
 * directory publishes them; it never calls up into sending.
 */
export interface DirectoryChanges {
  eventIds: number[];
  contacts: ContactActions[];
}

/** One action to run for one contact: the message of `trigger` for this record, and (cancellations) the skip. */
export interface PendingAction {
  trigger: TriggerId;
  /** The meeting or participation that changed. */
  recordId: number;
  eventId: number;
  contactId: number;
}

/**
 * A change of the contact's participation in an event that reports count after a message
 * (docs/reports.md, participationChanged): a new registration, a registration that became
 * confirmed, a booked meeting. Carried like an action trigger (in the same put as the change, run
 * after the import, cleared once it ran), so a crash in between loses none.
 */
export interface ParticipationChange {
  change: 'registered' | 'confirmed' | 'bookedMeeting';
  /** The participation or meeting. */
  recordId: number;
  eventId: number;
  contactId: number;
  /** When the import saw it (unix seconds). */
  at: number;
}

export type ContactAction = PendingAction | ParticipationChange;
export const isParticipationChange = (action: ContactAction): action is ParticipationChange => 'change' in action;

const SLUG: Record<TriggerId, string> = { [TRIGGER.bookedMeeting]: 'booked-meeting', [TRIGGER.cancelledRegistration]: 'cancelled-registration' };
const RECORD: Record<TriggerId, string> = { [TRIGGER.bookedMeeting]: 'meeting', [TRIGGER.cancelledRegistration]: 'participation' };

/**
 * The once-key of a change: the trigger, the record, and the contact version that recorded the
 * change. The same change imported again writes nothing, so finds nothing; the next time the
 * record turns (after a re-confirmation, say) is a later version, so a new key.
 */
export const actionKey = (action: PendingAction, version: number) => `${SLUG[action.trigger]}:${action.recordId}:contact-${action.contactId}-v${version}`;

export const triggerName = (trigger: TriggerId) => ACTION_TRIGGERS.find((t) => t.id === trigger)!.name;
export const recordName = (action: PendingAction) => `${RECORD[action.trigger]} #${action.recordId}`;

/** An event people are still coming to: active, not over. Changes at other events trigger nothing (T3). */
export const isLiveEvent = (event: Pick<DirectoryEvent, 'status' | 'endTime'> | undefined, now: number) =>
  Boolean(event && event.status === EVENT_STATUS.active && event.endTime > now);

type Activity = Pick<Contact, 'id' | 'meetings' | 'participations'>;

/** The once-key of a participation change (the same change imported again writes nothing, so finds nothing). */
export const participationKey = (change: ParticipationChange, version: number) => `participation-${change.change}:${change.recordId}:contact-${change.contactId}-v${version}`;

/** Registrations: participations of partners and delegates (a prospect or a coordinator does not come to the event). */
const REGISTERING_TYPES: readonly number[] = [PARTICIPATION_TYPE.partner, PARTICIPATION_TYPE.delegate];

/** The participation changes a write of `after` over `before` makes, at events people are still coming to. */
export function detectParticipationChanges(before: Activity | undefined, after: Activity, at: number): ParticipationChange[] {
  const found: ParticipationChange[] = [];
  const participationsBefore = new Map((before?.participations ?? []).map((p) => [p.id, p]));
  for (const participation of after.participations ?? []) {
    if (!REGISTERING_TYPES.includes(participation.participationType)) continue;
    const previous = participationsBefore.get(participation.id);
    const base = { recordId: participation.id, eventId: participation.eventId, contactId: after.id, at };
    if (!previous && !CANCELLED_STATUSES.includes(participation.status)) found.push({ change: 'registered', ...base });
    else if (previous && !CONFIRMED_STATUSES.includes(previous.status) && CONFIRMED_STATUSES.includes(participation.status)) found.push({ change: 'confirmed', ...base });
  }
  const meetingsBefore = new Map((before?.meetings ?? []).map((m) => [m.id, m]));
  for (const meeting of after.meetings ?? [])
    if (meeting.status === MEETING_STATUS.booked && meetingsBefore.get(meeting.id)?.status !== MEETING_STATUS.booked)
      found.push({ change: 'bookedMeeting', recordId: meeting.id, eventId: meeting.eventId, contactId: after.id, at });
  return found;
}

/** The actions a write of `after` over `before` (undefined: a new contact) causes, keyed by once-key. */
export function detectActions(before: Activity | undefined, after: Activity, version: number, isLive: (eventId: number) => boolean, at = 0): Record<string, ContactAction> {
  const changes = detectParticipationChanges(before, after, at).filter((change) => isLive(change.eventId));
  const found: PendingAction[] = [];
  const meetingsBefore = new Map((before?.meetings ?? []).map((m) => [m.id, m]));
  for (const meeting of after.meetings ?? []) {
    // T1: booked now and not booked before (new, or an open request that got booked)
    if (meeting.status === MEETING_STATUS.booked && meetingsBefore.get(meeting.id)?.status !== MEETING_STATUS.booked)
      found.push({ trigger: TRIGGER.bookedMeeting, recordId: meeting.id, eventId: meeting.eventId, contactId: after.id });
  }
  const participationsBefore = new Map((before?.participations ?? []).map((p) => [p.id, p]));
  for (const participation of after.participations ?? []) {
    // T2: a registration we knew as not cancelled that is cancelled now (one that arrives cancelled never was one)
    const previous = participationsBefore.get(participation.id);
    if (previous && !CANCELLED_STATUSES.includes(previous.status) && CANCELLED_STATUSES.includes(participation.status))
      found.push({ trigger: TRIGGER.cancelledRegistration, recordId: participation.id, eventId: participation.eventId, contactId: after.id });
  }
  return Object.fromEntries([
    ...found.filter((action) => isLive(action.eventId)).map((action) => [actionKey(action, version), action] as const),
    ...changes.map((change) => [participationKey(change, version), change] as const),
  ]);
}
