import { now } from '../clock.ts';
import { factsComplete, readAllContactFacts, type ContactFacts } from './contact-facts.ts';
import { catchUpFacts, catchUpRoster } from './pending-syncs.ts';
import { readRoster } from './rosters.ts';
import { upcomingEvents, type RosterEntry } from './store.ts';
import { CONFIRMED_STATUSES, EVENT_STATUS } from '../../../shared/directory/vocabulary.ts';

/**
 * Reads of what imports derive from the contacts: an event's roster and the contact facts. Each
 * first completes what an interrupted import left pending (pending-syncs.ts), so no reader relies
 * on a roster or facts that fell behind the contacts, in AWS as locally.
 */
export async function getRoster(eventId: number): Promise<RosterEntry[]> {
  await catchUpRoster(eventId);
  return readRoster(eventId);
}

/** Every contact's facts, a chunk page at a time, when they cover every contact; false (nothing read) when they do not yet. */
export async function readCompleteContactFacts(onPage: (facts: ContactFacts[]) => Promise<void> | void): Promise<boolean> {
  if (!(await factsComplete())) return false;
  await catchUpFacts();
  await readAllContactFacts(onPage);
  return true;
}

/**
 * What query editors prefill: the next active event that has confirmed participants (among the
 * next ten active ones; else the next active event) and up to 50 of them, so a preview renders
 * real values rather than an empty list.
 */
export async function defaultVariables(): Promise<{ eventId: number | null; contactIds: number[] }> {
  const coming = (await upcomingEvents(now(), 50)).filter((event) => event.status === EVENT_STATUS.active).slice(0, 10);
  for (const event of coming) {
    const confirmed = (await getRoster(event.id)).filter((entry) => CONFIRMED_STATUSES.includes(entry.status));
    if (confirmed.length) return { eventId: event.id, contactIds: [...new Set(confirmed.map((entry) => entry.contactId))].slice(0, 50) };
  }
  return { eventId: coming[0]?.id ?? null, contactIds: [] };
}
