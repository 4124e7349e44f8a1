import { randomBytes } from 'node:crypto';
import { now } from '../../data/clock.ts';
import { prepareForSend } from '../../domain/render/prepare-for-send.ts';
import { renderBatch, type RenderedMessage, type RenderOutcome } from '../../domain/render/render-batch.ts';
import { addSenderCopy, getBatch, recountBatch } from '../../data/delivery-batches.ts';
import { contactSk, getDelivery, senderSk } from '../../data/deliveries.ts';
import { fail, getMany, putPendingDelivery, recordSent, skipOverCap, suppress, sweepStale, take, unanswered, type Delivery, type Taken } from '../../domain/sending/deliveries.ts';
import { reserveSend } from '../../data/contact-sends.ts';
import { sendingRules } from '../../domain/sending/sending-rules.ts';
import { CHANNELS, hasCaps, type Channel, type ChannelRules, type SendingRules } from '../../../shared/sending-rules.ts';
import type { Pacer } from './pacing.ts';
import { handOver } from '../../domain/sending/provider.ts';
import { deliveryTags } from '../../domain/sending/delivery-tags.ts';
import type { SendBatch } from '../../adapters/send-queue.ts';
import { suppressionList } from '../../domain/sending/suppression.ts';
import { settleItem } from '../../domain/sending/item-sending.ts';
import { SENDING_TEXTS } from '../../../shared/sending.ts';
import { inParallel } from '../../../shared/in-parallel.ts';

/**
 * Sends one batch (docs/sending.md, S1-S11): reads its deliveries, sweeps the stale ones, renders
 * the pending ones once for the batch, and moves each pending -> sending -> sent (or failed) with
 * conditional writes, so a batch delivered twice, or two senders of one batch, send nothing twice.
 * Then it recounts the batch. Throws only when the store fails (the queue delivers the batch again).
 */
export const DELIVERY_LEASE_SECONDS = 300;
/** Contacts of one batch handed to the provider at once (within the pacing). */
export const IN_FLIGHT = 16;
/** Deliveries recorded as sent in one write (a BatchWriteItem holds 25). */
export const RECORD_GROUP = 25;
/**
 * The most deliveries one sender holds taken and not yet recorded (with the provider, or sent and
 * waiting for their group's write): a sender that dies leaves at most these `sending`, which
 * become unconfirmed (S7).
 */
export const HELD_MAX = IN_FLIGHT + RECORD_GROUP;

/**
 * How often a batch still being sent shows its progress: its recount and its item's counts (O1).
 * An unpaced batch is done long before; a paced one (200 emails take about 29 s at the AWS
 * defaults) would otherwise move the item's counts only when it ends.
 */
export const PROGRESS_SECONDS = 5;

export interface SendOptions {
  pacer: Pacer;
  /** Deliveries taken before this time are stale whatever their lease (a local start-up). */
  staleBefore?: number;
  /** PROGRESS_SECONDS unless given (tests). */
  progressSeconds?: number;
}

/** Recounts the batch and settles its item every `seconds` until stopped; a failure is logged (the batch's own recount follows). */
function progressOf(batch: SendBatch, seconds: number): { stop: () => Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let wake: (() => void) | undefined;
  const loop = (async () => {
    while (!stopped) {
      await new Promise<void>((resolve) => {
        wake = resolve;
        timer = setTimeout(resolve, seconds * 1000);
      });
      if (stopped) return;
      try {
        await recountBatch(batch.owner, batch.batch);
        if (batch.itemId !== null && batch.eventId !== null) await settleItem(batch.eventId, batch.itemId);
      } catch (error) {
        console.error(`send: progress of batch ${batch.batch} of ${batch.owner} not shown: ${(error as Error).message}`);
      }
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      wake?.();
      await loop;
    },
  };
}

const addressOf = (message: RenderedMessage, kind: Delivery['kind']) =>
  kind === 'contact' ? message.to : message.delivery === 'sms' ? message.sender.phoneNumber : message.sender.email;

type Sent = { taken: Taken; providerMessageId: string; sentAt: number };

/**
 * The sends of one batch, recorded in groups (docs/sending.md, S12): a group is written once it
 * holds RECORD_GROUP, or as soon as none of the batch's deliveries is with the provider (a paced
 * send records each one as it comes back), and at the end. A sender holds at most HELD_MAX
 * deliveries taken and not yet recorded: a take waits for a group's write beyond that.
 */
class SentRecords {
  private group: Sent[] = [];
  private held = 0;
  private withProvider = 0;
  private readonly writes: Promise<void>[] = [];
  private failure: { error: unknown } | undefined;
  private waiting: (() => void)[] = [];

  /** Waits until this sender may hold one more delivery, and holds it. */
  async hold(): Promise<void> {
    while (this.held >= HELD_MAX && !this.failure) await new Promise<void>((resolve) => this.waiting.push(resolve));
    if (this.failure) throw this.failure.error;
    this.held++;
  }

  /** The held delivery is about to be taken and handed to the provider. */
  toProvider(): void {
    this.withProvider++;
  }

  /** The provider answered (or the take found the delivery gone): `sent` joins the group; anything else is let go. */
  answered(sent?: Sent): void {
    this.withProvider--;
    if (sent) this.group.push(sent);
    else this.release(1);
    if (this.group.length >= RECORD_GROUP || (this.withProvider === 0 && this.group.length)) this.write();
  }

  /** A held delivery that never reached the provider (the pacer or the store failed). */
  let(): void {
    this.release(1);
  }

  /** Writes what is left and waits for every write; throws the first failure. */
  async done(): Promise<void> {
    if (this.group.length) this.write();
    await Promise.all(this.writes);
    if (this.failure) throw this.failure.error;
  }

  private write(): void {
    const group = this.group;
    this.group = [];
    this.writes.push(
      recordSent(group).then(
        () => this.release(group.length),
        (error: unknown) => {
          this.failure ??= { error };
          this.release(group.length);
        },
      ),
    );
  }

  private release(count: number): void {
    this.held -= count;
    for (const wake of this.waiting.splice(0)) wake();
  }
}

/** The frequency caps of a batch's sends (decision 033), per channel; none for a channel without caps, or for one-off sends unless the rules count them. */
type Caps = Partial<Record<Channel, ChannelRules>>;

function capsOf(rules: SendingRules, batch: SendBatch): Caps {
  if (batch.itemId === null && !rules.capActionTriggers) return {};
  return Object.fromEntries(CHANNELS.filter((channel) => hasCaps(rules[channel])).map((channel) => [channel, rules[channel]]));
}

/** One delivery: failed, suppressed, skipped over a cap, or taken, handed over and recorded. */
async function deliver(delivery: Delivery, batch: number, outcome: RenderOutcome | undefined, suppressed: Map<string, string>, caps: Caps, pacer: Pacer, records: SentRecords): Promise<void> {
  if (!outcome || !outcome.ok) {
    await fail(delivery, outcome?.reason ?? `There is no master contact #${delivery.contactId}.`, { fix: outcome?.fix });
    return;
  }
  const message = outcome.message;
  const to = addressOf(message, delivery.kind);
  if (!to) return void (await fail(delivery, SENDING_TEXTS.noSenderAddress));
  const reason = suppressed.get(to.toLowerCase());
  if (reason) return void (await suppress(delivery, to, reason));
  // C1-C4: the caps count what each contact was sent, across workflows; a sender copy goes to staff and is not counted
  const cap = delivery.kind === 'contact' ? caps[message.delivery] : undefined;
  if (cap) {
    const reservation = await reserveSend(message.delivery, delivery.contactId, delivery.owner, cap, now());
    if (!reservation.reserved) return void (await skipOverCap(delivery, reservation.reason));
  }
  await records.hold();
  try {
    // paced before it is taken, so 'sending' spans the provider call alone
    await pacer.wait(message.delivery);
  } catch (error) {
    records.let();
    throw error;
  }
  const sender = randomBytes(8).toString('hex');
  const at = now();
  // the batch it was sent in: what SES's events about it find it by (the reports' ledger)
  const fields = { sender, sendingAt: at, leaseUntil: at + DELIVERY_LEASE_SECONDS, to, channel: message.delivery, languageId: message.languageId, batch, attempts: (delivery.attempts ?? 0) + 1 };
  records.toProvider();
  let taken: Taken | undefined;
  try {
    taken = await take(delivery, fields);
  } finally {
    if (!taken) records.answered(); // another sender took it, or the store failed
  }
  if (!taken) return;
  const answer = await handOver(message, to, deliveryTags(delivery));
  if (answer.accepted) return records.answered({ taken, providerMessageId: answer.messageId, sentAt: now() });
  try {
    if (answer.answered) await fail(delivery, answer.reason, { sender });
    else await unanswered(delivery, sender, answer.reason);
  } finally {
    records.answered();
  }
}

/**
 * The sender copies the batch owns (docs/sending.md, S11): one per distinct sender address, put
 * if absent, claimed by the first batch that puts it. Written before any contact of the batch is
 * taken, so a batch delivered again after some of its contacts went out has them all already.
 */
async function senderCopies(batch: SendBatch, outcomes: Map<number, RenderOutcome>, known: Delivery[]): Promise<Delivery[]> {
  const copies = new Map<string, { contactId: number; to: string; channel: 'email' | 'sms' }>();
  for (const contactId of batch.contactIds) {
    const outcome = outcomes.get(contactId);
    const to = outcome?.ok ? addressOf(outcome.message, 'sender') : null;
    if (outcome?.ok && to && !copies.has(senderSk(to))) copies.set(senderSk(to), { contactId, to, channel: outcome.message.delivery });
  }
  const owned: Delivery[] = [];
  for (const [sk, copy] of copies) {
    if (known.some((delivery) => delivery.kind === 'sender' && senderSk(delivery.to!) === sk)) continue;
    await putPendingDelivery(batch.owner, copy.contactId, { kind: 'sender', batch: batch.batch, to: copy.to, channel: copy.channel }, sk);
    const stored = await getDelivery(batch.owner, sk);
    if (stored?.batch !== batch.batch) continue; // another batch reached this sender first
    await addSenderCopy(batch.owner, batch.batch, sk);
    owned.push(stored);
  }
  return owned;
}

const pool = <T>(items: T[], work: (item: T) => Promise<void>) => inParallel(items, IN_FLIGHT, work);

export async function sendBatch(batch: SendBatch, options: SendOptions): Promise<void> {
  const record = await getBatch(batch.owner, batch.batch);
  const known = await getMany(batch.owner, [...batch.contactIds.map(contactSk), ...(record?.senderCopies ?? [])]);
  await sweepStale(known, now(), options.staleBefore);
  let pending = known.filter((delivery) => delivery.status === 'pending');
  if (pending.length) {
    const prepared = await prepareForSend(batch.messageId);
    if ('reason' in prepared) {
      await pool(pending, async (delivery) => void (await fail(delivery, prepared.reason, { fix: prepared.fix })));
    } else {
      const outcomes = await renderBatch(prepared, [...new Set(pending.map((delivery) => delivery.contactId))], batch.eventId);
      if (batch.copyToSender && pending.some((delivery) => delivery.kind === 'contact')) pending = [...pending, ...(await senderCopies(batch, outcomes, known))];
      const addresses = [...outcomes.values()].flatMap((o) => (o.ok ? [o.message.to, addressOf(o.message, 'sender')] : [])).filter((a): a is string => Boolean(a));
      const suppressed = await suppressionList().isSuppressed([...new Set(addresses.map((a) => a.toLowerCase()))]);
      const records = new SentRecords();
      const progress = record ? progressOf(batch, options.progressSeconds ?? PROGRESS_SECONDS) : undefined;
      try {
        const caps = capsOf(await sendingRules(), batch);
        await pool(pending, (delivery) => deliver(delivery, batch.batch, outcomes.get(delivery.contactId), suppressed, caps, options.pacer, records));
      } finally {
        // what was sent is recorded even when another delivery's write failed
        await progress?.stop();
        await records.done();
      }
    }
  }
  if (record) await recountBatch(batch.owner, batch.batch);
}
