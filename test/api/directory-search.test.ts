import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api.ts';
import { seedWorld } from '../../infra/local/world/seed-world.ts';
import { generateWorld } from '../../infra/local/world/generate.ts';
import { storeCallsOf } from '../support/store-calls.ts';

const WORLD = { contacts: 600, seed: 7, anchor: Date.UTC(2027, 0, 1) / 1000 };
const world = generateWorld(WORLD);
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
  await seedWorld(WORLD);
});
afterAll(() => api.stop());

const ids = (body: { data: { items: { id: number }[] } }) => body.data.items.map((item) => item.id);

describe('master contact lookups', () => {
  it('finds a contact by id, email, last name, first name and full name', async () => {
    const contact = world.contacts[123];
    const search = async (q: string) => (await api.staff.get(`/v1/master-contacts?filter[searchQuery]=${encodeURIComponent(q)}&page[size]=100`)).body;
    expect(ids(await search(String(contact.id)))).toEqual([contact.id]);
    expect(ids(await search(contact.email.slice(0, contact.email.indexOf('@') + 2)))).toContain(contact.id);
    expect(ids(await search(contact.email.slice(0, contact.email.indexOf('@'))))).toContain(contact.id); // "first.last.id" without the @
    expect(ids(await search(contact.lastName.toUpperCase()))).toContain(contact.id);
    expect(ids(await search(contact.firstName))).toContain(contact.id);
    const full = await search(`${contact.firstName} ${contact.lastName}`);
    expect(ids(full)).toContain(contact.id);
    for (const hit of full.data.items) expect(hit.fullName.toLowerCase()).toContain(contact.firstName.toLowerCase());
    expect(full.data.items.find((hit: { id: number }) => hit.id === contact.id).masterCompany).toEqual({
      id: contact.companyId,
      name: world.companies[contact.companyId! - 1].name,
    });
  });

  it('answers at most 10 suggestions unless paged, ignoring accents and case', async () => {
    const answer = await api.staff.get('/v1/master-contacts?filter[search_query]=m');
    expect(answer.body.data.items.length).toBe(10);
    const accented = world.contacts.find((c) => /[éèüöäñçłś]/i.test(c.lastName));
    if (accented) {
      const plain = accented.lastName.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      expect(ids((await api.staff.get(`/v1/master-contacts?filter[searchQuery]=${encodeURIComponent(plain)}&page[size]=100`)).body)).toContain(accented.id);
    }
  });

  it('reads a search from the index, not the directory', async () => {
    const { answer, calls } = await storeCallsOf(() => api.staff.get('/v1/master-contacts?filter[searchQuery]=smith'));
    expect(answer.status).toBe(200);
    expect(calls.directory).toBeLessThanOrEqual(4); // three index queries (last name, first name, email) and one batched company read
  });

  it('gets contacts by ids with their company, in the order asked', async () => {
    const wanted = [world.contacts[9].id, world.contacts[2].id, 999_999, world.contacts[9].id];
    const answer = await api.staff.get(`/v1/master-contacts/get-by-ids?${wanted.map((id) => `ids[]=${id}`).join('&')}&expands[]=masterCompany`);
    expect(ids(answer.body)).toEqual([world.contacts[9].id, world.contacts[2].id]);
    expect(answer.body.data.items[0].masterCompany.id).toBe(world.contacts[9].companyId);
    expect((await api.staff.get('/v1/master-contacts/get-by-ids')).status).toBe(400);
  });

  it('answers 404 for unknown contacts, companies and events', async () => {
    for (const path of ['/v1/master-contacts/999999', '/v1/master-contacts/abc', '/v1/master-companies/999999', '/v1/events/999999']) {
      const answer = await api.staff.get(path);
      expect(answer.status, path).toBe(404);
    }
    expect((await api.staff.get('/v1/events/999999')).body.error.message).toBe('The event with #999999 can not be found.');
  });
});

describe('event lookups', () => {
  it('finds events by id, by words of the name and by start date', async () => {
    const event = world.events[3];
    const search = async (q: string) => ids((await api.staff.get(`/v1/events?filter[search_query]=${encodeURIComponent(q)}&page[size]=100`)).body);
    expect(await search(String(event.id))).toContain(event.id);
    const city = event.city!.toLowerCase().slice(0, 4);
    const theme = event.name.split(' ')[0];
    const found = await search(`${theme} ${city}`);
    expect(found).toContain(event.id);
    for (const id of found) expect(world.events[id - 1].name.toLowerCase()).toContain(theme.toLowerCase());
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: event.timezone }).format(new Date(event.startTime * 1000));
    expect(await search(day)).toContain(event.id);
    const [y, m, d] = day.split('-');
    expect(await search(`${d}/${m}/${y}`)).toContain(event.id);
    expect(await search(`${d}.${m}.${y}`)).toContain(event.id);
    expect(await search('no-such-event-word')).toEqual([]);
  });

  it('lists upcoming events in start order without a search', async () => {
    const answer = await api.staff.get('/v1/events');
    const starts = answer.body.data.items.map((e: { startTime: number }) => e.startTime);
    expect(starts.length).toBeGreaterThan(0);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });
});

describe('list parameters of the directory lists', () => {
  const refusal = async (path: string) => {
    const answer = await api.staff.get(path);
    return { status: answer.status, message: answer.body?.error?.message, errors: answer.body?.error?.errors };
  };
  const unknown = (name: string) => ({ status: 400, message: `Unknown list parameter '${name}'.`, errors: { [name]: `Unknown list parameter '${name}'.` } });

  it.each([
    '/v1/events',
    '/v1/master-contacts',
    '/v1/master-contacts/get-by-ids?ids[]=1',
    '/v1/master-contact-functions',
    '/v1/industries',
    '/v1/delegate-vip-roles',
    '/v1/event-roles',
    '/v1/activity-processes',
  ])('%s refuses an unknown parameter with a 400 naming it, as every list does', async (path) => {
    const glue = path.includes('?') ? '&' : '?';
    expect(await refusal(`${path}${glue}limit=1`)).toEqual(unknown('limit'));
    expect(await refusal(`${path}${glue}pageSize=5`)).toEqual(unknown('pageSize'));
  });

  it.each(['/v1/events', '/v1/master-contacts'])('%s refuses sorts, filters, includes and page sizes it does not know, with the list texts', async (path) => {
    expect(await refusal(`${path}?sort=name`)).toEqual({ status: 400, message: "Unknown sort field 'name'.", errors: { sort: "Unknown sort field 'name'." } });
    expect(await refusal(`${path}?filter[name]=x`)).toEqual({ status: 400, message: "Unknown filter field 'name'.", errors: { 'filter[name]': "Unknown filter field 'name'." } });
    expect(await refusal(`${path}?include=tags`)).toEqual({ status: 400, message: "Unknown include 'tags'.", errors: { include: "Unknown include 'tags'." } });
    const size = 'page[size] must be one of 5, 10, 20, 30, 40, 50, 100.';
    expect(await refusal(`${path}?page[size]=7`)).toEqual({ status: 400, message: size, errors: { 'page[size]': size } });
    const number = 'page[number] must be a positive whole number.';
    expect(await refusal(`${path}?page[number]=0`)).toEqual({ status: 400, message: number, errors: { 'page[number]': number } });
  });

  it('answers the page size asked, 10 by default', async () => {
    const count = async (query: string) => (await api.staff.get(`/v1/master-contacts?filter[search_query]=m${query}`)).body.data.items.length;
    expect(await count('')).toBe(10);
    expect(await count('&page[size]=5')).toBe(5);
    expect(await count('&page[size]=20&page[number]=1')).toBe(20);
  });
});

describe('lookups', () => {
  it('answers the vocabularies as data.items', async () => {
    for (const [path, first] of [
      ['/v1/activity-processes', { id: 1, name: 'Inviting' }],
      ['/v1/event-roles', { id: 1, name: 'Delegate', type: 1 }],
      ['/v1/industries', { id: 1, name: 'Banking' }],
      ['/v1/master-contact-functions', { id: 1, name: 'Chief Executive Officer' }],
      ['/v1/delegate-vip-roles', { id: 1, name: 'Keynote speaker' }],
    ] as const) {
      const answer = await api.staff.get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.body.data.items[0], path).toEqual(first);
      expect(answer.body.data.total).toBe(answer.body.data.items.length);
    }
    expect((await api.staff.get('/v1/event-roles')).body.data.items.find((r: { id: number }) => r.id === 12)).toEqual({ id: 12, name: 'Speaker', type: 1 });
  });
});

describe('the demo world', () => {
  it('is deterministic and coherent', () => {
    const again = generateWorld(WORLD);
    expect(again.contacts[42]).toEqual(world.contacts[42]);
    expect(generateWorld({ ...WORLD, seed: 8 }).contacts[42]).not.toEqual(world.contacts[42]);
    const eventIds = new Set(world.events.map((e) => e.id));
    for (const contact of world.contacts) {
      expect(contact.companyId! <= world.companies.length).toBe(true);
      for (const p of contact.participations) expect(eventIds.has(p.eventId)).toBe(true);
    }
    const types = new Set(world.contacts.flatMap((c) => c.participations.map((p) => p.participationType)));
    expect([...types].sort()).toEqual([1, 2, 3, 4, 5]);
    const statuses = new Set(world.contacts.flatMap((c) => c.participations.map((p) => p.status)));
    expect([...statuses].sort()).toEqual([1, 3, 4, 5, 6]);
    const now = WORLD.anchor;
    expect(world.events.some((e) => e.startTime < now) && world.events.some((e) => e.startTime > now)).toBe(true);
    expect(new Set(world.contacts.map((c) => c.languageId)).size).toBeGreaterThanOrEqual(6);
    expect(world.contacts.some((c) => c.meetings.length) && world.contacts.some((c) => c.processStates.length)).toBe(true);
    expect(world.companies.some((c) => c.packages.length)).toBe(true);
  });
});
