import { messagingWorld } from '../test/support/messaging.ts';
import { activeEmail, createMessage, unique } from '../test/support/test-data/index.ts';
import { Client } from '../test/support/api.ts';
import { createUser } from '../functions/domain/users/users.ts';
import { bySystem } from '../functions/domain/audit/trail.ts';
import { TEST_SEND_LIMITS } from '../shared/messages.ts';
import { ms, percentile, printTable, timeMany } from './stats.ts';

/**
 * A test send end to end: render (queries, mapping, Twig) and deliver to the SES or SMS stand-in.
 * Test sends are limited per user (docs/messaging.md), so the runs are shared among as many staff
 * users as the per-minute limit asks for, each signed in as staff would be.
 */
export async function benchTestSend(admin: Client, runs: number) {
  const world = await messagingWorld(admin, admin);
  const perUser = Math.min(...TEST_SEND_LIMITS.map((limit) => limit.max));
  const signedIn = async () => {
    const username = unique('bench-sender');
    await createUser({ username, firstName: 'Bench', lastName: 'Sender', role: 'staff', password: 'bench-sender-1' }, bySystem('bench', 'create'));
    const login = await new Client(admin.baseUrl).post('/v1/login', { username, password: 'bench-sender-1' });
    return new Client(admin.baseUrl, login.body.data.accessToken);
  };
  // two kinds of message, each warmed 3 times and timed `runs` times; the users exist before the timing starts
  const senders = await Promise.all(Array.from({ length: Math.ceil((2 * (3 + runs)) / perUser) }, signedIn));
  const senderFor = (send: number) => senders[Math.floor(send / perUser)];
  let sends = 0;
  const rows: (string | number)[][] = [];
  for (const [label, overrides, recipient] of [
    ['email (SES v2 stand-in)', { type: 1, templateId: 'service-meeting-reminder' }, 'bench@example.com'],
    ['SMS (SNS outbox stand-in)', { type: 11, templateId: String(world.smsTemplate.id) }, '+31600000000'],
  ] as const) {
    const created = await createMessage(admin, { ...activeEmail(world), name: `Bench ${label}`, ...overrides });
    const send = async () => {
      const answer = await senderFor(sends++).post('/v1/messages/test-message', { message: created.id, masterContactId: 2, recipient });
      if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
    };
    await timeMany(3, send);
    const samples = await timeMany(runs, send);
    rows.push([label, runs, ms(percentile(samples, 50)), ms(percentile(samples, 95))]);
  }
  printTable('Test send over HTTP (render + deliver)', ['delivery', 'runs', 'p50', 'p95'], rows);
}
