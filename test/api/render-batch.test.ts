import { messageStore } from '../../functions/data/catalogue.ts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApi, type TestApi } from '../support/api.ts';
import { messagingWorld } from '../support/messaging.ts';
import { activeEmail, companyRecord, CONTACT_QUERY, contactRecord, createMessage, createReferenceLayout, createReferenceSetTemplate, importBatch, unique } from '../support/test-data/index.ts';
import { STATUS } from '../../shared/status.ts';
import { storeCallsOf } from '../support/store-calls.ts';
import { prepareMessage } from '../../functions/domain/render/prepare-message.ts';
import { renderBatch, type RenderOutcome, type RenderedMessage } from '../../functions/domain/render/render-batch.ts';
import { runQuery } from '../../functions/domain/graphql/run-query.ts';
import { compileTwig } from '../../functions/domain/render/render-twig.ts';

// The query runner and the Twig compiler, wrapped so this file can count their calls (they behave as they are).
vi.mock('../../functions/domain/graphql/run-query.ts', async (original) => {
  const actual = await original<typeof import('../../functions/domain/graphql/run-query.ts')>();
  return { ...actual, runQuery: vi.fn(actual.runQuery) };
});
vi.mock('../../functions/domain/render/render-twig.ts', async (original) => {
  const actual = await original<typeof import('../../functions/domain/render/render-twig.ts')>();
  return { ...actual, compileTwig: vi.fn(actual.compileTwig) };
});
const queryRuns = () => vi.mocked(runQuery).mock.calls.length;
const layoutCompiles = () => vi.mocked(compileTwig).mock.calls.length;

/**
 * Batch rendering as the sending pipeline uses it, against the real store: the data is set up
 * through the API, then prepareMessage and renderBatch are called directly.
 */
let api: TestApi;
let world: Awaited<ReturnType<typeof messagingWorld>>;
const BATCH = Array.from({ length: 50 }, (_, i) => 3001 + i);
const firstName = (id: number) => `Ann${id}`;
const languageOf = (id: number) => (id % 2 ? 1 : 2);

const ok = async (answer: Promise<{ status: number; body: any }>) => {
  const { status, body } = await answer;
  if (status >= 300) throw new Error(`${status} ${JSON.stringify(body)}`);
  return body.data;
};

/** An Active set over the query, its custom references rendered by layouts; the batch's first contact tests the query. */
const referenceSet = (query: string, customReferences: { field: string; mapping: string; layoutId: number }[]) =>
  createReferenceSetTemplate(api.staff, {
    name: unique('batch set'),
    status: STATUS.active,
    graphQuery: query,
    variables: JSON.stringify({ contactIds: [3001] }),
    referencesSetMapping: [
      { field: 'ContactId', mapping: 'contacts[].id' },
      { field: 'ContactFirstName', mapping: 'contacts[].firstName' },
      { field: 'ContactEmail', mapping: 'contacts[].email' },
    ],
    customReferences,
  });

const layout = (name: string, code: string) => createReferenceLayout(api.staff, { name: unique(name), code });

/** An Active email of the world with a German translation, read back from the store and prepared as the pipeline does. */
async function prepared(overrides: Record<string, unknown>) {
  const created = await createMessage(api.staff, { ...activeEmail(world), messageTranslations: [{ languageId: 2, templateId: 'service-practical-info' }], ...overrides });
  return prepareMessage((await messageStore.get(created.id))!);
}

const rendered = (outcome: RenderOutcome | undefined): RenderedMessage => {
  if (!outcome?.ok) throw new Error(`not rendered: ${JSON.stringify(outcome)}`);
  return outcome.message;
};

let seen: { id: number; name: string };
let picky: { id: number; name: string };
let mainSet: { id: number };
beforeAll(async () => {
  api = await startTestApi();
  world = await messagingWorld(api.admin, api.staff);
  await importBatch(api.admin, [
    companyRecord(1),
    ...BATCH.map((id) => contactRecord(id, { firstName: firstName(id), email: `ann${id}@example.com`, languageId: languageOf(id), companyId: 1, phoneNumber: id % 2 ? undefined : `+3161000${id}` })),
    contactRecord(3100, { firstName: 'Bad', languageId: 1, companyId: 1 }),
  ]);
  // what a layout sees of the query data: only its own contact
  seen = await layout('Seen layout', '{{ data.contacts|length }}:{{ data.contacts[0].firstName }}:{{ variables.contactId }}');
  picky = await layout('Picky layout', '{% if value == "Bad" %}{{ value|date("Y") }}{% endif %}ok');
  mainSet = await referenceSet(CONTACT_QUERY, [
    { field: 'Greeting', mapping: 'contacts[].firstName', layoutId: world.layout.id },
    { field: 'Seen', mapping: 'contacts[].id', layoutId: seen.id },
    { field: 'Picky', mapping: 'contacts[].firstName', layoutId: picky.id },
  ]);
});
afterAll(() => api.stop());

describe('renderBatch', () => {
  it('renders 50 contacts with their own values and language, running each query once', async () => {
    const message = await prepared({ referenceSetTemplateId: mainSet.id });
    const queriesBefore = queryRuns();
    const { answer: outcomes, calls } = await storeCallsOf(() => renderBatch(message, BATCH, null));
    expect(queryRuns() - queriesBefore).toBe(3); // reference set, sender info, recipient
    expect(calls.directory).toBeLessThan(15); // per-contact queries would be 150 and more
    for (const id of BATCH) {
      const result = rendered(outcomes.get(id));
      expect(result.values).toMatchObject({ ContactId: id, ContactFirstName: firstName(id), Greeting: `<b>Dear ${firstName(id)}</b>`, Seen: `1:${firstName(id)}:${id}`, Picky: 'ok' });
      expect(result).toMatchObject({ delivery: 'email', languageId: languageOf(id), to: `ann${id}@example.com`, template: languageOf(id) === 2 ? 'service-practical-info' : 'service-meeting-reminder' });
      expect(result.sender).toMatchObject({ email: 'alex.manager@example.com', firstName: 'Alex' });
    }
  });

  it('runs each query once per 50 contacts of a larger batch, and reads each contact and company once for the whole batch', async () => {
    const more = Array.from({ length: 70 }, (_, i) => 3201 + i);
    await importBatch(api.admin, more.map((id) => contactRecord(id, { firstName: firstName(id), email: `ann${id}@example.com`, languageId: languageOf(id), companyId: 1 })));
    const message = await prepared({ referenceSetTemplateId: mainSet.id });
    const queriesBefore = queryRuns();
    const { answer: outcomes, calls } = await storeCallsOf(() => renderBatch(message, [...BATCH, ...more], null));
    expect(queryRuns() - queriesBefore).toBe(9); // 3 queries for each of 50, 50 and 20 contacts
    expect(calls.directory).toBeLessThanOrEqual(3); // the 120 contacts (100 a call), their company
    for (const id of [...BATCH, ...more]) expect(rendered(outcomes.get(id)).values).toMatchObject({ ContactId: id, ContactFirstName: firstName(id), Seen: `1:${firstName(id)}:${id}` });
  });

  it('fails a contact missing from the query result alone, naming it, and never lends it other values', async () => {
    const fixed = `query { contacts(ids: [3001, 3002]) { id firstName email } }`;
    const message = await prepared({ referenceSetTemplateId: (await referenceSet(fixed, [])).id });
    const outcomes = await renderBatch(message, [3001, 3002, 3003, 999999], null);
    expect(rendered(outcomes.get(3001)).values.ContactFirstName).toBe(firstName(3001));
    expect(rendered(outcomes.get(3002)).values.ContactFirstName).toBe(firstName(3002));
    // the reason is the contact's; the record to fix is the reference set template whose query left it out
    expect(outcomes.get(3003)).toEqual({
      ok: false,
      field: 'masterContactId',
      reason: 'The reference set query gave no values for master contact #3003.',
      fix: { kind: 'referenceSetTemplate', id: message.referenceSet.id },
    });
    expect(outcomes.get(999999)).toEqual({ ok: false, field: 'masterContactId', reason: 'There is no master contact #999999.' });
  });

  it("fails a contact whose layout breaks on its data alone, with the layout's name, line and column", async () => {
    const outcomes = await renderBatch(await prepared({ referenceSetTemplateId: mainSet.id }), [3001, 3100], null);
    expect(rendered(outcomes.get(3001)).values.Picky).toBe('ok');
    expect(outcomes.get(3100)).toEqual({
      ok: false,
      field: 'referenceSetTemplateId',
      reason: expect.stringMatching(new RegExp(`^Reference layout '${picky.name}' \\(#${picky.id}\\) for Picky: Failed to parse date "Bad"\\. \\(line 1, column \\d+\\)$`)),
      // the layout is the record to fix
      fix: { kind: 'referenceLayout', id: picky.id },
    });
  });

  it('compiles a layout once per version and process', async () => {
    await prepared({ referenceSetTemplateId: mainSet.id });
    const compiled = layoutCompiles();
    const message = await prepared({ referenceSetTemplateId: mainSet.id });
    expect(layoutCompiles()).toBe(compiled);
    await ok(api.staff.put(`/v1/reference-layouts/${seen.id}`, { name: seen.name, code: 'seen {{ value }}' }));
    const changed = await prepareMessage(message.message);
    expect(layoutCompiles()).toBe(compiled + 1);
    expect(rendered((await renderBatch(changed, [3001], null)).get(3001)).values.Seen).toBe('seen 3001');
    await ok(api.staff.put(`/v1/reference-layouts/${seen.id}`, { name: seen.name, code: '{{ data.contacts|length }}:{{ data.contacts[0].firstName }}:{{ variables.contactId }}' }));
  });

  it('sends SMS to each contact its own phone, and fails a contact without one alone', async () => {
    const message = await prepared({ type: 11, templateId: String(world.smsTemplate.id), messageTranslations: [], referenceSetTemplateId: mainSet.id });
    const outcomes = await renderBatch(message, [3001, 3002], null);
    expect(outcomes.get(3001)).toEqual({
      ok: false,
      field: 'recipientId',
      reason: `Master contact #3001 has no phone number in recipient '${world.recipient.name}'.`,
      fix: { kind: 'recipient', id: world.recipient.id },
    });
    expect(rendered(outcomes.get(3002))).toMatchObject({ delivery: 'sms', languageId: 2, to: '+31610003002', body: `Hallo ${firstName(3002)}, bis bald! Alex` });
  });
});
