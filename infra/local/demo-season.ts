import type { SQSEvent } from 'aws-lambda';
import { messageStore, messageWorkflowStore, type MessageWorkflow } from '../../functions/data/catalogue.ts';
import { now, useClock } from '../../functions/data/clock.ts';
import { getContacts, getEvent, upcomingEvents, type StoredEvent } from '../../functions/data/directory/store.ts';
import { getRoster } from '../../functions/data/directory/derived.ts';
import { listDeliveries } from '../../functions/data/deliveries.ts';
import { cellsBetween } from '../../functions/data/report-cells.ts';
import { getSuppressions } from '../../functions/data/suppression-store.ts';
import { usePort } from '../../functions/adapters/adapters.ts';
import type { SendBatch } from '../../functions/adapters/send-queue.ts';
import { validate } from '../../functions/domain/validate.ts';
import { importDirectory } from '../../functions/domain/reactions/directory-changes.ts';
import { bySystem } from '../../functions/domain/audit/trail.ts';
import { numbered } from '../../functions/domain/directory/import.ts';
import type { SignedInContext } from '../../functions/kit/http.ts';
import { messageWorkflows } from '../../functions/resources/message-workflows/message-workflows.ts';
import { saveEventWorkflows } from '../../functions/resources/event-message-workflows/attach.ts';
import { handler as dispatch } from '../../functions/jobs/dispatch/handler.ts';
import { handler as send } from '../../functions/jobs/send/handler.ts';
import { scheduleName } from '../../functions/domain/scheduling/item-schedule.ts';
import { DEMO_TARGET_GROUPS, DEMO_WORKFLOW_NAMES } from './demo-workflows.ts';
import { MessageWorkflowInputSchema } from '../../shared/message-workflows.ts';
import { resolveSendingTime } from '../../shared/sending-time.ts';
import { BASED_ON } from '../../shared/triggers/scheduled.ts';
import { TRIGGER_TYPE } from '../../shared/triggers/trigger-prototype.ts';
import { ITEM_STATUS } from '../../shared/event-message-workflows.ts';
import { civilDateAt, formatDate } from '../../shared/amsterdam-time.ts';
import { STATUS } from '../../shared/status.ts';
import type { SessionUser } from '../../shared/auth.ts';
import { getItem, listEventItems } from '../../functions/data/item-reads.ts';
import type { StoredItem } from '../../functions/data/event-workflow-item.ts';
import type { Stored } from '../../functions/data/entity-store.ts';

/** Who the demo's imports are in the audit trail. */
const DEMO_IMPORT = bySystem('demo-data', 'import');

/**
 * A season of sends behind the reports on a fresh store (docs/reports.md, "Demo data"): the demo
 * reminders sent for the events of the last three months, each on its own day, through the real
 * pipeline: the items attached by the screens' service, fired through the dispatch job, their
 * batches sent by the send job to the SES stand-in and the SMS outbox, with the product's clock
 * set to that day (the schedules are left out: their day has passed). The stand-in then does what
 * SES does (deliveries, the simulator's bounce and complaint, which suppress those addresses for
 * the next send); a share of the emails is shown in its viewer (an open) and has a link followed
 * (a click); and some recipients book a meeting at the event two days later, imported as the
 * directory import does (participation changed). Nothing writes a counter but the pipeline.
 */
const DAY = 86_400;
/** A hand-picked follow-up goes to a few delegates, two addresses of the SES mailbox simulator and two contacts without a company. */
const SIMULATOR_CONTACTS = [
  { id: 990_000_001, firstName: 'Bounce', lastName: 'Simulator', email: 'bounce@simulator.amazonses.com' },
  { id: 990_000_002, firstName: 'Complaint', lastName: 'Simulator', email: 'complaint@simulator.amazonses.com' },
];
/** Contacts without a company: their emails have no sender (no account manager), so they fail. */
const WITHOUT_COMPANY = [
  { id: 990_000_011, firstName: 'Freelance', lastName: 'Delegate', email: 'freelance.delegate@example.com' },
  { id: 990_000_012, firstName: 'Independent', lastName: 'Advisor', email: 'independent.advisor@example.com' },
];
/** What share of the delivered emails is opened, has its link followed (some without an open: images off), leads to a booked meeting. */
const OPENED = 0.45;
const CLICKED = 0.15;
const BOOKED = 0.08;

/** A deterministic share: the same contacts every time. */
const picked = (id: number, share: number, salt: number) => ((id * 2_654_435_761 + salt * 97) % 1000) / 1000 < share;

/** "N days before a deadline of the event" that sends between `from` and `to`, if the event has such a deadline. */
function triggerBetween(event: StoredEvent, at: number, from: number, to: number, sendingTime: string) {
  for (const [type, deadline] of Object.entries(event.deadlines ?? {}).sort(([, a], [, b]) => Number(a) - Number(b))) {
    if (Number(deadline) < from) continue;
    for (let interval = 1; interval <= 30; interval++) {
      const trigger = { triggerType: TRIGGER_TYPE.scheduled, triggerData: { interval, triggerScheduledType: 'days', sendingDay: [], sendingTime, basedOnCriterion: BASED_ON.before, eventDeadlineType: Number(type) } };
      const time = resolveSendingTime(trigger as never, event, at);
      if (time.kind === 'at' && time.at >= from && time.at <= to) return { trigger, at: time.at };
    }
  }
  return undefined;
}

/** Sends the batches the dispatch handed over, as the send job does (and again any it failed, as the queue would). */
async function sendAll(batches: SendBatch[]): Promise<void> {
  const message = (list: SendBatch[]) => ({ Records: list.map((batch, i) => ({ messageId: `season-${i}`, body: JSON.stringify(batch) })) }) as unknown as SQSEvent;
  let left = batches;
  for (let attempt = 0; left.length && attempt < 3; attempt++) {
    const failed = new Set((await send(message(left))).batchItemFailures.map((f) => f.itemIdentifier));
    left = left.filter((_, i) => failed.has(`season-${i}`));
  }
}

interface StandInEmail {
  messageId: string;
  body?: { html?: string };
}

/** The reader: shows some emails in the stand-in's viewer (their pixel loads) and follows the link of some. */
async function read(sesUrl: string, messageIds: Map<number, string>, salt: number): Promise<number> {
  const emails = new Map(((await (await fetch(`${sesUrl}/store`)).json()).emails as StandInEmail[]).map((email) => [email.messageId, email]));
  let readers = 0;
  for (const [contactId, messageId] of messageIds) {
    const html = emails.get(messageId)?.body?.html ?? '';
    const pixel = /<img src="([^"]+awstrack\/open[^"]+)"/.exec(html)?.[1];
    const link = /href="([^"]+awstrack\/click[^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
    const opens = pixel && picked(contactId + salt, OPENED, 1);
    const clicks = link && picked(contactId + salt, CLICKED, 2);
    if (opens) await fetch(pixel);
    if (clicks) await fetch(link, { redirect: 'manual' });
    if (opens || clicks) readers++;
  }
  return readers;
}

/**
 * The season's sends before each event: which workflow, how many days before the event's start, by
 * which message, at what time. The texts are planned for 21:30, inside the quiet hours: each firing
 * defers its item to 08:00 the next morning, when it is sent (decision 033 Q1), as the timeline shows.
 */
const SENDS = [
  { name: DEMO_WORKFLOW_NAMES.saveTheDate, days: 42, message: 'Meeting reminder', at: '09:30', description: 'Confirmed delegates, six weeks before the event.' },
  { name: DEMO_WORKFLOW_NAMES.agendaSms, days: 21, message: 'Meeting reminder SMS', at: '21:30', description: 'By SMS: confirmed delegates with a mobile service account, or anyone in meeting booking, three weeks before, in the evening: the quiet hours hold it until 08:00.' },
  { name: DEMO_WORKFLOW_NAMES.followUp, days: 14, message: 'Meeting reminder', at: '09:30', description: 'A hand-picked list kept since an earlier event: two of its addresses no longer take mail, two of its contacts have no company (so no sender).' },
  { name: DEMO_WORKFLOW_NAMES.travelTips, days: 10, message: 'Meeting reminder', at: '09:30', description: 'The same hand-picked list, four days later: the addresses that bounced or complained are suppressed by then.' },
  { name: DEMO_WORKFLOW_NAMES.lastCall, days: 7, message: 'Meeting reminder', at: '09:30', description: 'Confirmed delegates, a week before the event.' },
] as const;
/** The oldest send of the season: inside the report's default 90 days. */
const OLDEST = 88 * DAY;

export async function seedDemoSeason(admin: SessionUser): Promise<string[]> {
  const today = now();
  const sesUrl = process.env.LOCAL_SES_VIEWER_URL;
  if (!sesUrl) return [];
  // once: a store whose reports show sends already has its season
  if ((await cellsBetween(formatDate(civilDateAt(today - 120 * DAY)), formatDate(civilDateAt(today)))).length) return [];
  const messages = new Map((await messageStore.list()).map((m) => [m.name, m.id]));
  if (SENDS.some((send) => !messages.has(send.message))) return [];
  // the events with a send of the season in the last 88 days, that the demo workflows left alone (the demo event's items stay as they are)
  const candidates = (await upcomingEvents(today - (OLDEST + 60 * DAY), 60)).filter((e) => e.status === 1 && e.startTime - 42 * DAY < today && e.startTime - 7 * DAY > today - OLDEST);
  const events: StoredEvent[] = [];
  for (const candidate of candidates) if (!(await listEventItems(candidate.id)).length) events.push((await getEvent(candidate.id))!);
  if (!events.length) return [];

  const ctx = { user: admin } as unknown as SignedInContext;
  const handPicked = [...new Set((await getRoster(events[0].id)).filter((r) => r.participationType === 2 && r.status === 1).map((r) => r.contactId))].slice(0, 6);
  // at a delegate's company, so their emails have a sender (the company's account manager)
  const companyId = [...(await getContacts(handPicked)).values()].find((contact) => contact.companyId)?.companyId;
  await importDirectory(numbered([...SIMULATOR_CONTACTS.map((contact) => ({ ...contact, ...(companyId ? { companyId } : {}) })), ...WITHOUT_COMPANY].map((contact) => ({ type: 'contact', languageId: 1, ...contact }))), DEMO_IMPORT);
  const existing = new Map((await messageWorkflowStore.list()).map((w) => [w.name, w]));
  const workflows = new Map<string, Stored<MessageWorkflow>>();
  for (const send of SENDS) {
    const manual = send.name === DEMO_WORKFLOW_NAMES.followUp || send.name === DEMO_WORKFLOW_NAMES.travelTips;
    const group = send.message === 'Meeting reminder SMS' ? DEMO_TARGET_GROUPS.sms : DEMO_TARGET_GROUPS.delegates;
    const workflow =
      existing.get(send.name) ??
      (await messageWorkflows.service.create(
        validate(MessageWorkflowInputSchema, {
          status: STATUS.active,
          name: send.name,
          description: send.description,
          triggerPrototype: { triggerType: TRIGGER_TYPE.scheduled, triggerData: { interval: send.days, triggerScheduledType: 'days', sendingDay: [], sendingTime: send.at, basedOnCriterion: BASED_ON.before, eventDeadlineType: 1 } },
          ...(manual ? { contactEnrolledType: 'manual', masterContactIds: [...handPicked, ...SIMULATOR_CONTACTS.map((c) => c.id), ...WITHOUT_COMPANY.map((c) => c.id)] } : { contactEnrolledType: 'automatic', targetGroup: group }),
          messageId: messages.get(send.message),
        }),
        ctx,
      ));
    workflows.set(send.name, workflow);
  }

  const batches: SendBatch[] = [];
  usePort('scheduler', { put: async () => undefined, remove: async () => undefined });
  usePort('sendQueue', { send: async (sent) => void batches.push(...sent) });
  let restoreClock = () => undefined as void;
  const at = (time: number) => {
    restoreClock();
    restoreClock = useClock(() => time);
  };
  // what each event is sent, and when: a send whose day is in the season, whose trigger resolves to that day
  const plan = events.flatMap((event) => {
    const planned = SENDS.flatMap((send) => {
      const day = event.startTime - send.days * DAY;
      const trigger = day > today - OLDEST && day < today - 3600 ? triggerBetween(event, day, day + 3600, day + 2 * DAY, send.at) : undefined;
      return trigger && trigger.at < today ? [{ event, send, day, trigger: trigger.trigger }] : [];
    });
    // the demo event is the one with five items (the set's: README, the demo-data and browser tests find it so): a season event never has five
    return planned.length === 5 ? planned.filter((p) => p.send.name !== DEMO_WORKFLOW_NAMES.agendaSms) : planned;
  });
  let sends = 0;
  let readers = 0;
  let booked = 0;
  try {
    for (const { event, send, day, trigger } of plan.sort((a, b) => a.day - b.day)) {
      at(day);
      const [attached] = await saveEventWorkflows({ eventMessageWorkflows: [{ eventId: event.id, messageWorkflowId: workflows.get(send.name)!.id, trigger }] }, ctx);
      if (attached?.status !== ITEM_STATUS.active || !attached.scheduledTime) continue;
      batches.length = 0;
      // its schedule fires; a firing in the quiet hours defers the item, and its schedule fires again at their end
      const item = await fireUntilSent(attached, at);
      if (!item?.scheduledTime) continue;
      await sendAll([...batches]);
      const deliveries = await listDeliveries(String(item.id));
      const emails = deliveries.filter((d) => d.status === 'sent' && d.channel === 'email' && d.kind === 'contact' && d.contactId < SIMULATOR_CONTACTS[0].id);
      sends += deliveries.filter((d) => d.status === 'sent').length;
      readers += await read(sesUrl, new Map(emails.map((d) => [d.contactId, d.providerMessageId!])), item.id);
      // the simulator's bounce and complaint suppress their addresses before the next send to them
      await waitForSuppression();
      // two days on, some recipients book a meeting at the event (the import records what followed the message)
      const then = item.scheduledTime + 2 * DAY;
      if (then >= event.endTime || then >= today) continue;
      at(then);
      const meetings = emails.map((d) => d.contactId).filter((id) => picked(id + day, BOOKED, 3));
      // with a company taking part as a partner
      const partners = (await getRoster(event.id)).filter((r) => r.participationType === 1).map((r) => r.contactId);
      const partner = [...(await getContacts(partners.slice(0, 20))).values()].find((contact) => contact.companyId)?.companyId;
      if (!meetings.length || !partner) continue;
      batches.length = 0;
      await importDirectory(numbered(meetings.map((contactId) => ({ type: 'meeting', id: 900_000_000 + (item.id % 10_000) * 10_000 + (contactId % 10_000), eventId: event.id, contactId, companyId: partner, status: 1, startTime: event.startTime + 3600 }))), DEMO_IMPORT);
      // the booked-meeting message the import hands to the send queue goes out that day too
      await sendAll([...batches]);
      booked += meetings.length;
    }
  } finally {
    restoreClock();
    usePort('scheduler', undefined);
    usePort('sendQueue', undefined);
  }
  return [`a season of sends behind the reports: ${sends.toLocaleString('en')} emails and texts for ${events.length} events on ${plan.length} days, ${readers} read, ${booked} meetings booked after them`];
}

/** Fires the item's schedule at its time, as the Scheduler does, again at the end of quiet hours when the firing was deferred; the item as it sent, or undefined. */
async function fireUntilSent(attached: StoredItem, at: (time: number) => void): Promise<StoredItem | undefined> {
  let item: StoredItem | undefined = attached;
  for (let firings = 0; item?.scheduledTime && firings < 2; firings++) {
    at(item.scheduledTime);
    const firing = { scheduleName: scheduleName(item.eventId, item.id), eventId: item.eventId, itemId: item.id, scheduledTime: new Date(item.scheduledTime * 1000).toISOString().replace(/\.\d+Z$/, 'Z'), executionId: `season-${firings}`, attempt: '1' };
    const { outcome } = await dispatch(firing);
    if (outcome === 'sending') return item;
    if (outcome !== 'deferred') return undefined;
    item = await getItem(item.eventId, item.id);
  }
  return undefined;
}

/** Waits (a few seconds at most) until the SES events of the simulator's addresses reached the suppression list. */
async function waitForSuppression(): Promise<void> {
  const addresses = SIMULATOR_CONTACTS.map((c) => c.email);
  for (let i = 0; i < 50; i++) {
    if ((await getSuppressions(addresses)).size === addresses.length) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
