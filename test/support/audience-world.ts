import type { Company, Contact, DirectoryEvent } from '../../shared/directory/records.ts';
import type { RosterEntry } from '../../functions/data/directory/store.ts';
import type { DirectoryReader } from '../../functions/domain/audience/reader.ts';

/**
 * A directory held in memory, answering the audience's reads as the store does: the roster is
 * derived from the participations, a whole-directory read comes in pages, and a read without
 * activity really leaves the activity out (so a rule that needs it and was not given it fails).
 */
export interface MemoryWorld {
  events: DirectoryEvent[];
  companies: Company[];
  contacts: Contact[];
}

export function memoryReader(world: MemoryWorld, pageSize = 7): DirectoryReader & { reads: { all: number; contacts: number } } {
  const byId = <T extends { id: number }>(list: T[]) => new Map(list.map((r) => [r.id, r]));
  const contacts = byId(world.contacts);
  const companies = byId(world.companies);
  const events = byId(world.events);
  const pick = <T>(map: Map<number, T>, ids: readonly number[]) => new Map(ids.filter((id) => map.has(id)).map((id) => [id, map.get(id)!]));
  const reads = { all: 0, contacts: 0 };
  return {
    reads,
    event: async (id) => events.get(id),
    roster: async (eventId) =>
      world.contacts.flatMap((c) =>
        c.participations
          .filter((p) => p.eventId === eventId)
          .map((p): RosterEntry => ({ participationId: p.id, contactId: c.id, participationType: p.participationType, status: p.status, roleId: p.roleId })),
      ),
    contacts: async (ids) => {
      reads.contacts += ids.length;
      return pick(contacts, ids);
    },
    allContacts: async ({ withActivity }, onPage) => {
      reads.all++;
      const all = world.contacts.map((c) => (withActivity ? c : { ...c, participations: [], meetings: [], blockedTimes: [], processStates: [] }));
      // two "segments" whose pages interleave, as parallel Queries do
      const halves = [all.filter((_, i) => i % 2 === 0), all.filter((_, i) => i % 2 === 1)];
      await Promise.all(
        halves.map(async (half) => {
          for (let start = 0; start < half.length; start += pageSize) await onPage(half.slice(start, start + pageSize));
        }),
      );
    },
    companies: async (ids) => pick(companies, ids),
    events: async (ids) => pick(events, ids),
  };
}
