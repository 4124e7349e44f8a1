import { messagingWorld } from '../test/support/messaging.ts';
import { activeEmail, createMessage } from '../test/support/test-data/index.ts';
import type { Client } from '../test/support/api.ts';
import { ms, percentile, printTable, timeMany } from './stats.ts';

/** A test send end to end: render (queries, mapping, Twig) and deliver to the SES or SMS stand-in. */
export async function benchTestSend(admin: Client, runs: number) {
  const world = await messagingWorld(admin, admin);
  const rows: (string | number)[][] = [];
  for (const [label, overrides, recipient] of [
    ['email (SES v2 stand-in)', { type: 1, templateId: 'service-meeting-reminder' }, 'bench@example.com'],
    ['SMS (SNS outbox stand-in)', { type: 11, templateId: String(world.smsTemplate.id) }, '+31600000000'],
  ] as const) {
    const created = await createMessage(admin, { ...activeEmail(world), name: `Bench ${label}`, ...overrides });
    const send = async () => {
      const answer = await admin.post('/v1/messages/test-message', { message: created.id, masterContactId: 2, recipient });
      if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
    };
    await timeMany(3, send);
    const samples = await timeMany(runs, send);
    rows.push([label, runs, ms(percentile(samples, 50)), ms(percentile(samples, 95))]);
  }
  printTable('Test send over HTTP (render + deliver)', ['delivery', 'runs', 'p50', 'p95'], rows);
}
