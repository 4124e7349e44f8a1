import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api.ts';
import { attachWorkflow, emailsTo, fireNow, sendingWorld, settled, type SendingWorld } from '../support/sending.ts';

let api: TestApi;
let world: SendingWorld;
beforeAll(async () => {
  api = await startTestApi();
  world = await sendingWorld(api);
});
afterAll(() => api.stop());

describe('sending an item', () => {
  it('sends the message to every audience contact once, in their language, and completes the item', async () => {
    const { item } = await attachWorkflow(api, 1, world.message.id, {}, [3, 4, 5]);
    await fireNow(api, item);
    const done = await settled(api, item);
    expect(done).toMatchObject({ status: 5, note: null, deliveries: { total: 3, sent: 3, pending: 0, failed: 0 } });
    expect((await emailsTo(api, 'test.person3@example.com')).map((e) => e.subject)).toEqual(['Your meetings at {{EventName}}'.replace('{{EventName}}', '')]);
  });
});
