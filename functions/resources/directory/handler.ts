import { createHandler, ok, type SignedInContext } from '../../kit/http.ts';
import { malformed, notFound } from '../../domain/failure.ts';
import { importDirectory } from '../../domain/reactions/directory-changes.ts';
import { parseRecords } from './parse-records.ts';
import { now } from '../../data/clock.ts';
import { getCompanies, getCompany, getContact, getContacts, getEvent, searchContacts, searchEvents, upcomingEvents } from '../../data/directory/store.ts';
import { DIRECTORY_TEXTS, IMPORT_BATCH_MAX, MAX_IDS, SEARCH_LIMIT } from '../../../shared/directory/texts.ts';
import { PAGE_SIZES, SEARCH_FILTERS } from '../../../shared/list-query.ts';
import * as vocabulary from '../../../shared/directory/vocabulary.ts';

const items = <T>(list: readonly T[]) => ok({ items: list, total: list.length });

function idParam(ctx: SignedInContext, message: (id: string) => string): number {
  const raw = ctx.params.id ?? '';
  if (!/^\d+$/.test(raw)) throw notFound(message(raw));
  return Number(raw);
}

/** Searches answer SEARCH_LIMIT results unless the caller pages (page[size], page[number]). */
function paging(ctx: SignedInContext): { limit: number; skip: number } {
  const size = Number(ctx.query.get('page[size]') ?? SEARCH_LIMIT);
  const number = Number(ctx.query.get('page[number]') ?? 1);
  if (!(PAGE_SIZES as readonly number[]).includes(size) && size !== SEARCH_LIMIT) throw malformed(`page[size] must be one of ${PAGE_SIZES.join(', ')}.`);
  if (!Number.isInteger(number) || number < 1) throw malformed('page[number] must be a positive whole number.');
  return { limit: size * number, skip: size * (number - 1) };
}

const searchText = (ctx: SignedInContext) => SEARCH_FILTERS.map((name) => ctx.query.get(`filter[${name}]`)).find((value) => value != null)?.trim() ?? '';

/** Adds masterCompany {id, name} to contacts with one batched read. */
async function withCompanies<T extends { companyId?: number }>(contacts: T[]): Promise<(T & { masterCompany?: { id: number; name: string } })[]> {
  const companies = await getCompanies(contacts.map((c) => c.companyId).filter((id): id is number => id != null));
  return contacts.map((contact) => {
    const company = contact.companyId == null ? undefined : companies.get(contact.companyId);
    return company ? { ...contact, masterCompany: { id: company.id, name: company.name } } : contact;
  });
}

export const handler = createHandler({
  'GET /v1/events': async (ctx) => {
    const { limit, skip } = paging(ctx);
    const query = searchText(ctx);
    const found = query ? await searchEvents(query, limit) : await upcomingEvents(now(), limit);
    return ok({ items: found.slice(skip), total: found.length });
  },

  'GET /v1/events/{id}': async (ctx) => {
    const id = idParam(ctx, DIRECTORY_TEXTS.eventNotFound);
    const event = await getEvent(id);
    if (!event) throw notFound(DIRECTORY_TEXTS.eventNotFound(id));
    return ok(event);
  },

  'GET /v1/master-contacts': async (ctx) => {
    const { limit, skip } = paging(ctx);
    const found = await searchContacts(searchText(ctx), limit);
    return ok({ items: await withCompanies(found.slice(skip)), total: found.length });
  },

  'GET /v1/master-contacts/get-by-ids': async (ctx) => {
    const raw = [...ctx.query.getAll('ids[]'), ...ctx.query.getAll('ids')].flatMap((value) => value.split(','));
    if (!raw.length) throw malformed(DIRECTORY_TEXTS.idsRequired, { ids: DIRECTORY_TEXTS.idsRequired });
    if (raw.length > MAX_IDS) throw malformed(DIRECTORY_TEXTS.tooManyIds(MAX_IDS), { ids: DIRECTORY_TEXTS.tooManyIds(MAX_IDS) });
    const ids = raw.map(Number).filter((id) => Number.isInteger(id) && id > 0);
    const found = await getContacts(ids);
    const ordered = [...new Set(ids)].map((id) => found.get(id)).filter((c) => c !== undefined);
    const expands = [...ctx.query.getAll('expands[]'), ...ctx.query.getAll('expands')];
    return ok({ items: expands.includes('masterCompany') ? await withCompanies(ordered) : ordered, total: ordered.length });
  },

  'GET /v1/master-contacts/{id}': async (ctx) => {
    const id = idParam(ctx, DIRECTORY_TEXTS.contactNotFound);
    const contact = await getContact(id);
    if (!contact) throw notFound(DIRECTORY_TEXTS.contactNotFound(id));
    return ok((await withCompanies([contact]))[0]);
  },

  'GET /v1/master-companies/{id}': async (ctx) => {
    const id = idParam(ctx, DIRECTORY_TEXTS.companyNotFound);
    const company = await getCompany(id);
    if (!company) throw notFound(DIRECTORY_TEXTS.companyNotFound(id));
    return ok(company);
  },

  'GET /v1/master-contact-functions': async () => items(vocabulary.MASTER_CONTACT_FUNCTIONS),
  'GET /v1/industries': async () => items(vocabulary.INDUSTRIES),
  'GET /v1/delegate-vip-roles': async () => items(vocabulary.DELEGATE_VIP_ROLES),
  'GET /v1/event-roles': async () => items(vocabulary.EVENT_ROLES),
  'GET /v1/activity-processes': async () => items(vocabulary.ACTIVITY_PROCESSES),
  'GET /v1/directory/vocabulary': async () => ok(vocabulary),

  'POST /v1/directory/import': async (ctx) => {
    const parsed = parseRecords(ctx.body);
    if (!parsed) throw malformed(DIRECTORY_TEXTS.importBody);
    if (parsed.records.length > IMPORT_BATCH_MAX) throw malformed(DIRECTORY_TEXTS.importTooLarge(IMPORT_BATCH_MAX));
    const summary = await importDirectory(parsed.records);
    summary.received += parsed.errors.length;
    summary.errors = [...parsed.errors, ...summary.errors].sort((a, b) => a.index - b.index);
    summary.failed = new Set(summary.errors.map((e) => e.index)).size;
    return ok(summary);
  },
});
