import { Random } from './random.ts';
import { COMPANY_FORMS, COMPANY_SUFFIXES, COMPANY_WORDS, emailPart, EVENT_THEMES, FIRST_NAMES, LAST_NAMES, VENUES } from './names.ts';
import {
  ACTIVITY_PROCESSES,
  DEADLINE_TYPES,
  DELEGATE_VIP_ROLES,
  EVENT_ROLES,
  INDUSTRIES,
  MASTER_CONTACT_FUNCTIONS,
  PROCESS_OUTCOMES,
  STATUSES_BY_TYPE,
} from '../../../shared/directory/vocabulary.ts';
import type { Company, Contact, DirectoryEvent, Person } from '../../../shared/directory/records.ts';
import { addDays, civilDateAt, instantAt } from '../../../shared/amsterdam-time.ts';
import type { RosterEntry } from '../../../functions/data/directory/store.ts';

/**
 * A deterministic, coherent directory: events a year either side of the anchor with deadlines,
 * companies (a quarter of them partners with packages at events), contacts in several languages,
 * participations of every type and status, meetings with partner companies, blocked times and
 * process states. The same seed, size and anchor always give the same world.
 */
export interface World {
  events: DirectoryEvent[];
  companies: Company[];
  contacts: Contact[];
  rosters: Map<number, RosterEntry[]>;
}

const DAY = 86_400;
/** Days from the event start to each deadline type (negative: before the event). */
const DEADLINE_OFFSETS: Record<number, number> = {
  1: -3, 2: 90, 3: -21, 4: -7, 5: -60, 6: -120, 7: -100, 8: -80, 9: -30, 10: -14, 11: -45, 12: -2, 13: 1, 14: -150,
  15: -5, 16: -4, 17: -90, 18: -75, 19: -70, 20: -60, 21: -50, 22: -28, 23: 0, 24: -10, 25: -35, 26: -40, 27: -9, 28: -6, 29: 3,
};
const LANGUAGE_WEIGHTS: [number, number][] = [[1, 35], [2, 15], [3, 12], [4, 12], [5, 8], [6, 8], [8, 5], [9, 5]];
const PHONE_PREFIX: Record<number, string> = { 1: '+44 7', 2: '+49 15', 3: '+33 6', 4: '+31 6', 5: '+34 6', 6: '+39 3', 8: '+48 5', 9: '+46 7' };

export interface WorldOptions {
  contacts: number;
  seed: number;
  /** Unix seconds the world is built around; defaults to the first day of the current month (UTC). */
  anchor?: number;
}

export function defaultAnchor(): number {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) / 1000;
}

function person(random: Random, title: string): Person {
  const languageId = random.weighted(LANGUAGE_WEIGHTS);
  const firstName = random.pick(FIRST_NAMES[languageId]);
  const lastName = random.pick(LAST_NAMES[languageId]);
  return {
    firstName,
    lastName,
    email: `${emailPart(firstName)}.${emailPart(lastName)}@events-company.example`,
    title,
    phoneNumber: `${PHONE_PREFIX[languageId]}${random.int(1000000, 9999999)}`,
  };
}

export function generateWorld(options: WorldOptions): World {
  const random = new Random(options.seed);
  const anchor = options.anchor ?? defaultAnchor();
  const ids = { participation: 0, companyParticipation: 0, meeting: 0, blockedTime: 0, package: 0, processState: 0 };

  const eventCount = Math.max(12, Math.round(options.contacts / 700));
  const events: DirectoryEvent[] = Array.from({ length: eventCount }, (_, i) => {
    const venue = VENUES[i % VENUES.length];
    const startTime = anchor + Math.round(((i + 0.5) / eventCount) * 730 - 365) * DAY + 7.5 * 3600;
    const year = new Date(startTime * 1000).getUTCFullYear();
    return {
      id: i + 1,
      name: `${EVENT_THEMES[i % EVENT_THEMES.length]} ${venue.city} ${year}`,
      startTime,
      // one or two days, ending 17:30 on the Amsterdam clock the screens show (not in the small hours)
      endTime: instantAt(addDays(civilDateAt(startTime), random.int(0, 1)), 17, 30).unix,
      countryName: venue.countryName,
      city: venue.city,
      timezone: venue.timezone,
      status: random.chance(0.05) ? 0 : 1,
      deadlines: Object.fromEntries(DEADLINE_TYPES.map((t) => [String(t.id), startTime + DEADLINE_OFFSETS[t.id] * DAY])),
      producer: person(random, 'Event producer'),
    };
  });

  const accountManagers = Array.from({ length: 20 }, () => person(random, 'Account manager'));
  const companyCount = Math.max(10, Math.ceil(options.contacts / 10));
  const partnersAt = new Map<number, number[]>(); // event id -> partner company ids
  const companies: Company[] = Array.from({ length: companyCount }, (_, i) => {
    const id = i + 1;
    const company: Company = {
      id,
      name: `${random.pick(COMPANY_WORDS)} ${random.pick(COMPANY_SUFFIXES)} ${random.pick(COMPANY_FORMS)}${i >= 1000 ? ` ${Math.floor(i / 1000) + 1}` : ''}`,
      industryId: random.pick(INDUSTRIES).id,
      countryName: random.pick(VENUES).countryName,
      accountManager: random.pick(accountManagers),
      participations: [],
      packages: [],
    };
    if (random.chance(0.25)) {
      for (const event of random.sample(events, random.int(1, 4)).sort((a, b) => a.id - b.id)) {
        const status = random.weighted([[1, 80], [2, 10], [4, 10]] as const);
        company.participations.push({
          id: ++ids.companyParticipation,
          eventId: event.id,
          companyId: id,
          status,
          representativesAssigned: random.chance(0.7),
          invoicingInfoKnown: random.chance(0.8),
          logoKnown: random.chance(0.6),
        });
        if (status !== 2) partnersAt.set(event.id, [...(partnersAt.get(event.id) ?? []), id]);
        for (let p = random.int(1, 3); p > 0; p--) {
          const packageType = random.int(1, 17);
          company.packages.push({
            id: ++ids.package,
            companyId: id,
            eventId: event.id,
            level: random.int(1, 6),
            packageType,
            status: random.weighted([[1, 70], [2, 20], [3, 10]] as const),
            amount: random.int(0, 20),
            ...(packageType === 9 || packageType === 10 ? { value: random.chance(0.5) ? 1 : 0 } : {}),
          });
        }
      }
      if (random.chance(0.3))
        company.packages.push({ id: ++ids.package, companyId: id, level: random.int(1, 6), packageType: 18, status: 1, amount: random.int(0, 50) });
    }
    return company;
  });

  const rosters = new Map<number, RosterEntry[]>();
  const contacts: Contact[] = Array.from({ length: options.contacts }, (_, i) => {
    const id = i + 1;
    const company = companies[random.int(0, companyCount - 1)];
    const languageId = random.weighted(LANGUAGE_WEIGHTS);
    const firstName = random.pick(FIRST_NAMES[languageId]);
    const lastName = random.pick(LAST_NAMES[languageId]);
    const fn = random.chance(0.9) ? random.pick(MASTER_CONTACT_FUNCTIONS) : undefined;
    const contact: Contact = {
      id,
      firstName,
      lastName,
      fullName: `${firstName} ${lastName}`,
      email: `${emailPart(firstName)}.${emailPart(lastName)}.${id}@${emailPart(company.name.split(' ')[0])}-${company.id}.example`,
      phoneNumber: `${PHONE_PREFIX[languageId]}${random.int(1000000, 9999999)}`,
      languageId,
      companyId: company.id,
      ...(fn ? { functionId: fn.id, jobTitle: fn.name } : {}),
      vipRoleIds: random.chance(0.05) ? random.sample(DELEGATE_VIP_ROLES, random.int(1, 2)).map((r) => r.id).sort((a, b) => a - b) : [],
      mobileServiceAccount: random.chance(0.3),
      offeringsCount: random.int(0, 5),
      offeringsStatus: random.chance(0.6) ? 1 : 0,
      investmentsCount: random.int(0, 4),
      investmentsStatus: random.chance(0.5) ? 1 : 0,
      investmentDataUpdatedAt: anchor - random.int(0, 730) * DAY,
      personalInfoKnown: random.chance(0.85),
      participations: [],
      meetings: [],
      blockedTimes: [],
      processStates: [],
    };
    const isPartnerStaff = company.participations.length > 0 && random.chance(0.5);
    const attended = isPartnerStaff
      ? events.filter((e) => company.participations.some((p) => p.eventId === e.id))
      : random.sample(events, random.weighted([[0, 25], [1, 30], [2, 25], [3, 12], [4, 8]] as const));
    for (const event of attended.sort((a, b) => a.id - b.id)) {
      const participationType = isPartnerStaff ? 1 : random.weighted([[2, 60], [3, 30], [4, 5], [5, 5]] as const);
      const allowed = STATUSES_BY_TYPE[participationType];
      const status = random.chance(0.7) ? allowed[0] : random.pick(allowed);
      const roles = EVENT_ROLES.filter((r) => r.type === (participationType === 1 ? 2 : 1));
      const roleId = participationType === 2 && random.chance(0.8) ? 1 : random.pick(roles).id;
      const participation = {
        id: ++ids.participation,
        eventId: event.id,
        contactId: id,
        participationType,
        status,
        roleId,
        ...(participationType === 3 ? { prospectClass: random.int(0, 6) } : {}),
        registeredAt: event.startTime - random.int(10, 200) * DAY,
      };
      contact.participations.push(participation);
      let roster = rosters.get(event.id);
      if (!roster) rosters.set(event.id, (roster = []));
      roster.push({ participationId: participation.id, contactId: id, participationType, status, roleId });
      const partners = partnersAt.get(event.id) ?? [];
      if (participationType === 2 && (status === 1 || status === 3) && partners.length) {
        for (let m = random.int(0, 4); m > 0; m--)
          contact.meetings.push({
            id: ++ids.meeting,
            eventId: event.id,
            contactId: id,
            companyId: random.pick(partners),
            status: random.chance(0.7) ? 1 : 2,
            startTime: event.startTime + random.int(1, 16) * 1800,
          });
        if (random.chance(0.1)) {
          const start = event.startTime + random.int(1, 12) * 1800;
          contact.blockedTimes.push({ id: ++ids.blockedTime, eventId: event.id, contactId: id, startTime: start, endTime: start + 3600 });
        }
      }
    }
    for (let s = random.int(0, 2); s > 0; s--) {
      const event = contact.participations.length && random.chance(0.6) ? random.pick(contact.participations).eventId : undefined;
      contact.processStates.push({
        id: ++ids.processState,
        contactId: id,
        ...(event ? { eventId: event } : {}),
        process: random.pick(ACTIVITY_PROCESSES).id,
        outcome: random.pick(PROCESS_OUTCOMES).id,
        updatedAt: anchor - random.int(0, 365) * DAY,
      });
    }
    return contact;
  });

  return { events, companies, contacts, rosters };
}
