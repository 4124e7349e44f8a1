import { parseArgs } from 'node:util';
import { openLocalStore } from './local-store.ts';
import { progressBar } from './progress.ts';
import { seedWorld } from './world/seed-world.ts';

/** `npm run seed -- --contacts 10000 --seed 42 [--anchor 2027-01-01]`: a demo directory in the local store. */
const { values } = parseArgs({
  options: { contacts: { type: 'string', default: '10000' }, seed: { type: 'string', default: '42' }, anchor: { type: 'string' }, help: { type: 'boolean' } },
});
if (values.help) {
  console.log('Usage: npm run seed -- --contacts <count> --seed <number> [--anchor YYYY-MM-DD]\nWrites a deterministic demo directory (events, companies, contacts and their activity) into the local store.');
  process.exit(0);
}
const contacts = Number(values.contacts);
const seed = Number(values.seed);
const anchor = values.anchor ? Date.parse(`${values.anchor}T00:00:00Z`) / 1000 : undefined;
if (!Number.isInteger(contacts) || contacts < 1 || !Number.isInteger(seed) || (values.anchor && !Number.isFinite(anchor))) {
  console.error('--contacts and --seed take whole numbers, --anchor a date like 2027-01-01.');
  process.exit(1);
}

const store = await openLocalStore();
try {
  let bar: ReturnType<typeof progressBar> | undefined;
  const result = await seedWorld({ contacts, seed, anchor }, (written, total) => (bar ??= progressBar('Writing items', total)).update(written));
  bar?.done();
  console.log(
    `Seeded ${result.contacts.toLocaleString('en')} contacts, ${result.companies.toLocaleString('en')} companies and ${result.events} events ` +
      `(${result.items.toLocaleString('en')} items) in ${result.seconds.toFixed(1)} s.`,
  );
} finally {
  await store.close();
}
