import { putMany } from '../../../functions/data/batch-write.ts';
import { now } from '../../../functions/data/clock.ts';
import { companyItem, contactItem, eventItem, eventWordItems } from '../../../functions/data/directory/items.ts';
import { rosterItems } from '../../../functions/data/directory/rosters.ts';
import { contactFacts, ensureContactFacts, updateContactFacts } from '../../../functions/data/directory/contact-facts.ts';
import { generateWorld, type WorldOptions } from './generate.ts';

/**
 * Builds a world and writes it: the same item shapes the import API writes, in bulk batches.
 * Records with the same ids are replaced.
 */
export interface SeedResult {
  events: number;
  companies: number;
  contacts: number;
  items: number;
  seconds: number;
}

export async function seedWorld(options: WorldOptions, onProgress?: (written: number, total: number) => void): Promise<SeedResult> {
  const started = performance.now();
  const world = generateWorld(options);
  const stamp = { version: 1, updatedAt: now() };
  const items = [
    ...world.events.flatMap((event) => [...eventWordItems(event), eventItem({ ...event, ...stamp })]),
    ...[...world.rosters].flatMap(([eventId, entries]) => rosterItems(eventId, entries)),
    ...world.companies.map((company) => companyItem({ ...company, ...stamp })),
    ...world.contacts.map((contact) => contactItem({ ...contact, ...stamp })),
  ];
  // contact facts are derived: complete them first, then add this world's
  await ensureContactFacts();
  await updateContactFacts(world.contacts.map(contactFacts));
  await putMany(items, { concurrency: 4, onProgress: (written) => onProgress?.(written, items.length) });
  return {
    events: world.events.length,
    companies: world.companies.length,
    contacts: world.contacts.length,
    items: items.length,
    seconds: (performance.now() - started) / 1000,
  };
}
