import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SQSEvent } from 'aws-lambda';
import { startTestApi, type TestApi } from '../support/api.ts';
import { attachWorkflow, emailMessage, fireNow, firing, sendingWorld, settled, type SendingWorld } from '../support/sending.ts';
import { contactRecord, createReferenceSetTemplate, importAll, queryAnsweringOnly } from '../support/test-data/index.ts';
import { waitFor } from '../support/wait-for.ts';
import { authorizationHeader } from '../../shared/auth.ts';
import { db } from '../../functions/data/client.ts';
import { listDeliveries, transition } from '../../functions/data/deliveries.ts';
import { interruptPushes } from '../../functions/data/report-ledger.ts';
import { handler as sesEvents } from '../../functions/jobs/ses-events/handler.ts';
import { handler as sendJob } from '../../functions/jobs/send/handler.ts';
import { handler as dispatch } from '../../functions/jobs/dispatch/handler.ts';
import { usePort } from '../../functions/adapters/adapters.ts';
import type { SendBatch } from '../../functions/adapters/send-queue.ts';
import { STATUS } from '../../shared/status.ts';
import { noReportCounts, type ReportCounts } from '../../shared/reports.ts';
import type { ReasonCount } from '../../shared/report-reasons.ts';

/**
 * docs/reports.md through the API: real sends on the local runtime (scheduler, send queue, SES
 * stand-in, ses-events queue), each figure held against the delivery log and the events the SES
 * stand-in published; SES events delivered again and out of order; a crash between a status
 * write and its counter, then the queue delivering the message again.
 */
let api: TestApi;
let world: SendingWorld;
beforeAll(async () => {
  api = await startTestApi();
  world = await sendingWorld(api);
  // 7 bounces, 8 complains (the SES mailbox simulator), 10 is a German contact without a translation of its own
  await importAll(api.admin, [
    contactRecord(7, { companyId: 1, email: 'bounce@simulator.amazonses.com' }),
    contactRecord(8, { companyId: 1, email: 'complaint@simulator.amazonses.com' }),
    contactRecord(10, { companyId: 1, languageId: 2 }),
  ]);
}, 120_000);
afterAll(() => api.stop());
const HOOK = 'reports-test-hook';
afterEach(() => {
  interruptPushes(undefined);
  db().middlewareStack.remove(HOOK);
});

const counts = (figures: Partial<ReportCounts>) => ({ ...noReportCounts(), ...figures });
const report = async (query: string, client = api.staff) => {
  const answer = await client.get(`/v1/reports/deliveries?${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as { totals: ReportCounts; reasons: ReasonCount[]; items: { key: string | number; label: string; counts: ReportCounts; reasons: ReasonCount[] }[]; range: { from: string; to: string } };
};
const totalsOf = async (workflowId: number) => (await report(`filter[messageWorkflowId]=${workflowId}`)).totals;
/** The counts of the item's delivery log (GET /v1/event-message-workflows/{id}/deliveries). */
const logOf = async (itemId: number) => (await api.staff.get(`/v1/event-message-workflows/${itemId}/deliveries?page[size]=100`)).body.data;

interface StoredEmail {
  messageId: string;
  body: { html?: string };
}
interface StandInEvent {
  eventType: string;
  mail: { messageId: string };
}
const emailById = async (messageId: string): Promise<StoredEmail> => ((await (await fetch(`${api.sesUrl}/store`)).json()).emails as StoredEmail[]).find((e) => e.messageId === messageId)!;
const standInEvents = async (messageIds: string[]): Promise<StandInEvent[]> => ((await (await fetch(`${api.sesUrl}/events`)).json()).events as StandInEvent[]).filter((e) => messageIds.includes(e.mail.messageId));
/** The email shown in a viewer: its pixel loads, as SES's open tracking counts it. */
const open = async (messageId: string) => void (await fetch(/<img src="([^"]+awstrack\/open[^"]+)"/.exec((await emailById(messageId)).body.html!)![1]));
/** The reader follows the email's first link: the stand-in redirects to where it points. */
async function click(messageId: string): Promise<string | null> {
  const link = /href="([^"]+awstrack\/click[^"]+)"/.exec((await emailById(messageId)).body.html!)![1].replace(/&amp;/g, '&');
  return (await fetch(link, { redirect: 'manual' })).headers.get('location');
}
/** What the stand-in published of these emails, by type. */
async function eventsByType(messageIds: string[]): Promise<Record<string, Set<string>>> {
  const byType: Record<string, Set<string>> = {};
  for (const event of await standInEvents(messageIds)) (byType[event.eventType] ??= new Set()).add(event.mail.messageId);
  return byType;
}
/** The stand-in's events of these emails, handed to the ses-events job again (SNS and SQS deliver at least once). */
async function redeliver(messageIds: string[], types: string[]): Promise<void> {
  const events = (await standInEvents(messageIds)).filter((e) => types.includes(e.eventType));
  const answer = await sesEvents({ Records: events.map((event, i) => ({ messageId: `again-${i}`, body: JSON.stringify(event) })) } as unknown as SQSEvent);
  expect(answer.batchItemFailures).toEqual([]);
}

let sent: { item: { id: number; eventId: number }; workflow: { id: number }; messageIds: Map<number, string> };

describe('the figures of a send, against its delivery log and the SES stand-in', () => {
  it('count what was sent, delivered, bounced and complained about, as the delivery log and the stand-in say', async () => {
    const { item, workflow } = await attachWorkflow(api, 1, world.message.id, {}, [3, 4, 5, 7, 8, 10]);
    await fireNow(api, item);
    const done = await settled(api, item);
    expect(done.deliveries).toMatchObject({ total: 6, sent: 6 });
    const deliveries = await listDeliveries(String(item.id));
    const messageIds = new Map(deliveries.map((d) => [d.contactId, d.providerMessageId!]));
    sent = { item, workflow, messageIds };
    // the stand-in delivered four (3, 4, 5, 10), bounced one (7), had one complained about (8)
    const ids = [...messageIds.values()];
    await waitFor('the delivery events', async () => (await totalsOf(workflow.id)).delivered === 4 && (await totalsOf(workflow.id)).complained === 1);
    const events = await eventsByType(ids);
    expect([events.Delivery?.size, events.Bounce?.size, events.Complaint?.size]).toEqual([4, 1, 1]);
    const totals = await totalsOf(workflow.id);
    expect(totals).toEqual(counts({ total: 6, sent: 6, delivered: events.Delivery.size, bounced: events.Bounce.size, complained: events.Complaint.size }));
    // the report's counts are the delivery log's
    const log = await logOf(item.id);
    expect({ total: totals.total, sent: totals.sent, failed: totals.failed, suppressed: totals.suppressed, skipped: totals.skipped }).toEqual({
      total: log.item.deliveries.total,
      sent: log.item.deliveries.sent,
      failed: log.item.deliveries.failed,
      suppressed: log.item.deliveries.suppressed,
      skipped: log.item.deliveries.skipped,
    });
    expect(log.item.deliveries.pending + log.item.deliveries.sending).toBe(totals.pending);
  });

  it('count an open when the email is shown, a click when a link is followed; a Click before its Open is one open', async () => {
    const { workflow, messageIds } = sent;
    await open(messageIds.get(3)!);
    expect(await click(messageIds.get(3)!)).toBe('https://events.example.com/schedule');
    // contact 4 reads it with images off: clicks twice, never opens; contact 5's Click comes before its Open
    await click(messageIds.get(4)!);
    await click(messageIds.get(4)!);
    await click(messageIds.get(5)!);
    await open(messageIds.get(5)!);
    await waitFor('the opens and clicks', async () => (await totalsOf(workflow.id)).clicked === 3 && (await totalsOf(workflow.id)).opened === 3);
    const events = await eventsByType([...messageIds.values()]);
    expect([events.Open.size, events.Click.size]).toEqual([2, 3]);
    // opened: those with an Open or a Click (3, 4, 5); clicked: those with a Click
    expect(await totalsOf(workflow.id)).toEqual(counts({ total: 6, sent: 6, delivered: 4, opened: 3, clicked: 3, bounced: 1, complained: 1 }));
  });

  it('count nothing twice when SES delivers the same events again, in any order (a Delivery twice, a Click again before an Open)', async () => {
    const { workflow, messageIds } = sent;
    const before = await totalsOf(workflow.id);
    const reasonsBefore = (await report(`filter[messageWorkflowId]=${workflow.id}`)).reasons;
    expect(reasonsBefore).toEqual([
      { figure: 'bounced', reason: 'Permanent: General', count: 1 },
      { figure: 'complained', reason: 'No feedback type', count: 1 },
    ]);
    await redeliver([...messageIds.values()], ['Click']);
    await redeliver([...messageIds.values()], ['Delivery', 'Open', 'Bounce', 'Complaint', 'Send']);
    await redeliver([...messageIds.values()], ['Delivery', 'Click', 'Bounce', 'Complaint']);
    expect(await totalsOf(workflow.id)).toEqual(before);
    expect((await report(`filter[messageWorkflowId]=${workflow.id}`)).reasons).toEqual(reasonsBefore);
  });

  it('count a suppressed delivery (the bounced address of the first send) and a failed one (the reference set has nothing for the contact)', async () => {
    const { workflow: suppressing, item } = await attachWorkflow(api, 1, world.message.id, {}, [7, 3]);
    await fireNow(api, item);
    await settled(api, item);
    const set = await createReferenceSetTemplate(api.staff, { name: 'Only contact 1', status: STATUS.active, ...queryAnsweringOnly(1) });
    const failing = await emailMessage(api.staff, world, { referenceSetTemplateId: set.id });
    const { workflow: failed, item: failingItem } = await attachWorkflow(api, 1, failing.id, {}, [1, 6]);
    await fireNow(api, failingItem);
    await settled(api, failingItem);
    await api.queuesIdle();
    expect(await totalsOf(suppressing.id)).toMatchObject({ total: 2, sent: 1, suppressed: 1 });
    expect(await totalsOf(failed.id)).toMatchObject({ total: 2, sent: 1, failed: 1 });
    expect((await logOf(failingItem.id)).item.deliveries).toMatchObject({ total: 2, sent: 1, failed: 1 });
    failures = { suppressing: suppressing.id, failed: failed.id };
  });
});

let failures: { suppressing: number; failed: number };

describe('the top reasons (docs/reports.md, "Reasons")', () => {
  const FAILED = 'The reference set query gave no values for master contact #.';
  const SUPPRESSED = 'Bounced (Permanent, General)';

  it('per workflow and in total: each failure, suppression, bounce and complaint under its label, without the contact’s data', async () => {
    const byWorkflow = await report('filter[eventId]=1&groupBy=messageWorkflow');
    const reasonsOf = (id: number) => byWorkflow.items.find((row) => row.key === id)?.reasons;
    expect(reasonsOf(failures.failed)).toEqual([{ figure: 'failed', reason: FAILED, count: 1 }]);
    expect(reasonsOf(failures.suppressing)).toEqual([{ figure: 'suppressed', reason: SUPPRESSED, count: 1 }]);
    expect(reasonsOf(sent.workflow.id)).toEqual([
      { figure: 'bounced', reason: 'Permanent: General', count: 1 },
      { figure: 'complained', reason: 'No feedback type', count: 1 },
    ]);
    // the totals: the most frequent first, at most five, each the sum of the rows'
    const { reasons } = await report('filter[eventId]=1');
    expect(reasons.length).toBeLessThanOrEqual(5);
    for (const reason of reasons) {
      const rows = byWorkflow.items.flatMap((row) => row.reasons).filter((r) => r.figure === reason.figure && r.reason === reason.reason);
      expect(rows.reduce((sum, r) => sum + r.count, 0), reason.reason).toBe(reason.count);
    }
    expect(reasons.map((r) => r.count)).toEqual([...reasons.map((r) => r.count)].sort((a, b) => b - a));
    // the status rows carry their own
    const byStatus = await report(`filter[messageWorkflowId]=${failures.failed}&groupBy=status`);
    expect(byStatus.items.find((row) => row.key === 'failed')?.reasons).toEqual([{ figure: 'failed', reason: FAILED, count: 1 }]);
    expect(byStatus.items.find((row) => row.key === 'sent')?.reasons).toEqual([]);
  });

  it('lead to their deliveries (filter[reason] with filter[status]), the total being the reason’s count', async () => {
    const deliveries = async (query: string) => (await api.staff.get(`/v1/deliveries?filter[eventId]=1&${query}`)).body.data as { total: number; items: { contactId: number; address: string; reason: string | null }[] };
    const failed = await deliveries(`filter[status]=failed&filter[reason]=${encodeURIComponent(FAILED)}`);
    expect([failed.total, failed.items.map((row) => row.contactId)]).toEqual([1, [6]]);
    expect(failed.items[0].reason).toContain('#6');
    const bounced = await deliveries(`filter[status]=bounced&filter[reason]=${encodeURIComponent('Permanent: General')}`);
    expect([bounced.total, bounced.items.map((row) => row.address)]).toEqual([1, ['bounce@simulator.amazonses.com']]);
    const complained = await deliveries(`filter[status]=complained&filter[reason]=${encodeURIComponent('No feedback type')}`);
    expect(complained.items.map((row) => row.address)).toEqual(['complaint@simulator.amazonses.com']);
    const suppressed = await deliveries(`filter[status]=suppressed&filter[reason]=${encodeURIComponent(SUPPRESSED)}&filter[messageWorkflowId]=${failures.suppressing}`);
    expect([suppressed.total, suppressed.items.map((row) => row.contactId)]).toEqual([1, [7]]);
    // another label of the same figure: none
    expect(await deliveries(`filter[status]=bounced&filter[reason]=${encodeURIComponent('Transient: General')}`)).toEqual({ total: 0, items: [] });
    const csv = await (await fetch(`${api.url}/v1/deliveries.csv?filter[eventId]=1&filter[status]=failed&filter[reason]=${encodeURIComponent(FAILED)}`, { headers: { authorization: authorizationHeader(api.staff.token!) } })).text();
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(2);
  });

  it('are a column of the grouped CSV', async () => {
    const headers = { authorization: authorizationHeader(api.staff.token!) };
    const table = (await (await fetch(`${api.url}/v1/reports/deliveries.csv?filter[messageWorkflowId]=${sent.workflow.id}&groupBy=messageWorkflow`, { headers })).text()).split('\r\n').filter(Boolean);
    expect(table[0].endsWith(',Participation changed,Top reasons')).toBe(true);
    expect(table[1].endsWith(',Bounced · Permanent: General (1); Complained · No feedback type (1)')).toBe(true);
  });
});

describe('groups', () => {
  it('by status, language, channel, workflow, day and week: each group adds up to the totals', async () => {
    const query = 'filter[eventId]=1';
    const { totals } = await report(query);
    for (const groupBy of ['status', 'language', 'channel', 'messageWorkflow', 'message', 'event', 'day', 'week']) {
      const { items } = await report(`${query}&groupBy=${groupBy}`);
      expect(items.length, groupBy).toBeGreaterThan(0);
      const sum = noReportCounts();
      for (const row of items) for (const name of Object.keys(sum) as (keyof ReportCounts)[]) sum[name] += row.counts[name];
      expect(sum, groupBy).toEqual(totals);
    }
    const byLanguage = await report(`filter[messageWorkflowId]=${sent.workflow.id}&groupBy=language`);
    expect(byLanguage.items.map((row) => [row.label, row.counts.total])).toEqual([
      ['English', 4],
      ['German', 2],
    ]);
    const byStatus = await report(`${query}&groupBy=status`);
    expect(byStatus.items.map((row) => row.key)).toEqual(['sent', 'failed', 'suppressed']);
    expect(byStatus.items[0].counts.opened).toBe(totals.opened);
    expect((await report(query)).items).toEqual([]);
    const byWorkflow = await report(`${query}&groupBy=messageWorkflow`);
    expect(byWorkflow.items.find((row) => row.key === sent.workflow.id)?.counts.total).toBe(6);
  });

  it('filter by channel, language and workflow set', async () => {
    expect((await report(`filter[messageWorkflowId]=${sent.workflow.id}&filter[languageId]=2`)).totals.total).toBe(2);
    expect((await report(`filter[messageWorkflowId]=${sent.workflow.id}&filter[channel]=sms`)).totals.total).toBe(0);
    const set = (await api.staff.post('/v1/message-workflow-sets', { name: 'Reported set', status: STATUS.active, messageWorkflows: [sent.workflow.id] })).body.data;
    expect((await report(`filter[messageWorkflowSetId]=${set.id}`)).totals.total).toBe(6);
  });
});

describe('participation changed', () => {
  it('counts a registration and a booked meeting at the event within the window after the message, once per delivery', async () => {
    const { workflow } = sent;
    const now = Math.floor(Date.now() / 1000);
    await importAll(api.admin, [
      // 3 registers and books a meeting: one delivery that led to something
      { type: 'participation', id: 9301, eventId: 1, contactId: 3, participationType: 2, status: 1, registeredAt: now },
      { type: 'meeting', id: 9302, eventId: 1, contactId: 3, companyId: 1, status: 1, startTime: now + 86_400 * 20 },
      // 4 is a prospect: not a registration
      { type: 'participation', id: 9303, eventId: 1, contactId: 4, participationType: 3, status: 1, registeredAt: now },
    ]);
    expect((await totalsOf(workflow.id)).participationChanged).toBe(1);
    // 5 registers 2 days after the message, with a window of 1 day: nothing
    const [five] = (await listDeliveries(String(sent.item.id))).filter((d) => d.contactId === 5);
    await transition(five, 'sent', 'sent', { sentAt: now - 2 * 86_400 });
    await api.admin.post('/v1/settings', { name: 'reports.participationWindowDays', value: 1 });
    try {
      await importAll(api.admin, [{ type: 'participation', id: 9304, eventId: 1, contactId: 5, participationType: 2, status: 1, registeredAt: now }]);
    } finally {
      await api.admin.post('/v1/settings', { name: 'reports.participationWindowDays', value: 14 });
    }
    expect((await totalsOf(workflow.id)).participationChanged).toBe(1);
    // within the window: 10's registration arrives cancelled (not a registration), then is confirmed: counted
    await importAll(api.admin, [{ type: 'participation', id: 9305, eventId: 1, contactId: 10, participationType: 2, status: 4, registeredAt: now }]);
    expect((await totalsOf(workflow.id)).participationChanged).toBe(1);
    await importAll(api.admin, [{ type: 'participation', id: 9305, eventId: 1, contactId: 10, participationType: 2, status: 1, registeredAt: now }]);
    expect((await totalsOf(workflow.id)).participationChanged).toBe(2);
  });
});

describe('a crash between a status write and its counter (the message delivered again)', () => {
  /** Fails the first store call `command` matching `when`, as a process dying just before it would. */
  function dieOnce(command: string, when: (input: Record<string, any>) => boolean): () => boolean {
    let died = false;
    db().middlewareStack.add(
      (next, context) => async (args) => {
        if (!died && context.commandName === command && when(args.input as Record<string, any>)) {
          died = true;
          throw new Error('killed here');
        }
        return next(args);
      },
      { step: 'initialize', name: HOOK },
    );
    return () => died;
  }

  /** An item frozen by a dispatch in this process, its batches kept here instead of the send queue: the messages a test hands to the send job itself. */
  async function frozenItem(contactIds: number[]) {
    const { workflow, item } = await attachWorkflow(api, 1, world.message.id, {}, contactIds);
    const batches: SendBatch[] = [];
    usePort('sendQueue', { send: async (sent) => void batches.push(...sent) });
    try {
      expect((await dispatch(firing(item))).outcome).toBe('sending');
    } finally {
      usePort('sendQueue', undefined);
    }
    const message = { Records: batches.map((batch, i) => ({ messageId: `batch-${i}`, body: JSON.stringify(batch) })) } as unknown as SQSEvent;
    return { workflow, item, message };
  }
  /**
   * Emails go out without the tags that name their deliveries, so no SES event of them pushes the
   * batch's ledger from the ses-events job meanwhile (it would complete the push a test stops).
   */
  beforeAll(() => {
    const ses = usePort('email', undefined);
    usePort('email', { send: (email) => ses.send({ ...email, tags: undefined }) });
  });
  afterAll(() => void usePort('email', undefined));

  it("between the sender's records and the recount that counts them: the batch delivered again counts them, once", async () => {
    const { workflow, item, message } = await frozenItem([1, 2, 3]);
    expect(await totalsOf(workflow.id)).toMatchObject({ total: 3, pending: 3, sent: 0 });
    // the deliveries are recorded sent; the recount that would count them dies, so the job fails the message
    const died = dieOnce('UpdateItemCommand', (input) => input.Key?.pk === `delivery-batch#${item.id}` && /ADD countsChange/.test(input.UpdateExpression ?? ''));
    expect((await sendJob(message)).batchItemFailures).toHaveLength(1);
    expect(died()).toBe(true);
    expect((await listDeliveries(String(item.id))).map((d) => d.status)).toEqual(['sent', 'sent', 'sent']);
    // not counted yet, as the item's own counts (the delivery log's) are not
    expect(await totalsOf(workflow.id)).toMatchObject({ total: 3, pending: 3, sent: 0 });
    expect((await logOf(item.id)).item.deliveries).toMatchObject({ total: 3, pending: 3, sent: 0 });
    // the queue delivers it again: nothing is sent twice, and the three are counted once
    expect((await sendJob(message)).batchItemFailures).toEqual([]);
    expect((await sendJob(message)).batchItemFailures).toEqual([]);
    expect(await totalsOf(workflow.id)).toMatchObject({ total: 3, pending: 0, sent: 3 });
    expect((await logOf(item.id)).item.deliveries).toMatchObject({ total: 3, pending: 0, sent: 3 });
  });

  for (const step of ['written', 'added'] as const) {
    it(`inside a push to the report cells (${step === 'written' ? 'before' : 'after'} adding to them): the batch delivered again completes it, once`, async () => {
      const { workflow, item, message } = await frozenItem([4, 5]);
      let died = false;
      interruptPushes((at, push) => {
        if (at === step && push.owner === String(item.id) && !died) {
          died = true;
          throw new Error('killed here');
        }
      });
      expect((await sendJob(message)).batchItemFailures).toHaveLength(1);
      expect(died).toBe(true);
      interruptPushes(undefined);
      expect((await sendJob(message)).batchItemFailures).toEqual([]);
      const log = (await logOf(item.id)).item.deliveries;
      expect(log).toMatchObject({ total: 2, sent: 2 });
      expect(await totalsOf(workflow.id)).toMatchObject({ total: log.total, sent: log.sent, pending: 0 });
    });
  }
});

describe('the deliveries behind a figure', () => {
  it('answer a page in the list contract, the total being the figure', async () => {
    const { workflow } = sent;
    const page = (await api.staff.get(`/v1/deliveries?filter[messageWorkflowId]=${workflow.id}&filter[status]=opened&page[size]=5`)).body.data;
    expect(page.total).toBe((await totalsOf(workflow.id)).opened);
    expect(page.items.map((row: { contactId: number }) => row.contactId).sort()).toEqual([3, 4, 5]);
    expect(page.items[0]).toMatchObject({ itemId: sent.item.id, eventId: 1, messageWorkflowId: workflow.id, channel: 'email', status: 'sent', opened: true, firstName: 'Test' });
    const all = (await api.staff.get(`/v1/deliveries?filter[messageWorkflowId]=${workflow.id}&page[size]=5&sort=sentAt`)).body.data;
    const second = (await api.staff.get(`/v1/deliveries?filter[messageWorkflowId]=${workflow.id}&page[size]=5&page[number]=2&sort=sentAt`)).body.data;
    expect([all.total, all.items.length, second.items.length]).toEqual([6, 5, 1]);
    expect(new Set([...all.items, ...second.items].map((row: { contactId: number }) => row.contactId))).toEqual(new Set([3, 4, 5, 7, 8, 10]));
    const bounced = (await api.staff.get(`/v1/deliveries?filter[messageWorkflowId]=${workflow.id}&filter[status]=bounced`)).body.data;
    expect(bounced.items.map((row: { address: string }) => row.address)).toEqual(['bounce@simulator.amazonses.com']);
  });

  it('stream as CSV (Accept: text/csv or .csv): a header and a line a delivery, quoted where needed', async () => {
    const { workflow } = sent;
    const headers = { authorization: authorizationHeader(api.staff.token!) };
    const byAccept = await fetch(`${api.url}/v1/deliveries?filter[messageWorkflowId]=${workflow.id}`, { headers: { ...headers, accept: 'text/csv' } });
    expect([byAccept.status, byAccept.headers.get('content-type'), byAccept.headers.get('transfer-encoding')]).toEqual([200, 'text/csv; charset=utf-8', 'chunked']);
    expect(byAccept.headers.get('content-disposition')).toMatch(/^attachment; filename="deliveries-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = await byAccept.text();
    const lines = text.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('Day,Event,Item,Message workflow,Message,Contact,First name,Last name,Sender copy,Address,Channel,Language,Status,Reason,Sent at,Provider message id,Delivered,Opened,Clicked,Bounced,Complained,Participation changed');
    expect(lines).toHaveLength(7);
    const three = lines.find((line) => line.includes(',3,Test,Person3,'))!.split(',');
    expect(three.slice(-6)).toEqual(['yes', 'yes', 'yes', 'no', 'no', 'yes']);
    const byPath = await (await fetch(`${api.url}/v1/deliveries.csv?filter[messageWorkflowId]=${workflow.id}`, { headers })).text();
    expect(byPath).toBe(text);
    const grouped = await fetch(`${api.url}/v1/reports/deliveries.csv?filter[messageWorkflowId]=${workflow.id}&groupBy=language`, { headers });
    // named by its grouping: the tables of one range download as files of their own
    expect(grouped.headers.get('content-disposition')).toMatch(/^attachment; filename="delivery-report-by-language-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv"$/);
    const table = (await grouped.text()).split('\r\n').filter(Boolean);
    expect(table[0]).toBe('Key,Label,Total,Pending,Sent,Unconfirmed,Failed,Suppressed,Skipped,Delivered,Opened,Clicked,Bounced,Complained,Participation changed,Top reasons');
    expect(table.slice(1, -1).map((line) => line.split(',').slice(0, 3))).toEqual([
      ['1', 'English', '4'],
      ['2', 'German', '2'],
    ]);
    expect(table.at(-1)).toMatch(/^total,\d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2},6,/);
  });
});

describe('refusals', () => {
  it('answer 401 to anyone not signed in, 200 to staff and super-admins', async () => {
    for (const path of ['/v1/reports/deliveries', '/v1/reports/deliveries.csv', '/v1/deliveries', '/v1/deliveries.csv']) {
      expect((await api.anonymous.request('GET', path).catch(() => ({ status: 0 }))).status, path).toBe(401);
      for (const client of [api.staff, api.admin]) expect((await fetch(`${api.url}${path}`, { headers: { authorization: authorizationHeader(client.token!) } })).status, path).toBe(200);
    }
  });

  it('answer 422 naming the parameter for an unknown filter, groupBy or parameter, and for values they cannot use', async () => {
    const refused = async (path: string, parameter: string) => {
      const answer = await api.staff.get(path);
      expect(answer.status, path).toBe(422);
      expect(Object.keys(answer.body.error.errors), path).toEqual([parameter]);
    };
    await refused('/v1/reports/deliveries?filter[contactId]=3', 'filter[contactId]');
    await refused('/v1/reports/deliveries?groupBy=contact', 'groupBy');
    await refused('/v1/reports/deliveries?filter[status]=sent', 'filter[status]');
    await refused('/v1/reports/deliveries?page[size]=5', 'page[size]');
    await refused('/v1/reports/deliveries?filter[channel]=fax', 'filter[channel]');
    await refused('/v1/reports/deliveries?filter[languageId]=99', 'filter[languageId]');
    await refused('/v1/reports/deliveries?filter[eventId]=x', 'filter[eventId]');
    await refused('/v1/reports/deliveries?filter[sentAt:from]=yesterday', 'filter[sentAt:from]');
    await refused('/v1/reports/deliveries?filter[sentAt:from]=1800000000&filter[sentAt:to]=1700000000', 'filter[sentAt:to]');
    await refused('/v1/reports/deliveries?filter[sentAt:from]=1700000000&filter[sentAt:to]=1800000000', 'filter[sentAt:from]');
    await refused('/v1/deliveries?filter[status]=lost', 'filter[status]');
    await refused('/v1/deliveries?filter[reason]=Permanent:%20General', 'filter[reason]');
    await refused('/v1/deliveries?filter[status]=opened&filter[reason]=x', 'filter[reason]');
    await refused(`/v1/deliveries?filter[status]=failed&filter[reason]=${'x'.repeat(121)}`, 'filter[reason]');
    await refused('/v1/deliveries?sort=contactId', 'sort');
    await refused('/v1/deliveries?groupBy=day', 'groupBy');
    await refused('/v1/deliveries.csv?filter[unknown]=1', 'filter[unknown]');
  });

  it("read their range as every list does (docs/decisions/041-one-date-range-spelling.md): the contract's texts, one spelling, each end once", async () => {
    const refused = async (path: string, parameter: string, text: string) => {
      const answer = await api.staff.get(path);
      expect(answer.status, path).toBe(422);
      expect(answer.body.error.errors, path).toEqual({ [parameter]: text });
    };
    for (const path of ['/v1/reports/deliveries', '/v1/deliveries']) {
      await refused(`${path}?filter[sentAt:to]=soon`, 'filter[sentAt:to]', 'filter[sentAt:to] must be unix seconds.');
      await refused(`${path}?filter[sentAt:from]=1800000000&filter[sentAt:to]=1700000000`, 'filter[sentAt:to]', 'filter[sentAt:to] must not be before filter[sentAt:from].');
      await refused(`${path}?filter[sentAt:from]=1700000000&filter[sentAt:from]=1700000001`, 'filter[sentAt:from]', 'filter[sentAt:from] is given more than once.');
      // the reports never had another spelling, so they have no aliases
      await refused(`${path}?filter[sentAt.start]=1700000000`, 'filter[sentAt.start]', 'Unknown filter filter[sentAt.start].');
    }
  });
});
