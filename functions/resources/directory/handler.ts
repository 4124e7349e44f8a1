import { createHandler, ok, type SignedInContext } from '../../kit/http.ts';
import { malformed, notFound } from '../../domain/failure.ts';
import { importDirectory } from '../../domain/reactions/directory-changes.ts';
import { recordImport } from '../../domain/directory/import-trail.ts';
import { byUser } from '../../domain/audit/trail.ts';
import { parseRecords } from './parse-records.ts';
import { now } from '../../data/clock.ts';
import { getCompanies, getCompany, getContact, getContacts, getEvent, searchContacts, searchEvents, upcomingEvents } from '../../data/directory/store.ts';
import { DIRECTORY_TEXTS, IMPORT_BATCH_MAX, MAX_IDS } from '../../../shared/directory/texts.ts';
import { readListParams, WHOLE_LIST } from '../../kit/list-engine.ts';
import { BY_IDS, SEARCH } from './list-rules.ts';
import * as vocabulary from '../../../shared/directory/vocabulary.ts';

/** The vocabularies are answered whole; like every list, they refuse parameters they do not know. */
const items = <T>(list: readonly T[]) => async (ctx: SignedInContext) => {
  readListParams(ctx.query, WHOLE_LIST);
  return ok({ items: list, total: list.length });
};

function idParam(ctx: SignedInContext, message: (id: string) => string): number {
  const raw = ctx.params.id ?? '';
  if (!/^\d+$/.test(raw)) throw notFound(message(raw));
  return Number(raw);
}

function search(ctx: SignedInContext): { text: string; limit: number; skip: number } {
  const { search: text = '', page } = readListParams(ctx.query, SEARCH);
  return { text, limit: page.size * page.number, skip: page.size * (page.number - 1) };
}

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
    const { text, limit, skip } = search(ctx);
    const found = text ? await searchEvents(text, limit) : await upcomingEvents(now(), limit);
    return ok({ items: found.slice(skip), total: found.length });
  },

  'GET /v1/events/{id}': async (ctx) => {
    const id = idParam(ctx, DIRECTORY_TEXTS.eventNotFound);
    const event = await getEvent(id);
    if (!event) throw notFound(DIRECTORY_TEXTS.eventNotFound(id));
    return ok(event);
  },

  'GET /v1/master-contacts': async (ctx) => {
    const { text, limit, skip } = search(ctx);
    const found = await searchContacts(text, limit);
    return ok({ items: await withCompanies(found.slice(skip)), total: found.length });
  },

  'GET /v1/master-contacts/get-by-ids': async (ctx) => {
    const { params } = readListParams(ctx.query, BY_IDS);
    const raw = [...(params['ids[]'] ?? []), ...(params.ids ?? [])].flatMap((value) => value.split(','));
    if (!raw.length) throw malformed(DIRECTORY_TEXTS.idsRequired, { ids: DIRECTORY_TEXTS.idsRequired });
    if (raw.length > MAX_IDS) throw malformed(DIRECTORY_TEXTS.tooManyIds(MAX_IDS), { ids: DIRECTORY_TEXTS.tooManyIds(MAX_IDS) });
    const ids = raw.map(Number).filter((id) => Number.isInteger(id) && id > 0);
    const found = await getContacts(ids);
    const ordered = [...new Set(ids)].map((id) => found.get(id)).filter((c) => c !== undefined);
    const expands = [...(params['expands[]'] ?? []), ...(params.expands ?? [])];
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

  'GET /v1/master-contact-functions': items(vocabulary.MASTER_CONTACT_FUNCTIONS),
  'GET /v1/industries': items(vocabulary.INDUSTRIES),
  'GET /v1/delegate-vip-roles': items(vocabulary.DELEGATE_VIP_ROLES),
  'GET /v1/event-roles': items(vocabulary.EVENT_ROLES),
  'GET /v1/activity-processes': items(vocabulary.ACTIVITY_PROCESSES),
  'GET /v1/directory/vocabulary': async () => ok(vocabulary),

  'POST /v1/directory/import': async (ctx) => {
    const parsed = parseRecords(ctx.body);
    if (!parsed) throw malformed(DIRECTORY_TEXTS.importBody);
    if (parsed.records.length > IMPORT_BATCH_MAX) throw malformed(DIRECTORY_TEXTS.importTooLarge(IMPORT_BATCH_MAX));
    const by = byUser(ctx.user, 'import');
    const summary = await importDirectory(parsed.records, by);
    summary.received += parsed.errors.length;
    summary.errors = [...parsed.errors, ...summary.errors].sort((a, b) => a.index - b.index);
    summary.failed = new Set(summary.errors.map((e) => e.index)).size;
    await recordImport(by, summary.importId ?? 'import', summary);
    return ok(summary);
  },
});
