import { COMPANY, CONTACT, DIRECTORY_EVENT, EVENT_WORD } from '../stored-types.ts';
import { KEY_ATTRIBUTES } from '../stored-type.ts';
import { AUDIT_POINTER } from '../audit-log.ts';
import type { Company, Contact, DirectoryEvent } from '../../../shared/directory/records.ts';

/**
 * How directory records become table items: keys and the search-index attributes (CONTACT,
 * COMPANY, DIRECTORY_EVENT and EVENT_WORD in stored-types.ts). A contact's gsi1 name is
 * "last first", its gsi2 name "first last"; an event's day is YYYY-MM-DD in its own time zone.
 *
 * A contact whose import found action-trigger changes carries them in `actionsPending` (written in
 * the same put as the change, cleared once they ran) and, while it does, the sparse gsi4 keys
 * `action-pending` / `<written at>#id`, so work an interrupted import left behind is found by a
 * key condition, never a scan (docs/sending.md, "Action triggers").
 *
 * `<initial>` is the first character of the normalized text, so a prefix search reads one partition
 * with a begins_with key condition. Activity lives inside its contact or company item, as one
 * JSON document attribute (`activity`): it is always read whole with its record and never
 * filtered on in the store, and a single attribute is far cheaper to write than dozens of nested
 * ones (the 100,000-contact seed depends on it).
 */
export type DirectoryType = 'contact' | 'company' | 'event';

/** Lower case, accents removed, single spaces: what search keys and search input are compared as. */
export function normalize(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The partition of a prefix search: the text's first character. */
export const initialOf = (text: string) => text.charAt(0) || '_';

const RECORD = { contact: CONTACT, company: COMPANY, event: DIRECTORY_EVENT } as const;
export const recordKey = (type: DirectoryType, id: number) => RECORD[type].key({ id });

/** The day an event starts, as the search by start date reads it (event's own time zone). */
export function eventDay(event: Pick<DirectoryEvent, 'startTime' | 'timezone'>): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: event.timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    new Date(event.startTime * 1000),
  );
  const get = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** The activity lists of each record type, kept in the `activity` document attribute. */
const ACTIVITY: Record<DirectoryType, string[]> = {
  contact: ['participations', 'meetings', 'blockedTimes', 'processStates'],
  company: ['participations', 'packages'],
  event: [],
};

function withActivity(type: DirectoryType, record: Record<string, unknown>): Record<string, unknown> {
  const lists = ACTIVITY[type];
  if (!lists.length) return { ...record };
  const item: Record<string, unknown> = { ...record };
  const activity: Record<string, unknown> = {};
  for (const list of lists) {
    activity[list] = record[list] ?? [];
    delete item[list];
  }
  item.activity = JSON.stringify(activity);
  return item;
}

/** The sparse index keys of a contact that carries pending actions (none otherwise). */
function actionIndexKeys(contact: { id: number; updatedAt?: number; actionsPending?: Record<string, unknown> }): Record<string, string> {
  if (!contact.actionsPending || !Object.keys(contact.actionsPending).length) return {};
  return CONTACT.indexKeys('gsi4', { at: contact.updatedAt ?? 0, id: contact.id });
}

export function contactItem(contact: Contact & { version?: number; updatedAt?: number; actionsPending?: Record<string, unknown> }): Record<string, unknown> {
  const last = normalize(`${contact.lastName} ${contact.firstName}`);
  const first = normalize(`${contact.firstName} ${contact.lastName}`);
  const email = normalize(contact.email);
  return {
    ...withActivity('contact', contact),
    ...recordKey('contact', contact.id),
    ...CONTACT.indexKeys('gsi1', { initial: initialOf(last), name: last, id: contact.id }),
    ...CONTACT.indexKeys('gsi2', { initial: initialOf(first), name: first, id: contact.id }),
    ...CONTACT.indexKeys('gsi3', { initial: initialOf(email), email, id: contact.id }),
    ...actionIndexKeys(contact),
  };
}

export function companyItem(company: Company & { version?: number; updatedAt?: number }): Record<string, unknown> {
  const name = normalize(company.name);
  return { ...withActivity('company', company), ...recordKey('company', company.id), ...COMPANY.indexKeys('gsi1', { initial: initialOf(name), name, id: company.id }) };
}

export function eventItem(event: DirectoryEvent & { version?: number; updatedAt?: number }): Record<string, unknown> {
  return { ...event, ...recordKey('event', event.id), ...DIRECTORY_EVENT.indexKeys('gsi1', { day: eventDay(event), id: event.id }) };
}

/** The distinct words of an event name, each an item that points at the event. */
export function eventWordItems(event: Pick<DirectoryEvent, 'id' | 'name'>): Record<string, unknown>[] {
  const words = [...new Set(normalize(event.name).split(/[^\p{L}\p{N}]+/u).filter(Boolean))];
  return words.map((word) => ({ ...EVENT_WORD.key({ initial: initialOf(word), word, eventId: event.id }), eventId: event.id }));
}

/** The record of an item; its pending actions and audit entry only when asked for (the import carries them, nobody else sees them). */
export function fromItem<T>(item: Record<string, unknown>, { withActions = false } = {}): T {
  const { activity, ...record } = item;
  for (const key of KEY_ATTRIBUTES) delete record[key];
  if (!withActions) {
    delete record.actionsPending;
    delete record[AUDIT_POINTER];
  }
  return (typeof activity === 'string' ? { ...record, ...JSON.parse(activity) } : record) as T;
}
