import { invalid } from '../failure.ts';
import { now as nowSeconds } from '../../data/clock.ts';
import { DIRECTORY_TEXTS } from '../../../shared/directory/texts.ts';
import type { Company, Contact, DirectoryEvent } from '../../../shared/directory/records.ts';
import type { TargetGroup } from '../../../shared/target-groups/target-group.ts';
import type { AudienceEvent, EvaluationContext } from './context.ts';
import { evaluate, inAudience, type Explanation } from './evaluate.ts';
import { groupNeeds } from './needs.ts';
import { plan, type Plan } from './plan.ts';
import { onceById, storeReader, type DirectoryReader } from './reader.ts';

/**
 * The audience of a target group for an event: whether one contact is in it (with the
 * explanation), and who all of it is. Both evaluate the same rules over the same loaded records.
 */
export interface AudienceOptions {
  reader?: DirectoryReader;
  /** Unix seconds; defaults to the current time. */
  now?: number;
  /** Parallel segments of a whole-directory read. */
  segments?: number;
}

export const DEFAULT_SEGMENTS = 8;

export interface AudienceMember {
  id: number;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  languageId: number;
  companyId?: number;
}

export interface Audience {
  /** Ordered by id. */
  members: AudienceMember[];
  plan: Plan['sections'];
  /** 'candidates': only the planned candidates were read; 'all contacts': the whole directory. */
  read: 'candidates' | 'all contacts';
  evaluated: number;
}

const member = (c: Contact): AudienceMember => ({
  id: c.id,
  firstName: c.firstName,
  lastName: c.lastName,
  fullName: c.fullName,
  email: c.email,
  languageId: c.languageId,
  ...(c.companyId === undefined ? {} : { companyId: c.companyId }),
});

async function loadEvent(reader: DirectoryReader, eventId: number): Promise<DirectoryEvent> {
  const event = await reader.event(eventId);
  if (!event) throw invalid({ eventId: DIRECTORY_TEXTS.eventNotFound(eventId) }, DIRECTORY_TEXTS.eventNotFound(eventId));
  return event;
}

const eventIdsOf = (contacts: Contact[]) => contacts.flatMap((c) => c.participations.map((p) => p.eventId));

export async function findAudience(group: TargetGroup, eventId: number, options?: AudienceOptions & { plannedOnly?: false }): Promise<Audience>;
export async function findAudience(group: TargetGroup, eventId: number, options: AudienceOptions & { plannedOnly: true }): Promise<Audience | null>;
/** `plannedOnly`: null instead of reading every contact when a section is not bounded by the planner. */
export async function findAudience(group: TargetGroup, eventId: number, options: AudienceOptions & { plannedOnly?: boolean } = {}): Promise<Audience | null> {
  const reader = options.reader ?? storeReader;
  const now = options.now ?? nowSeconds();
  const event = await loadEvent(reader, eventId);
  const needs = groupNeeds(group);
  const companies = onceById<Company>((ids) => reader.companies(ids));
  const events = onceById<AudienceEvent>((ids) => reader.events(ids));
  const members: AudienceMember[] = [];
  let evaluated = 0;

  const evaluateBatch = async (contacts: Contact[]) => {
    const [companyById, eventById] = await Promise.all([
      needs.company ? companies(contacts.flatMap((c) => (c.companyId === undefined ? [] : [c.companyId]))) : new Map<number, Company>(),
      needs.events ? events(eventIdsOf(contacts)) : new Map<number, AudienceEvent>(),
    ]);
    for (const contact of contacts) {
      const company = contact.companyId === undefined ? undefined : companyById.get(contact.companyId);
      if (inAudience(group, { event, contact, company, events: eventById, now })) members.push(member(contact));
    }
    evaluated += contacts.length;
  };

  const planned = await plan(group, () => reader.roster(event.id));
  if (planned.candidates === 'all' && options.plannedOnly) return null;
  if (planned.candidates === 'all') {
    await reader.allContacts({ withActivity: needs.activity, segments: options.segments ?? DEFAULT_SEGMENTS }, evaluateBatch);
  } else {
    const ids = [...planned.candidates];
    const found = await reader.contacts(ids);
    await evaluateBatch([...found.values()]);
  }
  members.sort((a, b) => a.id - b.id);
  return { members, plan: planned.sections, read: planned.candidates === 'all' ? 'all contacts' : 'candidates', evaluated };
}

/**
 * The audience's size for the form, answered from the planner: the planned candidates are
 * evaluated (a roster's or a list's worth), a group that would need every contact read is not
 * counted (count null), so a count stays cheap enough to follow each change of the rules.
 */
export async function countAudience(group: TargetGroup, eventId: number, options: AudienceOptions = {}) {
  const audience = await findAudience(group, eventId, { ...options, plannedOnly: true });
  return audience
    ? { eventId, count: audience.members.length, read: 'candidates' as const, evaluated: audience.evaluated }
    : { eventId, count: null, read: 'all contacts' as const, evaluated: 0 };
}

export interface ContactTest {
  result: boolean;
  masterContact: { id: number; fullName: string };
  event: { id: number; name: string };
  explanation: Explanation;
}

/** One contact against the group, every rule explained (what the Test Target Group panel shows). */
export async function testContact(group: TargetGroup, eventId: number, contactId: number, options: AudienceOptions = {}): Promise<ContactTest> {
  const reader = options.reader ?? storeReader;
  const [event, contacts] = await Promise.all([loadEvent(reader, eventId), reader.contacts([contactId])]);
  const contact = contacts.get(contactId);
  if (!contact) throw invalid({ masterContactId: DIRECTORY_TEXTS.contactNotFound(contactId) }, DIRECTORY_TEXTS.contactNotFound(contactId));
  const [companies, events] = await Promise.all([
    contact.companyId === undefined ? new Map<number, Company>() : reader.companies([contact.companyId]),
    reader.events(eventIdsOf([contact])),
  ]);
  const ctx: EvaluationContext = { event, contact, company: contact.companyId === undefined ? undefined : companies.get(contact.companyId), events, now: options.now ?? nowSeconds() };
  const explanation = evaluate(group, ctx);
  return { result: explanation.result, masterContact: { id: contact.id, fullName: contact.fullName }, event: { id: event.id, name: event.name }, explanation };
}
