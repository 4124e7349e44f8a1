import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Client } from '../test/support/api.ts';
import { killHard, signInAdmin, startProduct, stopProduct, useProductStore, type ProductProcess } from '../test/support/product-process.ts';
import { messagingWorld, type MessagingWorld } from '../test/support/messaging.ts';
import { emailMessage } from '../test/support/sending.ts';
import { waitFor } from '../test/support/wait-for.ts';
import {
  attachWorkflows,
  contactRecord,
  createWorkflow,
  eventRecord,
  importAll,
  messageBody,
  senderInfoBody,
  smsTemplateBody,
  targetGroup,
  workflowBody,
  type AttachedItem,
} from '../test/support/test-data/index.ts';
import { fireNow, schedulerAt } from './sending-scenario.ts';
import { forgetDb } from '../functions/data/client.ts';
import { getContacts } from '../functions/data/directory/store.ts';
import { getRoster } from '../functions/data/directory/derived.ts';
import { listDeliveries } from '../functions/data/deliveries.ts';
import { usesOf } from '../shared/uses.ts';
import { usageRoute, type UsedKind } from '../shared/message-usage.ts';
import { ITEM_STATUS, STATUS_COUNTS, isEnabled } from '../shared/event-message-workflows.ts';
import { REPORT_STATUSES, reportStatusOf } from '../shared/reports.ts';
import { STATUS } from '../shared/status.ts';
import { addDays, civilDateAt, endOfDay, startOfDay } from '../shared/amsterdam-time.ts';
import type { AuditEntryAnswer } from '../shared/audit-schemas.ts';

/**
 * `npm run crash -- --runs 5`: kill -9 during about 1,000 mixed staff writes, imports and a send,
 * then start again on the same data and print every mismatch found (issue 28's crash goal).
 *
 * Each run starts the product on a fresh data directory (`npm start`'s process, no demo directory),
 * builds a small world through the API (catalogue records, messages using SMS templates and
 * senders, workflows attached to three events, contacts participating in them, and a workflow
 * that emails SEND_CONTACTS delegates of event 1). Then a few writers run the operations at once:
 * catalogue creates, edits and deletes (tags, SMS templates, sender info, messages, workflows),
 * attaches and switches of event items, and directory imports that move participations and
 * events' deadlines. At a moment chosen by a seeded random (printed: `--seed` repeats a run's
 * choices and the moment; with several writers at once, the order they interleave in is the
 * machine's) the product is killed with SIGKILL while requests are in flight. The send is fired
 * 80 to 240 operations before the kill, so that the kill mostly lands while it goes on; on a slow
 * machine the send comes after 60 s of operations and the kill after 75 s at the latest. The
 * product is started again on the same directory, the send left to settle, and these are checked:
 *   (a) audit: every catalogue record's history is exactly its versions 1..version, once each, and
 *       the last entry names what the record holds;
 *   (b) counters: the dashboard's counts per status (whole range and per deadline day) equal the
 *       rows the items give, read from the events' own partitions;
 *   (c) usage counts: each SMS template's, sender info's, recipient's and reference set's
 *       message-total equals the messages that use it; each message's workflow total the workflows
 *       that use it; each workflow's enabled-item total the enabled items attached to it;
 *   (d) rosters: each event's roster equals the participations its contacts hold;
 *   (e) report figures: the report of the send, and the item's own counts, equal the statuses of
 *       its deliveries; the report's delivered figure equals the SES stand-in's Delivery events.
 * Prints a line per run and the total; exits 1 when any mismatch was found.
 */
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    seed: { type: 'string' },
    ops: { type: 'string', default: '1000' },
    writers: { type: 'string', default: '8' },
    'keep-data': { type: 'boolean', default: false },
  },
});
const RUNS = Number(values.runs);
const OPS = Number(values.ops);
const WRITERS = Number(values.writers);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs must be a whole number of at least 1');
if (!Number.isInteger(OPS) || OPS < 50) throw new Error('--ops must be a whole number of at least 50');
if (!Number.isInteger(WRITERS) || WRITERS < 1) throw new Error('--writers must be a whole number of at least 1');
const firstSeed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);

const DAY = 86_400;
/** The send: event 1's confirmed delegates, contacts 1001.., paced so that it lasts several seconds. */
const SEND_CONTACTS = 300;
const SEND_FIRST_CONTACT = 1001;
const EMAIL_RATE = 15;
/** At the latest, after this long of operations the send is fired and the product killed (a run stays within about two minutes). */
const SEND_BY_MS = 60_000;
const KILL_BY_MS = 75_000;
/** The events whose items staff attach and switch and whose deadlines imports move, months ahead (a dashboard range spans at most a year). */
const PLAN_EVENTS = [11, 12, 13];
const EVENTS = [1, ...PLAN_EVENTS];
const FIRST_DAY = civilDateAt(Math.floor(Date.now() / 1000) + 100 * DAY);
const PLAN_START = startOfDay(FIRST_DAY);
const DEADLINES = [PLAN_START + 10 * DAY + 12 * 3600, PLAN_START + 20 * DAY + 12 * 3600];
/** The contacts imports move between the plan events. */
const MOVING_CONTACTS = Array.from({ length: 40 }, (_, i) => 2001 + i);
const PARTICIPATION_STATUSES = [1, 3, 4, 5];

/** A seeded random (mulberry32): the same seed, the same choices. */
function randomOf(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, int: (below: number) => Math.floor(next() * below), pick: <T>(list: readonly T[]): T | undefined => list[Math.floor(next() * list.length)] };
}
type Random = ReturnType<typeof randomOf>;

/** A sender with a phone mapping, so SMS messages may use it as well as emails. */
const SENDER_REFERENCES = [
  { field: 'masterContactId', mapping: 'contacts[].id' },
  { field: 'senderEmail', mapping: 'contacts[].company.accountManager.email' },
  { field: 'senderFirstName', mapping: 'contacts[].company.accountManager.firstName' },
  { field: 'senderPhoneNumber', mapping: 'contacts[].company.accountManager.phoneNumber' },
];
const senderBody = (name: string) => senderInfoBody({ name, senderReferences: SENDER_REFERENCES });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `step` for each of `list`, `limit` at a time, answers in the list's order. */
async function inParallel<T, R>(list: readonly T[], step: (value: T, index: number) => Promise<R>, limit = 6): Promise<R[]> {
  const answers: R[] = new Array(list.length);
  let next = 0;
  const worker = async () => {
    while (next < list.length) {
      const index = next++;
      answers[index] = await step(list[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, list.length) }, worker));
  return answers;
}

/** Every record of a catalogue list, page by page. */
async function listAll<T = Record<string, any>>(client: Client, base: string): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page++) {
    const answer = await client.get(`${base}${base.includes('?') ? '&' : '?'}page[size]=100&page[number]=${page}`);
    if (answer.status !== 200) throw new Error(`GET ${base} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    all.push(...(answer.body.data.items as T[]));
    if (all.length >= answer.body.data.total || answer.body.data.items.length === 0) return all;
  }
}

async function getData(client: Client, path: string) {
  const answer = await client.get(path);
  if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

interface World {
  messaging: MessagingWorld;
  /** The Active email message the active workflows send (never deleted: every active workflow uses it). */
  mailId: number;
  send: { itemId: number; eventId: number; workflowId: number };
  pools: { tags: number[]; smsTemplates: number[]; senders: number[]; messages: number[]; workflows: number[] };
  /** Items of the plan events: those staff switch. */
  items: { id: number; eventId: number }[];
  /** The workflows of this run (their enabled items are checked). */
  ownWorkflows: Set<number>;
}

const participation = (contactId: number, k: number, eventId: number, status: number) => ({
  type: 'participation',
  id: 200_000 + contactId * 10 + k,
  eventId,
  contactId,
  participationType: 2,
  status,
  registeredAt: 1_700_000_000,
});
const planEvent = (id: number, deadline: number) => eventRecord(id, { startTime: PLAN_START + 40 * DAY, endTime: PLAN_START + 40 * DAY + 8 * 3600, deadlines: { '1': deadline } });

async function buildWorld(admin: Client): Promise<World> {
  const messaging = await messagingWorld(admin, admin);
  const registeredAt = Math.floor(Date.now() / 1000) - DAY;
  const sendContacts = Array.from({ length: SEND_CONTACTS }, (_, i) => SEND_FIRST_CONTACT + i).flatMap((id) => [
    contactRecord(id, { email: `contact${id}@example.com`, languageId: [1, 2, 3][id % 3], companyId: 1 }),
    { type: 'participation', id: 100_000 + id, eventId: 1, contactId: id, participationType: 2, status: 1, registeredAt },
  ]);
  await importAll(admin, sendContacts);
  await importAll(admin, [
    ...PLAN_EVENTS.map((id, i) => planEvent(id, DEADLINES[i % 2])),
    ...MOVING_CONTACTS.flatMap((id, i) => [contactRecord(id, { companyId: 1 }), participation(id, 0, PLAN_EVENTS[i % 3], 1)]),
  ]);

  const mail = await emailMessage(admin, messaging, { name: 'Crash send' });
  const delegates = { type: 'EventParticipationRule', criterion: 0, contactOptions: { criterion: 0, participationType: 2, participationStatus: 0 } };
  const sendWorkflow = await createWorkflow(admin, { name: 'Crash send workflow', status: STATUS.active, messageId: mail.id, targetGroup: targetGroup([delegates]) });
  const [sendItem] = await attachWorkflows(admin, [{ eventId: 1, messageWorkflowId: sendWorkflow.id }]);
  if (sendItem.status !== ITEM_STATUS.active) throw new Error(`the send's item is not active: ${JSON.stringify(sendItem)}`);

  const pools: World['pools'] = { tags: [], smsTemplates: [], senders: [], messages: [], workflows: [] };
  const created = async (path: string, body: unknown) => {
    const answer = await admin.post(path, body);
    if (answer.status !== 201) throw new Error(`POST ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body.data.id as number;
  };
  const six = [0, 1, 2, 3, 4, 5];
  const [tags, smsTemplates, senders] = await Promise.all([
    inParallel(six, (i) => created('/v1/tags', { name: `Crash tag ${i}`, color: '#112233' }), 2),
    inParallel(six.slice(0, 5), (i) => created('/v1/sms-templates', smsTemplateBody({ name: `Crash SMS ${i}` })), 2),
    inParallel(six.slice(0, 4), (i) => created('/v1/sender-info', senderBody(`Crash sender ${i}`)), 2),
  ]);
  pools.tags.push(...tags);
  pools.smsTemplates.push(...smsTemplates);
  pools.senders.push(...senders);
  pools.messages.push(...(await inParallel([...six, 6, 7], (i) => created('/v1/messages', smsOrEmail(messaging, pools, i)))));

  const ownWorkflows = new Set<number>([sendWorkflow.id]);
  const plans = await inParallel(six, (i) => createWorkflow(admin, { name: `Crash plan ${i}`, status: STATUS.active, messageId: mail.id }));
  const entries = plans.flatMap((workflow) => PLAN_EVENTS.map((eventId) => ({ eventId, messageWorkflowId: workflow.id })));
  for (const workflow of plans) {
    ownWorkflows.add(workflow.id);
    pools.workflows.push(workflow.id);
  }
  const attached: AttachedItem[] = await attachWorkflows(admin, entries);
  return { messaging, mailId: mail.id, send: { itemId: sendItem.id, eventId: 1, workflowId: sendWorkflow.id }, pools, items: attached.map(({ id, eventId }) => ({ id, eventId })), ownWorkflows };
}

/** A Draft message using an SMS template and a sender (an SMS) or a sender only (an email). */
function smsOrEmail(messaging: MessagingWorld, pools: World['pools'], n: number, random?: Random) {
  const pick = <T>(list: T[]) => (random ? random.pick(list) : list[n % list.length]);
  const sender = pick(pools.senders) ?? null;
  if (n % 2 === 0)
    return messageBody({ name: `Crash SMS message ${n}`, type: 11, senderId: sender, templateId: String(pick(pools.smsTemplates) ?? messaging.smsTemplate.id), recipientId: messaging.recipient.id });
  return messageBody({ name: `Crash email ${n}`, senderId: sender ?? messaging.sender.id, recipientId: messaging.recipient.id });
}

interface Tally {
  started: number;
  answered: Map<string, number>;
  cutOff: number;
  unexpected: string[];
  /** The send's sent deliveries, as last read before the kill. */
  sentSeen: number;
  /** The operations started when the send was fired and when the kill came. */
  sendFiredAt: number;
  killedAt: number;
}

/** One operation, chosen by the random; answers what came of it (`kind status`). Throws when the request was cut off. */
async function operate(admin: Client, world: World, random: Random, n: number): Promise<string> {
  const { pools, messaging } = world;
  const choice = random.next();
  const fieldsOf = (record: Record<string, any>) => {
    const { id: _id, createdAt: _c, updatedAt: _u, createdBy: _cb, updatedBy: _ub, ...rest } = record;
    return rest;
  };
  /** GET then PUT with its version and the changes. */
  const edit = async (base: string, id: number, change: (record: Record<string, any>) => Record<string, unknown>) => {
    const current = await admin.get(`${base}/${id}`);
    if (current.status !== 200) return current.status;
    const record = current.body.data;
    return (await admin.put(`${base}/${id}`, { ...fieldsOf(record), ...change(record), version: record.version })).status;
  };
  const remove = async (base: string, pool: number[], id: number) => {
    const status = (await admin.delete(`${base}/${id}`)).status;
    if (status === 200) pool.splice(pool.indexOf(id), 1);
    return status;
  };
  const create = async (path: string, pool: number[], body: unknown) => {
    const answer = await admin.post(path, body);
    if (answer.status === 201) pool.push(answer.body.data.id);
    return answer.status;
  };

  // catalogue: tags
  if (choice < 0.12) {
    const id = random.pick(pools.tags);
    const roll = random.next();
    if (id === undefined || roll < 0.25) return `tag create ${await create('/v1/tags', pools.tags, { name: `Crash tag op ${n}`, color: '#445566' })}`;
    if (roll < 0.9) return `tag edit ${await edit('/v1/tags', id, () => ({ name: `Crash tag ${id} edit ${n}`, color: n % 2 ? '#112233' : '#445566' }))}`;
    return `tag delete ${await remove('/v1/tags', pools.tags, id)}`;
  }
  // catalogue: SMS templates (messages use them: a delete is refused while any does)
  if (choice < 0.22) {
    const id = random.pick(pools.smsTemplates);
    const roll = random.next();
    if (id === undefined || roll < 0.25) return `sms-template create ${await create('/v1/sms-templates', pools.smsTemplates, smsTemplateBody({ name: `Crash SMS op ${n}` }))}`;
    if (roll < 0.8) return `sms-template edit ${await edit('/v1/sms-templates', id, () => ({ name: `Crash SMS ${id} edit ${n}` }))}`;
    return `sms-template delete ${await remove('/v1/sms-templates', pools.smsTemplates, id)}`;
  }
  // catalogue: sender info
  if (choice < 0.3) {
    const id = random.pick(pools.senders);
    const roll = random.next();
    if (id === undefined || roll < 0.25) return `sender create ${await create('/v1/sender-info', pools.senders, senderBody(`Crash sender op ${n}`))}`;
    if (roll < 0.8) return `sender edit ${await edit('/v1/sender-info', id, () => ({ name: `Crash sender ${id} edit ${n}` }))}`;
    return `sender delete ${await remove('/v1/sender-info', pools.senders, id)}`;
  }
  // catalogue: messages, moving between SMS templates and senders (their usage counts)
  if (choice < 0.45) {
    const id = random.pick(pools.messages);
    const roll = random.next();
    if (id === undefined || roll < 0.3) return `message create ${await create('/v1/messages', pools.messages, smsOrEmail(messaging, pools, n, random))}`;
    if (roll < 0.85)
      return `message edit ${await edit('/v1/messages', id, (record) => ({
        name: `Crash message ${id} edit ${n}`,
        senderId: random.pick(pools.senders) ?? record.senderId ?? null,
        ...(record.type === 11 ? { templateId: String(random.pick(pools.smsTemplates) ?? record.templateId) } : {}),
      }))}`;
    return `message delete ${await remove('/v1/messages', pools.messages, id)}`;
  }
  // catalogue: workflows (a Draft one points at a message; an active one sends the crash mail and is attached)
  if (choice < 0.53) {
    const id = random.pick(pools.workflows);
    const roll = random.next();
    if (id === undefined || roll < 0.35) {
      const answer = await admin.post('/v1/message-workflows', workflowBody({ name: `Crash workflow op ${n}`, messageId: random.pick(pools.messages) ?? null }));
      if (answer.status === 201) {
        pools.workflows.push(answer.body.data.id);
        world.ownWorkflows.add(answer.body.data.id);
      }
      return `workflow create ${answer.status}`;
    }
    if (roll < 0.85)
      return `workflow edit ${await edit('/v1/message-workflows', id, (record) => ({
        name: `Crash workflow ${id} edit ${n}`,
        ...(record.status === STATUS.draft ? { messageId: random.pick(pools.messages) ?? null } : {}),
      }))}`;
    return `workflow delete ${await remove('/v1/message-workflows', pools.workflows, id)}`;
  }
  // items: attach an active workflow to a plan event (a new item, with its counters and entry)
  if (choice < 0.6) {
    const answer = await admin.post('/v1/message-workflows', workflowBody({ name: `Crash attached ${n}`, status: STATUS.active, messageId: world.mailId }));
    if (answer.status !== 201) return `attach create ${answer.status}`;
    world.ownWorkflows.add(answer.body.data.id);
    const eventId = random.pick(PLAN_EVENTS)!;
    const attached = await admin.post('/v1/event-message-workflows', { eventMessageWorkflows: [{ eventId, messageWorkflowId: answer.body.data.id, status: random.int(2) }] });
    if (attached.status === 200) world.items.push(...attached.body.data.items.map((item: AttachedItem) => ({ id: item.id, eventId: item.eventId })));
    return `attach ${attached.status}`;
  }
  // items: switch some on and off (their day counters, their entries)
  if (choice < 0.8) {
    const some = Array.from({ length: 1 + random.int(4) }, () => random.pick(world.items)!).filter((item, i, all) => all.indexOf(item) === i);
    const answer = await admin.post('/v1/event-message-workflows', { eventMessageWorkflows: some.map((item) => ({ eventId: item.eventId, id: item.id, status: random.int(2) })) });
    return `switch ${answer.status}`;
  }
  // directory imports: participations move between events and change status; events' deadlines move (a re-plan)
  const records: unknown[] = [];
  if (random.next() < 0.4) {
    const eventId = random.pick(PLAN_EVENTS)!;
    records.push(planEvent(eventId, random.pick(DEADLINES)!));
  }
  for (let i = 0, count = 1 + random.int(6); i < count; i++) {
    const contactId = random.pick(MOVING_CONTACTS)!;
    records.push(participation(contactId, random.int(3), random.pick(PLAN_EVENTS)!, random.pick(PARTICIPATION_STATUSES)!));
  }
  const answer = await admin.post('/v1/directory/import', records);
  return `import ${answer.status}`;
}

/** Runs about OPS operations with WRITERS writers at once until the product is killed at op `killAt`. */
async function runUntilKilled(product: ProductProcess, admin: Client, world: World, random: Random, moments: { killAt: number; killDelayMs: number; sendAt: number }) {
  const { killAt, killDelayMs, sendAt } = moments;
  const tally: Tally = { started: 0, answered: new Map(), cutOff: 0, unexpected: [], sentSeen: 0, sendFiredAt: 0, killedAt: 0 };
  let killed = false;
  const watching = (async () => {
    while (!killed) {
      const answer = await admin.get(`/v1/event-message-workflows/${world.send.itemId}/deliveries?filter[status]=sent&page[size]=5`).catch(() => undefined);
      if (answer?.status === 200 && !killed) tally.sentSeen = answer.body.data.total;
      await sleep(300);
    }
  })();
  let killing: Promise<void> | undefined;
  let sending: Promise<void> | undefined;
  const fire = () => {
    if (sending) return;
    tally.sendFiredAt = tally.started;
    sending = fireNow({ eventId: world.send.eventId, itemId: world.send.itemId }, schedulerAt(product.schedulerUrl)).catch(() => undefined);
  };
  const kill = () => {
    if (killing) return;
    tally.killedAt = tally.started;
    killing = (async () => {
      await sleep(killDelayMs);
      await killHard(product);
      killed = true;
    })();
  };
  // a run stays bounded on a slow machine: the send and the kill come at their ops or at these times, whichever is first
  const sendTimer = setTimeout(fire, SEND_BY_MS);
  const killTimer = setTimeout(kill, KILL_BY_MS);
  const writer = async () => {
    while (!killed && tally.started < OPS) {
      const n = ++tally.started;
      if (n === sendAt) fire();
      if (n === killAt) kill();
      try {
        const outcome = await operate(admin, world, random, n);
        tally.answered.set(outcome, (tally.answered.get(outcome) ?? 0) + 1);
        if (/ 5\d\d$/.test(outcome) && !killed) tally.unexpected.push(outcome);
      } catch {
        tally.cutOff++;
      }
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
  // every operation ran before the chosen moment came: kill now
  fire();
  kill();
  clearTimeout(sendTimer);
  clearTimeout(killTimer);
  await killing;
  await Promise.all([watching, sending]);
  return tally;
}

// ---------------------------------------------------------------------------------------------
// the checks after the restart

type Mismatches = string[];

/** (a) every catalogue record's entries are exactly its versions, once each; the last one names the record. */
async function checkAudit(client: Client, found: Mismatches): Promise<number> {
  let records = 0;
  for (const [resource, type] of [
    ['tags', 'tag'],
    ['sms-templates', 'sms-template'],
    ['sender-info', 'sender-info'],
    ['messages', 'message'],
    ['message-workflows', 'message-workflow'],
  ]) {
    await inParallel(await listAll(client, `/v1/${resource}`), async (listed) => {
      const [record, history] = await Promise.all([getData(client, `/v1/${resource}/${listed.id}`), getData(client, `/v1/${resource}/${listed.id}/history`)]);
      const entries: AuditEntryAnswer[] = history.items;
      records++;
      const versions = entries.map((entry) => entry.version).sort((a, b) => a - b);
      const expected = Array.from({ length: record.version }, (_, i) => i + 1);
      if (JSON.stringify(versions) !== JSON.stringify(expected)) found.push(`audit: ${type} #${record.id} at version ${record.version} has entries of versions [${versions.join(',')}]`);
      const last = entries.find((entry) => entry.version === record.version);
      if (last && last.entityName !== record.name) found.push(`audit: ${type} #${record.id} is named ${JSON.stringify(record.name)}, its entry of version ${record.version} ${JSON.stringify(last.entityName)}`);
      const named = last?.changes.find((change) => change.field === 'name');
      if (named && named.after !== record.name) found.push(`audit: ${type} #${record.id} is named ${JSON.stringify(record.name)}, its last entry changed the name to ${JSON.stringify(named.after)}`);
    });
  }
  return records;
}

const rangeQuery = (from: number, to: number) => `filter[dateRange.start]=${from}&filter[dateRange.end]=${to}`;
const OF_THE_EVENTS = `filter[eventId:in]=${EVENTS.join(',')}`;

/** (b) the dashboard's counters against the rows the items give (read from the events' partitions), per status. */
async function checkCounts(client: Client, found: Mismatches): Promise<number> {
  const today = civilDateAt(Math.floor(Date.now() / 1000));
  const ranges: [string, number, number][] = [['the whole range', startOfDay(addDays(today, -2)), endOfDay(addDays(FIRST_DAY, 40))]];
  for (const deadline of DEADLINES) {
    const day = civilDateAt(deadline - 2 * DAY);
    ranges.push([`the day ${day.year}-${day.month}-${day.day}`, startOfDay(day), endOfDay(day)]);
  }
  let items = 0;
  for (const [name, from, to] of ranges) {
    const counts = await getData(client, `/v1/event-message-workflow-composites/count-of-each-status?${rangeQuery(from, to)}`);
    for (const { status, key } of STATUS_COUNTS) {
      const rows = (await getData(client, `/v1/event-message-workflow-composites?${OF_THE_EVENTS}&filter[status]=${status}&page[size]=5&${rangeQuery(from, to)}`)).total;
      if (name === 'the whole range') items += rows;
      if (counts[key] !== rows) found.push(`counts: ${name}, ${key}: the counters say ${counts[key]}, the items ${rows}`);
    }
  }
  // and every item of the events is in the whole range's counts, once
  let stored = 0;
  for (const eventId of EVENTS) stored += (await getData(client, `/v1/events/${eventId}/message-workflows`)).items.length;
  if (stored !== items) found.push(`counts: the events hold ${stored} items, the whole range's rows count ${items}`);
  return stored;
}

/** (c) each usage count equals the records that use it. */
async function checkUsage(client: Client, world: World, found: Mismatches): Promise<number> {
  const expected = new Map<string, number>();
  const add = (kind: UsedKind, id: number) => expected.set(`${kind}#${id}`, (expected.get(`${kind}#${id}`) ?? 0) + 1);
  for (const message of await listAll(client, '/v1/messages')) for (const use of usesOf('message', message)) add(use.kind, use.id);
  for (const set of await listAll(client, '/v1/reference-set-templates')) for (const use of usesOf('reference-set-template', set)) add(use.kind, use.id);
  const workflows = await listAll(client, '/v1/message-workflows');
  for (const workflow of workflows) for (const use of usesOf('message-workflow', workflow)) add(use.kind, use.id);
  for (const eventId of EVENTS)
    for (const item of (await getData(client, `/v1/events/${eventId}/message-workflows`)).items as { messageWorkflowId: number; status: number }[])
      if (isEnabled(item.status)) add('message-workflow', item.messageWorkflowId);

  let counted = 0;
  const check = async (kind: UsedKind, resource: string, ids: number[]) => {
    await inParallel(ids, async (id) => {
      const total = await getData(client, `/v1/${resource}/${id}/${usageRoute(kind)}`);
      counted++;
      const should = expected.get(`${kind}#${id}`) ?? 0;
      if (total !== should) found.push(`usage: ${kind} #${id}: ${usageRoute(kind)} says ${total}, ${should} records use it`);
    });
  };
  const ids = async (resource: string) => (await listAll<{ id: number }>(client, `/v1/${resource}`)).map((record) => record.id);
  await check('sms-template', 'sms-templates', await ids('sms-templates'));
  await check('sender-info', 'sender-info', await ids('sender-info'));
  await check('recipient', 'recipients', await ids('recipients'));
  await check('reference-set-template', 'reference-set-templates', await ids('reference-set-templates'));
  await check('reference-layout', 'reference-layouts', await ids('reference-layouts'));
  await check('message', 'messages', await ids('messages'));
  // enabled items: only this run's workflows are attached to the events read above
  await check('message-workflow', 'message-workflows', workflows.map((workflow) => workflow.id as number).filter((id) => world.ownWorkflows.has(id)));
  return counted;
}

/** (d) each event's roster equals the participations its contacts hold. */
async function checkRosters(found: Mismatches): Promise<number> {
  const contactIds = [1, 2, ...Array.from({ length: SEND_CONTACTS }, (_, i) => SEND_FIRST_CONTACT + i), ...MOVING_CONTACTS];
  const contacts = await getContacts(contactIds, { consistent: true });
  let entries = 0;
  for (const eventId of EVENTS) {
    const key = (e: { participationId: number; contactId: number; participationType: number; status: number }) => `${e.participationId}:${e.contactId}:${e.participationType}:${e.status}`;
    const roster = (await getRoster(eventId)).map(key).sort();
    const held = [...contacts.values()].flatMap((contact) => contact.participations.filter((p) => p.eventId === eventId).map((p) => key({ ...p, participationId: p.id, contactId: contact.id }))).sort();
    entries += roster.length;
    const rosterSet = new Set(roster);
    const heldSet = new Set(held);
    const missing = held.filter((entry) => !rosterSet.has(entry));
    const extra = roster.filter((entry) => !heldSet.has(entry));
    if (missing.length || extra.length || roster.length !== held.length)
      found.push(
        `roster: event ${eventId} lists ${roster.length} participations, its contacts hold ${held.length}; missing (participation:contact:type:status) ${missing.slice(0, 5).join(' ') || '-'}; not held ${extra.slice(0, 5).join(' ') || '-'}`,
      );
  }
  return entries;
}

/** (e) the report of the send and the item's own counts against its deliveries; delivered against the SES stand-in's events. */
async function checkReport(client: Client, product: ProductProcess, world: World, found: Mismatches): Promise<string> {
  const { itemId, eventId, workflowId } = world.send;
  const itemOf = async () => ((await getData(client, `/v1/events/${eventId}/message-workflows`)).items as { id: number; status: number; deliveries?: Record<string, number> }[]).find((item) => item.id === itemId);
  const settled = await waitFor('the send to settle', async () => {
    const item = await itemOf();
    return item && item.status !== ITEM_STATUS.processing && item;
  }, { timeoutMs: 120_000, everyMs: 500 }).catch(() => undefined);
  if (!settled) found.push(`report: the send's item #${itemId} was still processing 120 s after the restart`);

  const compare = async () => {
    const deliveries = (await listDeliveries(String(itemId))).filter((delivery) => delivery.kind === 'contact');
    const byStatus: Record<string, number> = { total: deliveries.length, ...Object.fromEntries(REPORT_STATUSES.map((status) => [status, 0])) };
    for (const delivery of deliveries) byStatus[reportStatusOf(delivery.status)]++;
    const events: { eventType: string; mail: { messageId: string } }[] = (await (await fetch(`${product.sesUrl}/events`)).json()).events;
    const deliveredIds = new Set(events.filter((event) => event.eventType === 'Delivery').map((event) => event.mail.messageId));
    const delivered = deliveries.filter((delivery) => delivery.status === 'sent' && delivery.providerMessageId && deliveredIds.has(delivery.providerMessageId)).length;
    const report = (await getData(client, `/v1/reports/deliveries?filter[messageWorkflowId]=${workflowId}`)).totals as Record<string, number>;
    const item = await itemOf();
    const problems: string[] = [];
    for (const [figure, count] of Object.entries(byStatus)) if (report[figure] !== count) problems.push(`report: ${figure} is ${report[figure]}, the deliveries say ${count}`);
    if (report.delivered !== delivered) problems.push(`report: delivered is ${report.delivered}, the SES stand-in delivered ${delivered} of the sent deliveries`);
    for (const figure of ['total', 'sent', 'unconfirmed', 'failed', 'suppressed', 'skipped'])
      if ((item?.deliveries?.[figure] ?? 0) !== byStatus[figure]) problems.push(`report: the item's ${figure} count is ${item?.deliveries?.[figure]}, the deliveries say ${byStatus[figure]}`);
    const pendingOnItem = (item?.deliveries?.pending ?? 0) + (item?.deliveries?.sending ?? 0);
    if (pendingOnItem !== byStatus.pending) problems.push(`report: the item's pending and sending counts add up to ${pendingOnItem}, the deliveries say ${byStatus.pending}`);
    return { problems, byStatus, delivered };
  };
  // what SES's events add and what the projections apply arrive in their own time: a mismatch is one that stays
  let last = await compare();
  const deadline = Date.now() + 60_000;
  while (last.problems.length && Date.now() < deadline) {
    await sleep(1000);
    last = await compare();
  }
  found.push(...last.problems.map((problem) => `${problem} (item #${itemId}, workflow #${workflowId})`));
  const { byStatus, delivered } = last;
  return `${byStatus.total} deliveries (${REPORT_STATUSES.filter((status) => byStatus[status]).map((status) => `${status} ${byStatus[status]}`).join(', ') || 'none'}), ${delivered} delivered`;
}

// ---------------------------------------------------------------------------------------------

let current: ProductProcess | undefined;
async function stopCurrent() {
  const product = current;
  current = undefined;
  if (product && product.child.exitCode === null && product.child.signalCode === null) await stopProduct(product);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    if (current) process.kill(current.pid, 'SIGKILL');
    process.exit(130);
  });

async function oneRun(run: number, seed: number): Promise<number> {
  const random = randomOf(seed);
  const dataDir = mkdtempSync(join(tmpdir(), 'crash-consistency-'));
  const began = Date.now();
  const found: Mismatches = [];
  const phases: string[] = [];
  const timed = async <T>(name: string, step: () => Promise<T>): Promise<T> => {
    const from = Date.now();
    const value = await step();
    phases.push(`${name} ${((Date.now() - from) / 1000).toFixed(1)} s`);
    return value;
  };
  try {
    let product = (current = await timed('start', () => startProduct(dataDir, { EMAIL_RATE_PER_SECOND: String(EMAIL_RATE), SEND_CONCURRENCY: '2' })));
    let admin = await signInAdmin(product);
    const world = await timed('world', () => buildWorld(admin));
    const killAt = 50 + random.int(OPS - 50);
    const killDelayMs = random.int(250);
    // the send is fired a few seconds' worth of operations before the kill, so that the kill lands while it goes on
    const sendAt = Math.max(1, killAt - 80 - random.int(160));
    const opsBegan = Date.now();
    const tally = await runUntilKilled(product, admin, world, random, { killAt, killDelayMs, sendAt });
    const opsSeconds = ((Date.now() - opsBegan) / 1000).toFixed(1);
    const answered = [...tally.answered.values()].reduce((sum, n) => sum + n, 0);

    product = current = await timed('restart', () => startProduct(dataDir, { EMAIL_RATE_PER_SECOND: String(EMAIL_RATE), SEND_CONCURRENCY: '2' }));
    admin = await signInAdmin(product);
    useProductStore(product);
    forgetDb();
    const send = await timed('send and report', () => checkReport(admin, product, world, found));
    const records = await timed('audit', () => checkAudit(admin, found));
    const items = await timed('counts', () => checkCounts(admin, found));
    const usages = await timed('usage', () => checkUsage(admin, world, found));
    const rosterEntries = await timed('rosters', () => checkRosters(found));
    for (const outcome of tally.unexpected) found.push(`an operation answered a server error before the kill: ${outcome}`);

    const summary = [...tally.answered].sort(([a], [b]) => a.localeCompare(b)).map(([outcome, n]) => `${outcome} x${n}`).join(', ');
    console.log(`  run ${run} seed ${seed}: send fired at op ${tally.sendFiredAt} (chosen ${sendAt}), killed at op ${tally.killedAt} (chosen ${killAt}) +${killDelayMs} ms, after ${opsSeconds} s; ${tally.started} ops started, ${answered} answered, ${tally.cutOff} cut off; the send had ${tally.sentSeen} of ${SEND_CONTACTS} deliveries sent when last read before the kill`);
    console.log(`    answered: ${summary}`);
    console.log(`    checked: ${records} catalogue records' histories, ${items} items' counts, ${usages} usage counts, ${rosterEntries} roster entries of ${EVENTS.length} events; send: ${send}`);
    console.log(`    took: ${phases.join(', ')}`);
    for (const mismatch of found) console.log(`    MISMATCH ${mismatch}`);
    console.log(`run ${run}: seed ${seed}, ${found.length} mismatches (${((Date.now() - began) / 1000).toFixed(0)} s)`);
    return found.length;
  } finally {
    await stopCurrent();
    if (!values['keep-data']) rmSync(dataDir, { recursive: true, force: true });
    else console.log(`    data kept in ${dataDir}`);
  }
}

let total = 0;
let failedRuns = 0;
for (let run = 1; run <= RUNS; run++) {
  const seed = (firstSeed + run - 1) % 2 ** 31;
  try {
    total += await oneRun(run, seed);
  } catch (error) {
    failedRuns++;
    console.log(`run ${run}: seed ${seed}, could not complete: ${error instanceof Error ? error.stack : String(error)}`);
  }
}
console.log(`${total} mismatches in ${RUNS} runs${failedRuns ? ` (${failedRuns} runs could not complete)` : ''}`);
process.exit(total > 0 || failedRuns > 0 ? 1 : 0);
