import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api.ts';
import { DEMO_SET_NAME, DEMO_TARGET_GROUPS, DEMO_WORKFLOW_NAMES } from '../../infra/local/demo-workflows.ts';
import { ITEM_STATUS } from '../../shared/event-message-workflows.ts';
import { emailsTo } from '../support/sending.ts';
import { waitFor } from '../support/wait-for.ts';
import { scheduleOf } from '../support/event-workflows.ts';
import { atExpression } from '../../functions/domain/scheduling/expressions.ts';

/**
 * What a fresh `npm start` shows of the workflow area (README, "Demo data"), at the size the
 * browser tests use: the demo workflows and their set, attached to coming events, sending inside
 * the dashboard's default 30 days, with target groups that find people in the demo event.
 */
describe('demo data of a fresh start', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ directoryContacts: 300 });
  }, 120_000);
  afterAll(() => api?.stop());

  const DAY = 86_400;
  const now = () => Math.floor(Date.now() / 1000);

  async function eventsWithItems() {
    const answer = await api.staff.get('/v1/event-message-workflows?page[size]=50&sort=startTime');
    expect(answer.status).toBe(200);
    return answer.body.data.items as { id: number; numberOfTotalEventMessageWorkflows: number }[];
  }

  it('has the six demo workflows and the set of the Active ones', async () => {
    const workflows = await api.staff.get('/v1/message-workflows?page[size]=50');
    const names = workflows.body.data.items.map((w: { name: string }) => w.name);
    expect(names.sort()).toEqual(Object.values(DEMO_WORKFLOW_NAMES).sort());
    const sets = await api.staff.get('/v1/message-workflow-sets?page[size]=50');
    expect(sets.body.data.items.map((s: { name: string }) => s.name)).toEqual([DEMO_SET_NAME]);
  });

  it('attaches them to coming events; the main demo event has one item per Active workflow, the SMS one switched off', async () => {
    const events = await eventsWithItems();
    expect(events.length).toBeGreaterThanOrEqual(2);
    const main = events.find((e) => e.numberOfTotalEventMessageWorkflows === 6);
    expect(main).toBeDefined();
    const items = (await api.staff.get(`/v1/events/${main!.id}/message-workflows?include=messageWorkflow`)).body.data.items as { status: number; messageWorkflow: { name: string } }[];
    const byName = Object.fromEntries(items.map((item) => [item.messageWorkflow.name, item.status]));
    expect(byName).toEqual({
      [DEMO_WORKFLOW_NAMES.delegates]: ITEM_STATUS.active,
      [DEMO_WORKFLOW_NAMES.sms]: ITEM_STATUS.inactive,
      [DEMO_WORKFLOW_NAMES.vip]: ITEM_STATUS.active,
      [DEMO_WORKFLOW_NAMES.milestone]: ITEM_STATUS.active,
      [DEMO_WORKFLOW_NAMES.partners]: ITEM_STATUS.outOfDate,
      [DEMO_WORKFLOW_NAMES.leftDirectory]: ITEM_STATUS.active,
    });
  });

  it("shows Active items on the dashboard's default 30 days: the delegates' reminder of the main event due within the hour, scheduled to send; the others from two days on", async () => {
    const from = now();
    const rows = await api.staff.get(`/v1/event-message-workflow-composites?page[size]=50&filter[dateRange.start]=${from}&filter[dateRange.end]=${from + 30 * DAY}`);
    expect(rows.status).toBe(200);
    const active = rows.body.data.items.filter((row: { status: number }) => row.status === ITEM_STATUS.active) as { sendDate: number; eventId: number; eventMessageWorkflow: { id: number; messageWorkflow: { name: string } } }[];
    expect(active.length).toBeGreaterThanOrEqual(3);
    const main = (await eventsWithItems()).find((e) => e.numberOfTotalEventMessageWorkflows === 6)!;
    const [soon, ...later] = active.sort((a, b) => a.sendDate - b.sendDate);
    expect(soon).toMatchObject({ eventId: main.id, eventMessageWorkflow: { messageWorkflow: { name: DEMO_WORKFLOW_NAMES.delegates } } });
    expect(soon.sendDate).toBeGreaterThan(from + 20 * 60);
    expect(soon.sendDate).toBeLessThanOrEqual(from + 3600);
    // it really sends: its schedule fires at that time
    expect((await scheduleOf(api, soon.eventId, soon.eventMessageWorkflow.id))?.ScheduleExpression).toBe(atExpression(soon.sendDate));
    for (const row of later) expect(row.sendDate).toBeGreaterThan(from + DAY);
  });

  it("shows readiness badges of each kind: the delegates' reminder with a missing translation, the reminder whose contacts left the directory blocked", async () => {
    const composites = await api.staff.get(`/v1/event-message-workflow-composites?page[size]=50&filter[dateRange.start]=${now()}&filter[dateRange.end]=${now() + 30 * DAY}`);
    const rows = composites.body.data.items as { id: number; eventMessageWorkflow: { messageWorkflow: { name: string } } }[];
    const idOf = (name: string) => {
      const row = rows.find((r) => r.eventMessageWorkflow.messageWorkflow.name === name);
      expect(row, `${name} among ${JSON.stringify(rows.map((r) => r.eventMessageWorkflow.messageWorkflow.name))}`).toBeDefined();
      return row!.id;
    };
    const [warned, blocked] = [idOf(DEMO_WORKFLOW_NAMES.delegates), idOf(DEMO_WORKFLOW_NAMES.leftDirectory)];
    const badges = (await api.staff.get(`/v1/readiness/last?itemIds=${warned},${blocked}`)).body.data.items as { itemId: number; status: string }[];
    expect(Object.fromEntries(badges.map((b) => [b.itemId, b.status]))).toEqual({ [warned]: 'warnings', [blocked]: 'blocked' });
    const check = (await api.staff.get(`/v1/event-message-workflows/${warned}/readiness`)).body.data as { problems: { code: string; severity: string }[] };
    expect(check.problems).toContainEqual(expect.objectContaining({ code: 'translation-missing', severity: 'warning' }));
    const empty = (await api.staff.get(`/v1/event-message-workflows/${blocked}/readiness`)).body.data as { problems: { code: string }[] };
    expect(empty.problems.map((p) => p.code)).toEqual(['audience-empty']);
  });

  it('shows a text of the next event planned in the evening: its readiness warns that the quiet hours hold it until 08:00', async () => {
    const composites = await api.staff.get(`/v1/event-message-workflow-composites?page[size]=50&filter[dateRange.start]=${now()}&filter[dateRange.end]=${now() + 30 * DAY}`);
    const rows = composites.body.data.items as { id: number; status: number; eventMessageWorkflow: { messageWorkflow: { name: string } } }[];
    const text = rows.find((r) => r.eventMessageWorkflow.messageWorkflow.name === DEMO_WORKFLOW_NAMES.sms && r.status === ITEM_STATUS.active);
    expect(text, JSON.stringify(rows.map((r) => [r.eventMessageWorkflow.messageWorkflow.name, r.status]))).toBeDefined();
    const badges = (await api.staff.get(`/v1/readiness/last?itemIds=${text!.id}`)).body.data.items as { status: string }[];
    expect(badges.map((b) => b.status)).toEqual(['warnings']);
    const check = (await api.staff.get(`/v1/event-message-workflows/${text!.id}/readiness`)).body.data as { problems: { code: string; message: string }[] };
    expect(check.problems).toContainEqual(expect.objectContaining({ code: 'quiet-hours', message: expect.stringMatching(/^Its time falls in the quiet hours for SMS \(21:00 to 08:00\): it would be sent \w{3} \d+ \w{3}( \d{4})? 08:00\.$/) }));
  });

  it('each demo target group finds contacts of the main demo event', async () => {
    const main = (await eventsWithItems()).find((e) => e.numberOfTotalEventMessageWorkflows === 6)!;
    for (const [name, targetGroup] of Object.entries(DEMO_TARGET_GROUPS).filter(([name]) => name !== 'invitation')) {
      const answer = await api.staff.post('/v1/target-groups/test-rule-master-contacts', { eventId: main.id, targetGroup });
      expect(answer.status, name).toBe(200);
      expect(answer.body.data.total, name).toBeGreaterThan(0);
    }
  });

  it('maps the two action triggers to Active action trigger emails: a meeting booked through an import sends one', async () => {
    const triggers = (await api.staff.get('/v1/action-trigger-messages?include=message')).body.data.items as { name: string; message: { name: string; type: number; status: number } }[];
    expect(Object.fromEntries(triggers.map((t) => [t.name, t.message]))).toEqual({
      'Booked meeting': { id: expect.any(Number), name: 'Meeting booked', type: 4, status: 1 },
      'Cancelled registration': { id: expect.any(Number), name: 'Registration cancelled', type: 4, status: 1 },
    });
    const main = (await eventsWithItems()).find((e) => e.numberOfTotalEventMessageWorkflows === 6)!;
    const event = (await api.staff.get(`/v1/events/${main.id}`)).body.data as { name: string; startTime: number };
    const contact = (await api.staff.get('/v1/master-contacts/1')).body.data as { id: number; email: string; companyId: number };
    const meeting = { type: 'meeting', id: 990_001, eventId: main.id, contactId: contact.id, companyId: contact.companyId, status: 1, startTime: event.startTime };
    const answer = await api.admin.post('/v1/directory/import', [meeting]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.actions).toMatchObject({ queued: 1, notSent: [] });
    const email = await waitFor('the booked-meeting email', async () => (await emailsTo(api, contact.email)).find((e) => e.subject === `Your meeting at ${event.name} is booked`));
    expect(email.body.html).toContain('A meeting at');
  });

  it('has a season of sends behind the reports: the last 90 days show each figure, sent through the pipeline on their own days', async () => {
    const { totals, items } = (await api.staff.get('/v1/reports/deliveries?groupBy=day')).body.data;
    for (const figure of ['sent', 'delivered', 'opened', 'clicked', 'bounced', 'complained', 'failed', 'suppressed', 'participationChanged']) expect(totals[figure], figure).toBeGreaterThan(0);
    expect(items.length).toBeGreaterThan(3);
    // the figures are the deliveries': the deliveries behind the opened ones are as many
    const opened = (await api.staff.get('/v1/deliveries?filter[status]=opened&page[size]=5')).body.data;
    expect(opened.total).toBe(totals.opened);
    const channels = (await api.staff.get('/v1/reports/deliveries?groupBy=channel')).body.data.items.map((row: { key: string }) => row.key);
    expect(channels.sort()).toEqual(['email', 'sms']);
  });

  it('shows the top reasons per workflow: the follow-ups’ failures (no sender), suppressions, bounces and complaints, none naming a contact', async () => {
    const rows = (await api.staff.get('/v1/reports/deliveries?groupBy=messageWorkflow')).body.data.items as { label: string; reasons: { figure: string; reason: string; count: number }[] }[];
    const reasons = rows.flatMap((row) => row.reasons);
    expect(new Set(reasons.map((reason) => reason.figure))).toEqual(new Set(['failed', 'suppressed', 'bounced', 'complained']));
    for (const { reason } of reasons) expect(reason, reason).not.toMatch(/\d|@/);
    // each reason leads to as many deliveries as it counts
    const [first] = reasons;
    const behind = (await api.staff.get(`/v1/deliveries?filter[status]=${first.figure}&filter[reason]=${encodeURIComponent(first.reason)}&page[size]=5`)).body.data;
    expect(behind.total).toBeGreaterThanOrEqual(first.count);
  });

  it('counts texts as sent and never as delivered or bounced: locally SNS reports nothing back (docs/reports.md, SMS)', async () => {
    const { totals } = (await api.staff.get('/v1/reports/deliveries?filter[channel]=sms')).body.data;
    expect(totals.sent).toBeGreaterThan(0);
    expect({ delivered: totals.delivered, bounced: totals.bounced, opened: totals.opened, clicked: totals.clicked }).toEqual({ delivered: 0, bounced: 0, opened: 0, clicked: 0 });
  });

  it('has texts the quiet hours deferred: planned at 21:30, sent at 08:00 the next morning, the timeline keeps both times (decision 033 Q1)', async () => {
    const { items } = (await api.staff.get('/v1/reports/deliveries?filter[channel]=sms&groupBy=messageWorkflow')).body.data as { items: { key: number; label: string }[] };
    const agenda = items.find((row) => row.label === DEMO_WORKFLOW_NAMES.agendaSms);
    expect(agenda, JSON.stringify(items)).toBeDefined();
    const rows = (await api.staff.get(`/v1/event-message-workflow-composites?page[size]=5&filter[dateRange.start]=${now() - 90 * DAY}&filter[dateRange.end]=${now()}&filter[workflowName]=${encodeURIComponent(DEMO_WORKFLOW_NAMES.agendaSms)}`)).body.data.items as { id: number; eventId: number }[];
    expect(rows.length).toBeGreaterThan(0);
    const timeline = (await api.staff.get(`/v1/events/${rows[0].eventId}/message-workflows`)).body.data.items as { id: number; status: number; scheduledTime: number; deferral: { from: number; until: number } | null }[];
    const item = timeline.find((i) => i.id === rows[0].id)!;
    expect(item).toMatchObject({ status: ITEM_STATUS.completed, scheduledTime: item.deferral?.until });
    const clock = (unix: number) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Amsterdam', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(unix * 1000));
    expect([clock(item.deferral!.from), clock(item.deferral!.until)]).toEqual(['21:30', '08:00']);
    const log = (await api.staff.get(`/v1/event-message-workflows/${item.id}/deliveries?page[size]=50`)).body.data.items as { status: string; time: number }[];
    expect(log.filter((d) => d.status === 'sent').length).toBeGreaterThan(0);
    for (const delivery of log) expect(delivery.time).toBeGreaterThanOrEqual(item.deferral!.until);
  });

  it("has alerts in the bell: the season's follow-ups whose contacts have no sender ended in error (docs/alerts.md, A1)", async () => {
    const answer = await api.staff.get('/v1/alerts?filter[kind]=item-failed');
    expect(answer.status).toBe(200);
    expect(answer.body.data.total).toBeGreaterThan(0);
    expect(answer.body.data.unread).toBeGreaterThan(0);
    expect(answer.body.data.items[0]).toMatchObject({ kind: 'item-failed', read: false, message: expect.stringMatching(/^Item #\d+: \d+ of \d+ deliveries failed/) });
  });
});
