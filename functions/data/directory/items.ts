import { idKey } from '../table.ts';
import type { Company, Contact, DirectoryEvent } from '../../../shared/directory/records.ts';

/**
 * How directory records become table items: keys and the search-index attributes.
 *
 * | record  | pk        | sk     | gsi1 (pk / sk)                           | gsi2                             | gsi3                        |
 * |---------|-----------|--------|------------------------------------------|----------------------------------|-----------------------------|
 * | contact | `contact` | id     | `contact-last#<c>` / `<last first>#id`   | `contact-first#<c>` / `<first last>#id` | `contact-email#<c>` / `<email>#id` |
 * | company | `company` | id     | `company-name#<c>` / `<name>#id`         |                                  |                             |
 * | event   | `event`   | id     | `event-start` / `<YYYY-MM-DD>#id`        |                                  |                             |
 * | event name word | `event-word#<c>` | `<word>#id` | (separate small items, one per word of the name) |            |                             |
 *
 * A contact whose import found action-trigger changes carries them in `actionsPending` (written in
 * the same put as the change, cleared once they ran) and, while it does, the sparse gsi4 keys
 * `action-pending` / `<written at>#id`, so work an interrupted import left behind is found by a
 * key condition, never a scan (docs/sending.md, "Action triggers").
 *
 * `<c>` is the first character of the normalized text, so a prefix search reads one partition
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

const shard = (prefix: string, text: string) => `${prefix}#${text.charAt(0) || '_'}`;

export const recordKey = (type: DirectoryType, id: number) => ({ pk: type, sk: idKey(id) });

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

/** The gsi4 partition of contacts with action-trigger work still to run. */
export const ACTIONS_PENDING_SERIES = 'action-pending';

/** The sparse index keys of a contact that carries pending actions (none otherwise). */
function actionIndexKeys(contact: { id: number; updatedAt?: number; actionsPending?: Record<string, unknown> }): Record<string, string> {
  if (!contact.actionsPending || !Object.keys(contact.actionsPending).length) return {};
  return { gsi4pk: ACTIONS_PENDING_SERIES, gsi4sk: `${String(contact.updatedAt ?? 0).padStart(10, '0')}#${idKey(contact.id)}` };
}

export function contactItem(contact: Contact & { version?: number; updatedAt?: number; actionsPending?: Record<string, unknown> }): Record<string, unknown> {
  const last = normalize(`${contact.lastName} ${contact.firstName}`);
  const first = normalize(`${contact.firstName} ${contact.lastName}`);
  const email = normalize(contact.email);
  return {
    ...withActivity('contact', contact),
    ...recordKey('contact', contact.id),
    gsi1pk: shard('contact-last', last),
    gsi1sk: `${last}#${idKey(contact.id)}`,
    gsi2pk: shard('contact-first', first),
    gsi2sk: `${first}#${idKey(contact.id)}`,
    gsi3pk: shard('contact-email', email),
    gsi3sk: `${email}#${idKey(contact.id)}`,
    ...actionIndexKeys(contact),
  };
}

export function companyItem(company: Company & { version?: number; updatedAt?: number }): Record<string, unknown> {
  const name = normalize(company.name);
  return { ...withActivity('company', company), ...recordKey('company', company.id), gsi1pk: shard('company-name', name), gsi1sk: `${name}#${idKey(company.id)}` };
}

export function eventItem(event: DirectoryEvent & { version?: number; updatedAt?: number }): Record<string, unknown> {
  return { ...event, ...recordKey('event', event.id), gsi1pk: 'event-start', gsi1sk: `${eventDay(event)}#${idKey(event.id)}` };
}

/** The distinct words of an event name, each an item that points at the event. */
export function eventWordItems(event: Pick<DirectoryEvent, 'id' | 'name'>): Record<string, unknown>[] {
  const words = [...new Set(normalize(event.name).split(/[^\p{L}\p{N}]+/u).filter(Boolean))];
  return words.map((word) => ({ pk: shard('event-word', word), sk: `${word}#${idKey(event.id)}`, eventId: event.id }));
}

const KEY_ATTRIBUTES = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'gsi3pk', 'gsi3sk', 'gsi4pk', 'gsi4sk'];

/** The record of an item; its pending actions only when asked for (the import carries them, nobody else sees them). */
export function fromItem<T>(item: Record<string, unknown>, { withActions = false } = {}): T {
  const { activity, ...record } = item;
  for (const key of KEY_ATTRIBUTES) delete record[key];
  if (!withActions) delete record.actionsPending;
  return (typeof activity === 'string' ? { ...record, ...JSON.parse(activity) } : record) as T;
}
