import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api.ts';
import { messagingWorld } from '../support/messaging.ts';
import { isBeingDeleted, useItemsOf } from '../../functions/data/uses.ts';
import { UnitOfWork } from '../../functions/data/unit-of-work.ts';
import { USE } from '../../functions/data/stored-types.ts';
import { holdNextCommand, withFailedEntryWrite } from '../support/store-faults.ts';
import { lastId } from '../../functions/data/id-counters.ts';
import { now } from '../../functions/data/clock.ts';
import { createMessage, createReferenceLayout, createReferenceSetTemplate, createSenderInfo, createSmsTemplate, messageBody } from '../support/test-data/index.ts';
import { waitFor } from '../support/wait-for.ts';

/**
 * Delete guards through real records: messages use SMS templates, reference sets, sender info and
 * recipients; reference set templates use reference layouts. Counts and refusals follow what the
 * records say, under concurrent requests and after a save cut off before or after the store commits.
 */
let api: TestApi;
let world: Awaited<ReturnType<typeof messagingWorld>>;
beforeAll(async () => {
  api = await startTestApi();
  world = await messagingWorld(api.admin, api.staff);
});
afterAll(() => api.stop());

const ok = async (answer: Promise<{ status: number; body: any }>) => {
  const { status, body } = await answer;
  if (status >= 300) throw new Error(`${status} ${JSON.stringify(body)}`);
  return body.data;
};
const newSender = () => createSenderInfo(api.staff);
/** A Draft service email, sent by the world's sender unless told: what makes a sender info used. */
const draftMessage = (overrides: Record<string, unknown> = {}) => messageBody({ senderId: world.sender.id, ...overrides });
const senderTotal = async (id: number) => (await api.staff.get(`/v1/sender-info/${id}/message-total`)).body.data;

describe('counts and refusals follow the records that use them', () => {
  it('a message blocks the delete of everything it uses, until it lets go', async () => {
    const template = await createSmsTemplate(api.staff);
    const sender = await newSender();
    const message = await createMessage(api.staff, { type: 11, senderId: null, senderPhoneNumber: '+31600000000', templateId: String(template.id), referenceSetTemplateId: world.referenceSet.id, recipientId: world.recipient.id });
    const email = await createMessage(api.staff, draftMessage({ senderId: sender.id }));
    expect((await api.staff.get(`/v1/sms-templates/${template.id}/message-total`)).body.data).toBe(1);
    expect(await senderTotal(sender.id)).toBe(1);
    const refused = await api.admin.delete(`/v1/sms-templates/${template.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 1802, message: 'There are 1 message using this SMS template. You cannot delete it.' });
    expect((await api.admin.delete(`/v1/sender-info/${sender.id}`)).body.error.message).toBe('There are 1 message using this sender info. You cannot delete it.');

    // the email message moves to another sender; the SMS message is deleted
    await ok(api.staff.put(`/v1/messages/${email.id}`, { ...draftMessage({ name: email.name }), version: email.version }));
    expect(await senderTotal(sender.id)).toBe(0);
    expect((await api.admin.delete(`/v1/messages/${message.id}`)).status).toBe(200);
    expect((await api.staff.get(`/v1/sms-templates/${template.id}/message-total`)).body.data).toBe(0);
    expect((await api.admin.delete(`/v1/sms-templates/${template.id}`)).status).toBe(200);
    expect((await api.admin.delete(`/v1/sender-info/${sender.id}`)).status).toBe(200);
  });

  it('a clone uses what its original uses', async () => {
    const sender = await newSender();
    const message = await createMessage(api.staff, draftMessage({ senderId: sender.id }));
    await ok(api.staff.post(`/v1/messages/${message.id}/clone`));
    expect(await senderTotal(sender.id)).toBe(2);
  });

  it('a reference layout attached to a reference set template cannot be deleted', async () => {
    const layout = await createReferenceLayout(api.staff);
    const set = await createReferenceSetTemplate(api.staff, { customReferences: [{ field: 'Greeting', mapping: 'contacts[].firstName', layoutId: layout.id }] });
    expect((await api.staff.get(`/v1/reference-layouts/${layout.id}/reference-set-template-total`)).body.data).toBe(1);
    const refused = await api.admin.delete(`/v1/reference-layouts/${layout.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('There are 1 reference set template using this reference layout. You cannot delete it.');
    // the set can still be saved (its layout is still there)
    await ok(api.staff.put(`/v1/reference-set-templates/${set.id}`, { ...set, description: 'still fine' }));
    expect((await api.admin.delete(`/v1/reference-set-templates/${set.id}`)).status).toBe(200);
    expect((await api.admin.delete(`/v1/reference-layouts/${layout.id}`)).status).toBe(200);
  });
});

describe('under concurrent requests', () => {
  it('a message created while its sender is deleted either blocks the delete or is refused', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const sender = await newSender();
        const [removal, creation] = await Promise.all([api.admin.delete(`/v1/sender-info/${sender.id}`), api.staff.post('/v1/messages', draftMessage({ senderId: sender.id }))]);
        const exists = (await api.staff.get(`/v1/sender-info/${sender.id}`)).status === 200;
        return { removal: removal.status, creation: creation.status, exists, error: creation.body.error?.errors?.senderId };
      }),
    );
    for (const outcome of outcomes) {
      if (outcome.creation === 201) expect(outcome, JSON.stringify(outcome)).toMatchObject({ removal: 409, exists: true });
      else expect(outcome, JSON.stringify(outcome)).toMatchObject({ removal: 200, creation: 422, exists: false });
    }
  });

  it('two concurrent edits of a message leave no use on the sender that lost', async () => {
    for (let round = 0; round < 5; round++) {
      const [a, b, c] = await Promise.all([newSender(), newSender(), newSender()]);
      const message = await createMessage(api.staff, draftMessage({ senderId: a.id }));
      const edit = (senderId: number) => api.staff.put(`/v1/messages/${message.id}`, { ...draftMessage({ name: message.name, senderId }), version: message.version });
      const answers = await Promise.all([edit(b.id), edit(c.id)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const [winner, loser] = answers[0].status === 200 ? [b, c] : [c, b];
      expect([await senderTotal(a.id), await senderTotal(winner.id), await senderTotal(loser.id)]).toEqual([0, 1, 0]);
      expect((await api.admin.delete(`/v1/sender-info/${loser.id}`)).status).toBe(200);
      expect((await api.admin.delete(`/v1/sender-info/${a.id}`)).status).toBe(200);
      expect((await api.admin.delete(`/v1/sender-info/${winner.id}`)).status).toBe(409);
    }
  });
});

describe('saves racing a delete that is decided either way', () => {
  const smsTemplate = () => createSmsTemplate(api.staff);
  /** A Draft SMS message using the template, as answered: the races read each save's status. */
  const smsMessage = (templateId: number) =>
    api.staff.post('/v1/messages', messageBody({ type: 11, senderId: null, senderPhoneNumber: '+31600000000', templateId: String(templateId), recipientId: world.recipient.id }));
  const templateTotal = async (id: number) => (await api.staff.get(`/v1/sms-templates/${id}/message-total`)).body.data;
  const blocked = (count: number) => `There are ${count} message using this SMS template. You cannot delete it.`;
  /** The message id counter: a save takes its id just before it claims its uses. */
  const messageIds = () => lastId('message');

  it('20 saves racing a refused delete all succeed, and the 409 counts only uses that exist', async () => {
    for (let round = 0; round < 3; round++) {
      const template = await smsTemplate();
      await ok(smsMessage(template.id));
      const ids = await messageIds();
      const saving = Promise.all(Array.from({ length: 20 }, () => smsMessage(template.id)));
      // the delete comes while the saves claim their uses: half of them have taken their ids
      await waitFor('the saves to take their ids', async () => (await messageIds()) >= ids + 10, { timeoutMs: 5_000, everyMs: 5 });
      const [removal, saves] = await Promise.all([api.admin.delete(`/v1/sms-templates/${template.id}`), saving]);
      expect(saves.map((save) => save.status), JSON.stringify(saves.find((save) => save.status !== 201)?.body)).toEqual(Array(20).fill(201));
      expect(removal.status).toBe(409);
      const counted = Number(/^There are (\d+) message/.exec(removal.body.error.message)?.[1]);
      expect(counted).toBeGreaterThanOrEqual(1);
      expect(counted).toBeLessThanOrEqual(21);
      expect(await templateTotal(template.id)).toBe(21);
    }
  });

  /**
   * A delete held while it decides (its count of the template's uses is held in the store client),
   * with 20 saves started meanwhile: each meets the delete's mark and waits for its decision.
   */
  async function heldDelete(templateId: number) {
    const hold = holdNextCommand((command, input) => command === 'Query' && JSON.stringify(input).includes(`usage#sms-template#${templateId}`));
    try {
      const removal = api.admin.delete(`/v1/sms-templates/${templateId}`);
      await hold.reached;
      expect(await isBeingDeleted('sms-template', templateId)).toBe(true);
      const ids = await messageIds();
      const saves = Promise.all(Array.from({ length: 20 }, () => smsMessage(templateId)));
      // every save has taken its id: each is trying to write its use while the delete decides
      await waitFor('the saves to take their ids', async () => (await messageIds()) >= ids + 20, { timeoutMs: 5_000, everyMs: 5 });
      hold.release();
      return { removal: await removal, saves: await saves };
    } finally {
      hold.stop();
    }
  }

  it('while a refused delete decides, saves wait for it and then succeed; the 409 counts exactly the message that existed', async () => {
    const template = await smsTemplate();
    await ok(smsMessage(template.id));
    const { removal, saves } = await heldDelete(template.id);
    expect(removal.status).toBe(409);
    expect(removal.body.error.message).toBe(blocked(1));
    expect(saves.map((save) => save.status)).toEqual(Array(20).fill(201));
    expect(await templateTotal(template.id)).toBe(21);
  });

  it('while a delete that goes through decides, saves wait for it and are refused because the template is gone; no use is left', async () => {
    const template = await smsTemplate();
    const { removal, saves } = await heldDelete(template.id);
    expect(removal.status).toBe(200);
    for (const save of saves) expect(save.body.error?.errors).toEqual({ templateId: `There is no SMS template #${template.id}.` });
    expect(await useItemsOf('sms-template', template.id)).toEqual([]);
  });
});

describe('a save cut off as a crash would cut it (a fault in the store client)', () => {
  it('before the store commits: neither the message nor its use; after: both, so the sender is used', async () => {
    const sender = await newSender();
    const name = `Cut off ${Math.random()}`;
    expect((await withFailedEntryWrite('before', 'message', () => api.staff.post('/v1/messages', draftMessage({ name, senderId: sender.id })))).status).toBe(500);
    expect(await senderTotal(sender.id)).toBe(0);
    expect(await useItemsOf('sender-info', sender.id)).toEqual([]);
    expect((await withFailedEntryWrite('after', 'message', () => api.staff.post('/v1/messages', draftMessage({ name, senderId: sender.id })))).status).toBe(500);
    expect(await senderTotal(sender.id)).toBe(1);
    expect((await api.admin.delete(`/v1/sender-info/${sender.id}`)).status).toBe(409);
  });

  it('a use item the former ordered steps left (a random token) whose message does not use the record is removed by the count', async () => {
    const sender = await newSender();
    await new UnitOfWork().put({ ...USE.key({ kind: 'sender-info', id: sender.id, userType: 'message', userId: 987_654, token: '0a1b2c3d4e5f' }), userVersion: 1, at: now() }).commit();
    expect(await useItemsOf('sender-info', sender.id)).toHaveLength(1);
    expect(await senderTotal(sender.id)).toBe(0);
    expect((await api.admin.delete(`/v1/sender-info/${sender.id}`)).status).toBe(200);
    expect(await useItemsOf('sender-info', sender.id)).toEqual([]);
  });
});
