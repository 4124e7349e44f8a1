import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRuntime } from '../infra/local/runtime.ts';
import { ensureDemoData } from '../infra/local/demo-data.ts';
import { Client } from '../test/support/api.ts';
import { benchList } from './list-latency.ts';
import { SMS_TEMPLATE_LIST, TAG_LIST } from './catalogue-lists.ts';
import { benchSpa } from './spa.ts';
import { benchSeed } from './seed.ts';
import { benchGraphql } from './graphql.ts';
import { seedWorld } from '../infra/local/world/seed-world.ts';
import { benchTestSend } from './test-send.ts';
import { benchAudience } from './audience.ts';
import { benchDashboard } from './dashboard.ts';
import { benchSending } from './sending.ts';
import { benchReadiness } from './readiness.ts';
import { benchReports } from './reports.ts';
import { benchAuditWrite } from './audit-write.ts';

/** `npm run bench`: prints figures (not pass/fail). Runs on an on-disk store, as `npm start` does. */
const dataDir = mkdtempSync(join(tmpdir(), 'bench-'));
const runtime = await startRuntime({ dataDir, prepare: async () => void (await ensureDemoData({ admin: 'admin', staff: 'staff' })) });
try {
  const anonymous = new Client(runtime.url);
  const login = (await anonymous.post('/v1/login', { username: 'admin', password: 'admin' })).body.data;
  const client = new Client(runtime.url, login.accessToken);
  console.log(`Benchmarks on ${runtime.url}, store on disk in ${dataDir}, node ${process.version}`);
  await benchList(client, TAG_LIST, 50);
  await benchList(client, SMS_TEMPLATE_LIST, 50);
  await benchAuditWrite(300);
  await seedWorld({ contacts: 10_000, seed: 42 });
  await benchGraphql(client, 50);
  await benchTestSend(client, 30);
  await benchSpa(runtime.url, login);
  const staff = new Client(runtime.url, (await anonymous.post('/v1/login', { username: 'staff', password: 'staff' })).body.data.accessToken);
  await benchDashboard(client, staff, { items: 100_000, runs: 200, wholeRuns: 5 });
  // reports at 20,000 and 400,000 deliveries, and an export of 100,000 (names from the 10,000-contact world)
  await benchReports(runtime.url, staff, { runs: 30, small: 20_000, large: 400_000, exported: 100_000 });
  // the readiness check of the same 10,000 delegates the send below sends to (its own item of event 1)
  await benchReadiness(client, 10_000);
  await benchSending(runtime, client, 10_000);
  // audiences over the full-size directory (the seed replaces the 10,000-contact world)
  await seedWorld({ contacts: 100_000, seed: 42 });
  await benchAudience(client, { contacts: 100_000, runs: 20, wholeRuns: 5 });
} finally {
  await runtime.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
benchSeed([10_000, 100_000]);
