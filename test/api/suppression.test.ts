import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api.ts';
import { attachWorkflow, emailsTo, fireNow, sendingWorld, settled, type SendingWorld } from '../support/sending.ts';
import { waitFor } from '../support/wait-for.ts';
import { contactRecord, importBatch } from '../support/test-data/index.ts';
import { listDeliveries } from '../../functions/data/deliveries.ts';
import { getSuppressions } from '../../functions/data/suppression-store.ts';

/**
 * docs/sending.md, Suppression (U1, U3, U7, U8) end to end on the local runtime: a real send to the
 * SES mailbox simulator's bounce and complaint addresses, whose events the SES stand-in publishes
 * to the ses-events job's queue, and a later send that skips those addresses.
 */
let api: TestApi;
let world: SendingWorld;
// the simulator's labels keep these addresses apart from any other test's in this process
const label = randomBytes(4).toString('hex');
const BOUNCE = `bounce+${label}@simulator.amazonses.com`;
const COMPLAINT = `complaint+${label}@simulator.amazonses.com`;
const CLEAN = 'test.person3@example.com';

beforeAll(async () => {
  api = await startTestApi();
  world = await sendingWorld(api);
  await importBatch(api.admin, [contactRecord(7, { companyId: 1, email: BOUNCE }), contactRecord(8, { companyId: 1, email: COMPLAINT })]);
});
afterAll(() => api.stop());

const deliveriesOf = async (itemId: number) => new Map((await listDeliveries(String(itemId))).map((d) => [d.contactId, d]));

describe('bounces and complaints', () => {
  it('a bounced and a complaining address are sent to once, put on the suppression list, and suppressed with the reason on the next send', async () => {
    const first = (await attachWorkflow(api, 1, world.message.id, {}, [3, 7, 8])).item;
    await fireNow(api, first);
    expect(await settled(api, first)).toMatchObject({ status: 5, note: null, deliveries: { total: 3, sent: 3, suppressed: 0 } });
    const sent = await deliveriesOf(first.id);
    expect([7, 8].map((id) => sent.get(id)?.status)).toEqual(['sent', 'sent']); // SES accepted them

    // SES (the stand-in) reports the bounce and the complaint; the ses-events job records them
    const list = await waitFor('the bounce and the complaint on the suppression list', async () => {
      const found = await getSuppressions([BOUNCE, COMPLAINT]);
      return found.size === 2 && found;
    });
    expect(list.get(BOUNCE)).toMatchObject({ eventType: 'Bounce', sesMessageId: sent.get(7)!.providerMessageId, reason: expect.stringMatching(/^Bounced \(Permanent, General\) on \d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) });
    expect(list.get(COMPLAINT)).toMatchObject({ eventType: 'Complaint', sesMessageId: sent.get(8)!.providerMessageId, reason: expect.stringMatching(/^Complained on \d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) });

    const second = (await attachWorkflow(api, 1, world.message.id, {}, [3, 7, 8])).item;
    await fireNow(api, second);
    expect(await settled(api, second)).toMatchObject({ status: 5, note: null, deliveries: { total: 3, sent: 1, suppressed: 2, failed: 0 } });
    const skipped = await deliveriesOf(second.id);
    expect(skipped.get(3)).toMatchObject({ status: 'sent' });
    expect(skipped.get(7)).toMatchObject({ status: 'suppressed', to: BOUNCE, reason: list.get(BOUNCE)!.reason });
    expect(skipped.get(8)).toMatchObject({ status: 'suppressed', to: COMPLAINT, reason: list.get(COMPLAINT)!.reason });
    expect(skipped.get(7)!.providerMessageId).toBeUndefined();

    // what SES received: the clean address twice, the suppressed ones once (the first send)
    expect(await Promise.all([CLEAN, BOUNCE, COMPLAINT].map(async (address) => (await emailsTo(api, address)).length))).toEqual([2, 1, 1]);
  });

  it('a test send names the configuration set too: its bounce puts the address on the list', async () => {
    const address = `bounce+${label}-test@simulator.amazonses.com`;
    const answer = await api.staff.post('/v1/messages/test-message', { message: world.message.id, masterContactId: 3, eventId: 1, recipient: address });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const record = await waitFor('the test send\'s bounce on the suppression list', async () => (await getSuppressions([address])).get(address));
    expect(record).toMatchObject({ eventType: 'Bounce', sesMessageId: answer.body.data.messageId });
  });
});
