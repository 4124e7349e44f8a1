import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { findAudience, DEFAULT_SEGMENTS } from '../functions/domain/audience/audience.ts';
import { getContacts, nextEvent } from '../functions/data/directory/store.ts';
import { getRoster } from '../functions/data/directory/derived.ts';
import { storeCallsOf } from '../test/support/store-calls.ts';
import { readAllContacts } from '../functions/data/directory/contact-partition.ts';
import { readAllContactFacts } from '../functions/data/directory/contact-facts.ts';
import { matchesParticipation } from '../functions/domain/audience/rules/participation-match.ts';
import { startRuntime } from '../infra/local/runtime.ts';
import { ensureDemoData } from '../infra/local/demo-data.ts';
import { seedWorld } from '../infra/local/world/seed-world.ts';
import { Client } from '../test/support/api.ts';
import { TargetGroupSchema, type TargetGroup } from '../shared/target-groups/target-group.ts';
import { ms, paired, percentile, printTable, timeMany } from './stats.ts';

/**
 * The audience of a target group for one event over the whole directory, next to the raw store
 * reads the evaluation needs (the floor): (a) a section with an event-participation rule starts
 * from the event's roster; (b) contact properties only read the contact facts chunks; (c) an
 * activity rule without a roster rule reads every contact whole (parallel segments).
 */
const DELEGATES = { type: 'EventParticipationRule', criterion: 0, contactOptions: { criterion: 0, participationType: 2, participationStatus: 0 } };
const GROUPS: [string, TargetGroup][] = [
  ['(a) is participating as delegate + function is not CEO', TargetGroupSchema.parse({ targetGroupSections: [{ targetGroupRules: [DELEGATES, { type: 'MasterContactRule', criterion: 4, functionOption: 1, functionValue: 1 }] }] })],
  [
    '(b) personal info known + mobile account + offerings > 1',
    TargetGroupSchema.parse({
      targetGroupSections: [
        {
          targetGroupRules: [
            { type: 'MasterContactRule', criterion: 2, personalInfo: 0 },
            { type: 'MasterContactRule', criterion: 3, mobileServiceAccount: 0 },
            { type: 'MasterContactRule', criterion: 0, operator: 2, value: 1, status: 2 },
          ],
        },
      ],
    }),
  ],
  ['(c) process Inviting is Registration', TargetGroupSchema.parse({ targetGroupSections: [{ targetGroupRules: [{ type: 'ProcessStateRule', process: 1, operator: 1, outcome: 5 }] }] })],
];

export async function benchAudience(client: Client, options: { contacts: number; runs: number; wholeRuns: number }) {
  const event = await nextEvent(Math.floor(Date.now() / 1000));
  if (!event) throw new Error('the bench world has no coming event');
  const rows: (string | number)[][] = [];
  const delegateOptions = (GROUPS[0][1].targetGroupSections[0].targetGroupRules[0] as { contactOptions: Parameters<typeof matchesParticipation>[0] }).contactOptions;
  const noop = () => {};
  // the floors: the same store reads, without evaluation
  const floors = [
    async () => {
      const roster = await getRoster(event.id);
      await getContacts(roster.filter((entry) => matchesParticipation(delegateOptions, entry, true)).map((entry) => entry.contactId));
    },
    () => readAllContactFacts(noop),
    () => readAllContacts({ segments: DEFAULT_SEGMENTS, withActivity: true, onPage: noop }),
  ];
  for (const [index, [label, group]] of GROUPS.entries()) {
    const result = await findAudience(group, event.id);
    const callsPerRun = (await storeCallsOf(() => findAudience(group, event.id))).calls.directory;
    const [samples, floor] = await paired(index === 0 ? options.runs : options.wholeRuns, () => findAudience(group, event.id), floors[index]);
    const p50 = percentile(samples, 50);
    rows.push([
      label,
      `${result.evaluated.toLocaleString('en')} (${result.read === 'candidates' ? 'roster' : 'all'})`,
      result.members.length.toLocaleString('en'),
      samples.length,
      ms(p50),
      Math.round(result.evaluated / (p50 / 1000)).toLocaleString('en'),
      callsPerRun,
      ms(percentile(floor, 50)),
      (p50 / percentile(floor, 50)).toFixed(2),
    ]);
  }
  printTable(`Audience of a target group for event #${event.id} over ${options.contacts.toLocaleString('en')} contacts (service, in process)`, [
    'target group',
    'contacts evaluated',
    'audience',
    'runs',
    'p50',
    'contacts/s',
    'store calls',
    'floor p50 (raw reads)',
    'ratio',
  ], rows);

  // the ways to read every contact, raw
  const reads: [string, () => Promise<unknown>][] = [
    ['contact facts chunks (Query pk)', () => readAllContactFacts(noop)],
    ...[8, 1].map((segments): [string, () => Promise<unknown>] => [
      `contact partition, projected, ${segments} segment${segments === 1 ? '' : 's'}`,
      () => readAllContacts({ segments, withActivity: false, onPage: noop }),
    ]),
    [`contact partition, whole items, ${DEFAULT_SEGMENTS} segments`, () => readAllContacts({ segments: DEFAULT_SEGMENTS, withActivity: true, onPage: noop })],
  ];
  const readRows: (string | number)[][] = [];
  for (const [label, read] of reads) {
    const callsPerRead = (await storeCallsOf(read)).calls.directory;
    const samples = await timeMany(options.wholeRuns, read);
    readRows.push([label, callsPerRead, samples.length, ms(percentile(samples, 50)), Math.round(options.contacts / (percentile(samples, 50) / 1000)).toLocaleString('en')]);
  }
  printTable(`Reading every contact (${options.contacts.toLocaleString('en')})`, ['read', 'store calls', 'runs', 'p50', 'contacts/s'], readRows);

  // one contact, explained, over HTTP (what the test panel waits for)
  const roster = await getRoster(event.id);
  const contactIds = [...new Set(roster.map((entry) => entry.contactId))];
  const targetGroup = { targetGroupSections: [...GROUPS[0][1].targetGroupSections, ...GROUPS[2][1].targetGroupSections] };
  let next = 0;
  const test = async () => {
    const answer = await client.post('/v1/target-groups/test-master-contact', { masterContactId: contactIds[next++ % contactIds.length], eventId: event.id, targetGroup });
    if (answer.status !== 200) throw new Error(JSON.stringify(answer.body).slice(0, 300));
  };
  await timeMany(5, test);
  const samples = await timeMany(100, test);
  const list = (group: TargetGroup) => async () => {
    const answer = await client.post('/v1/target-groups/test-rule-master-contacts?sort=masterCompany.name&page[size]=50', { eventId: event.id, targetGroup: group });
    if (answer.status !== 200) throw new Error(JSON.stringify(answer.body).slice(0, 300));
  };
  const listA = await timeMany(options.runs, list(GROUPS[0][1]));
  const listB = await timeMany(options.wholeRuns, list(GROUPS[1][1]));
  printTable('Test Target Group panel over HTTP', ['call', 'runs', 'p50', 'p95'], [
    ['test-master-contact (2 sections, explained)', samples.length, ms(percentile(samples, 50)), ms(percentile(samples, 95))],
    ['test-rule-master-contacts (a), sorted by company name', listA.length, ms(percentile(listA, 50)), ms(percentile(listA, 95))],
    ['test-rule-master-contacts (b), sorted by company name', listB.length, ms(percentile(listB, 50)), ms(percentile(listB, 95))],
  ]);
}

/** `tsx bench/audience.ts [--contacts 10000]`: the audience benchmark alone, on its own on-disk store. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { contacts: { type: 'string', default: '100000' } } });
  const contacts = Number(values.contacts);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-audience-'));
  const runtime = await startRuntime({ dataDir, prepare: async () => void (await ensureDemoData({ admin: 'admin', staff: 'staff' })) });
  try {
    const started = performance.now();
    await seedWorld({ contacts, seed: 42 });
    console.log(`Seeded ${contacts.toLocaleString('en')} contacts in ${((performance.now() - started) / 1000).toFixed(1)} s (store on disk in ${dataDir})`);
    const login = (await new Client(runtime.url).post('/v1/login', { username: 'admin', password: 'admin' })).body.data;
    await benchAudience(new Client(runtime.url, login.accessToken), { contacts, runs: 20, wholeRuns: contacts > 20_000 ? 5 : 10 });
  } finally {
    await runtime.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
