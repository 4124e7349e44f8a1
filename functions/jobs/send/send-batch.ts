import { messageStore } from '../../data/catalogue.ts';
import { randomBytes } from 'node:crypto';
import { now } from '../../data/clock.ts';
import { Failure } from '../../domain/failure.ts';
import { prepareMessage, type PreparedMessage } from '../../domain/render/prepare-message.ts';
import { renderBatch, type RenderedMessage, type RenderOutcome } from '../../domain/render/render-batch.ts';
import { addSenderCopy, getBatch, recountBatch } from '../../data/delivery-batches.ts';
import { contactSk, getDelivery, getMany, isStale, markUnconfirmed, putPending, senderSk, transition, type Delivery } from '../../data/deliveries.ts';
import type { Pacer } from './pacing.ts';
import { handOver } from '../../domain/sending/provider.ts';
import type { SendBatch } from '../../adapters/send-queue.ts';
import { suppressionList } from '../../domain/sending/suppression.ts';
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
export const IN_FLIGHT = 8;

export interface SendOptions {
  pacer: Pacer;
  /** Deliveries taken before this time are stale whatever their lease (a local start-up). */
  staleBefore?: number;
}

async function prepare(messageId: number | null): Promise<PreparedMessage | string> {
  if (messageId === null) return SENDING_TEXTS.messageMissing;
  const message = await messageStore.get(messageId);
  if (!message) return SENDING_TEXTS.messageGone(messageId);
  try {
    return await prepareMessage(message);
  } catch (error) {
    if (error instanceof Failure) return Object.values(error.errors ?? {})[0] ?? error.message;
    throw error;
  }
}

const addressOf = (message: RenderedMessage, kind: Delivery['kind']) =>
  kind === 'contact' ? message.to : message.delivery === 'sms' ? message.sender.phoneNumber : message.sender.email;

/** One delivery: failed, suppressed, or taken, handed over and recorded. */
async function deliver(delivery: Delivery, outcome: RenderOutcome | undefined, suppressed: Map<string, string>, pacer: Pacer): Promise<void> {
  if (!outcome || !outcome.ok) {
    await transition(delivery, 'pending', 'failed', { reason: outcome?.reason ?? `There is no master contact #${delivery.contactId}.` });
    return;
  }
  const message = outcome.message;
  const to = addressOf(message, delivery.kind);
  if (!to) return void (await transition(delivery, 'pending', 'failed', { reason: SENDING_TEXTS.noSenderAddress }));
  const reason = suppressed.get(to.toLowerCase());
  if (reason) return void (await transition(delivery, 'pending', 'suppressed', { to, reason }));
  // paced before it is taken, so 'sending' spans the provider call alone
  await pacer.wait(message.delivery);
  const sender = randomBytes(8).toString('hex');
  const at = now();
  const fields = { sender, sendingAt: at, leaseUntil: at + DELIVERY_LEASE_SECONDS, to, channel: message.delivery, languageId: message.languageId, attempts: (delivery.attempts ?? 0) + 1 };
  if (!(await transition(delivery, 'pending', 'sending', fields))) return; // another sender took it
  const answer = await handOver(message, to);
  const mine = { expression: 'sender = :sender', values: { ':sender': sender } };
  if (answer.accepted) await transition(delivery, ['sending', 'unconfirmed'], 'sent', { providerMessageId: answer.messageId, sentAt: now(), reason: null }, mine);
  else if (answer.answered) await transition(delivery, 'sending', 'failed', { reason: answer.reason }, mine);
  else await transition(delivery, 'sending', 'unconfirmed', { reason: SENDING_TEXTS.noAnswer(answer.reason) }, mine);
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
    await putPending(batch.owner, copy.contactId, { kind: 'sender', batch: batch.batch, to: copy.to, channel: copy.channel }, sk);
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
  const at = now();
  for (const delivery of known) if (isStale(delivery, at, options.staleBefore)) await markUnconfirmed(delivery, SENDING_TEXTS.leaseRanOut);
  let pending = known.filter((delivery) => delivery.status === 'pending');
  if (pending.length) {
    const prepared = await prepare(batch.messageId);
    if (typeof prepared === 'string') {
      await pool(pending, async (delivery) => void (await transition(delivery, 'pending', 'failed', { reason: prepared })));
    } else {
      const outcomes = await renderBatch(prepared, [...new Set(pending.map((delivery) => delivery.contactId))], batch.eventId);
      if (batch.copyToSender && pending.some((delivery) => delivery.kind === 'contact')) pending = [...pending, ...(await senderCopies(batch, outcomes, known))];
      const addresses = [...outcomes.values()].flatMap((o) => (o.ok ? [o.message.to, addressOf(o.message, 'sender')] : [])).filter((a): a is string => Boolean(a));
      const suppressed = await suppressionList().isSuppressed([...new Set(addresses.map((a) => a.toLowerCase()))]);
      await pool(pending, (delivery) => deliver(delivery, outcomes.get(delivery.contactId), suppressed, options.pacer));
    }
  }
  if (record) await recountBatch(batch.owner, batch.batch);
}
