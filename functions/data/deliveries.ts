import { isConditionFailure } from './conflict.ts';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { conditionally } from './unit-of-work.ts';
import { getItems } from './batch-get.ts';
import { getItem } from './get-item.ts';
import { now } from './clock.ts';
import { putMany } from './batch-write.ts';
import { DELIVERY, SENDER_COPY } from './stored-types.ts';
import { smsMessageItem } from './sms-messages.ts';
import { pages, queryAll } from './query.ts';
import { withoutKeys } from './stored-type.ts';
import type { DeliveryStatus } from '../../shared/sending.ts';
import type { FailureFix } from '../../shared/failure-fix.ts';

/**
 * Delivery records (docs/sending.md): one per contact of a frozen audience, pk `delivery#<owner>`
 * (the item id, or a caller's key for one-off sends), sk the zero-padded contact id; sender
 * copies sort after them as `sender#<address>`. Every status change is conditional on the status
 * it leaves, so two senders never both take one delivery and a late write never undoes a later one.
 */
export interface Delivery {
  owner: string;
  /** The contact it is for (a sender copy: the contact it was rendered as). */
  contactId: number;
  kind: 'contact' | 'sender';
  status: DeliveryStatus;
  /** A sender copy: the batch that owns it; a contact's delivery: the batch that last took it (reports find its ledger by it). */
  batch?: number;
  channel?: 'email' | 'sms';
  to?: string;
  languageId?: number;
  providerMessageId?: string;
  reason?: string | null;
  /** A failed one: the record staff fix before it is sent again (shared/failure-fix.ts). */
  fix?: FailureFix | null;
  /** The sender that took it (a token), when, and until when its hold lasts. */
  sender?: string;
  sendingAt?: number;
  leaseUntil?: number;
  sentAt?: number;
  /** Sends tried (a reactivation tries again). */
  attempts?: number;
  /** When SES accepted it, as an event about it said (set when the event confirmed it: V3). */
  confirmedAt?: number;
  /** The round that resent it as unconfirmed, and when (V5). */
  resentRound?: number;
  resentAt?: number;
  createdAt: number;
  updatedAt: number;
}

export const deliveryPk = (owner: string) => DELIVERY.partition({ owner });
export const contactSk = (contactId: number) => DELIVERY.sort({ contactId });
export const senderSk = (address: string) => SENDER_COPY.sort({ address: address.trim().toLowerCase() });
/** Contact deliveries (digits) sort before sender copies ('s'). */
const CONTACTS_END = 'a';

const key = (owner: string, sk: string) => DELIVERY.keyAt({ owner }, sk);
export const keyOf = (delivery: Pick<Delivery, 'owner' | 'kind' | 'contactId' | 'to'>) =>
  key(delivery.owner, delivery.kind === 'sender' ? senderSk(delivery.to!) : contactSk(delivery.contactId));

const strip = (item: Record<string, unknown>): Delivery => withoutKeys<Delivery>(item);

/** Puts a pending delivery unless one exists; answers whether this call wrote it. */
export async function putPending(owner: string, contactId: number, extra: Partial<Delivery> = {}, sk = contactSk(contactId)): Promise<boolean> {
  const at = now();
  const item: Delivery = { owner, contactId, kind: 'contact', status: 'pending', createdAt: at, updatedAt: at, ...extra };
  return conditionally(() => db().send(new PutCommand({ TableName: tableName(), Item: { ...key(owner, sk), ...item }, ConditionExpression: 'attribute_not_exists(pk)' })));
}

/**
 * The freeze's write (docs/sending.md, D8): a pending delivery for each contact that has none, 25
 * to a request. A put if absent all the same: before its batches are sent, the dispatch holding
 * the item's claim is the only one that creates the item's deliveries, and it writes only those it
 * read as absent. `holdsClaim` is asked before each part, so a dispatch whose claim may have passed
 * to another stops rather than write beside it.
 */
export async function putMissingPending(owner: string, contactIds: number[], holdsClaim: () => boolean): Promise<void> {
  const present = new Set((await listDeliveries(owner, { contactsOnly: true, attributes: ['contactId'] })).map((delivery) => delivery.contactId));
  const missing = [...new Set(contactIds)].filter((contactId) => !present.has(contactId));
  const at = now();
  for (let start = 0; start < missing.length; start += 1000) {
    if (!holdsClaim()) throw new Error(`The claim on ${deliveryPk(owner)} ran out while its audience was being frozen.`);
    const part = missing.slice(start, start + 1000).map((contactId) => {
      const delivery: Delivery = { owner, contactId, kind: 'contact', status: 'pending', createdAt: at, updatedAt: at };
      return { ...key(owner, contactSk(contactId)), ...delivery };
    });
    await putMany(part, { concurrency: 4 });
  }
}

/** One delivery (a consistent read; reads asked in the same turn leave together: get-item.ts). */
export async function getDelivery(owner: string, sk: string): Promise<Delivery | undefined> {
  const item = await getItem(key(owner, sk), { consistent: true });
  return item && strip(item);
}

/** Deliveries by sort key (consistent reads), in no particular order; absent ones are left out. */
export async function getMany(owner: string, sks: string[]): Promise<Delivery[]> {
  return (await getItems(sks.map((sk) => key(owner, sk)), { consistent: true })).map(strip);
}

/** Every delivery of an owner (contacts in id order, then sender copies); `contactsOnly` stops before the copies. */
export async function listDeliveries(owner: string, options: { contactsOnly?: boolean; attributes?: string[] } = {}): Promise<Delivery[]> {
  const items = await queryAll({ key: deliveryPk(owner), ...(options.contactsOnly ? { range: { below: CONTACTS_END } } : {}), attributes: options.attributes, consistent: true });
  return items.map(strip);
}

/**
 * Every delivery of an owner, a page (at most 1 MB) at a time: an export reads a partition of any
 * size without holding it. `attributes`: only these (and the owner, contact, kind and address that
 * name the delivery).
 */
export async function* deliveryPages(owner: string, attributes?: readonly (keyof Delivery)[]): AsyncGenerator<Delivery[]> {
  const projection = attributes && [...new Set(['owner', 'contactId', 'kind', 'to', ...attributes])];
  for await (const page of pages({ key: deliveryPk(owner), attributes: projection })) yield page.map(strip);
}

/** The conditional update that moves a delivery from one status to another (see `transition`). */
function transitionCommand(
  deliveryKey: { pk: string; sk: string },
  from: DeliveryStatus | DeliveryStatus[],
  to: DeliveryStatus,
  fields: Partial<Delivery>,
  condition?: { expression: string; values: Record<string, unknown> },
  returnValues?: 'ALL_NEW' | 'ALL_OLD',
): UpdateCommand {
  const names: Record<string, string> = { '#status': 'status' };
  const values: Record<string, unknown> = { ':to': to, ':at': now(), ...condition?.values };
  const sets = ['#status = :to', 'updatedAt = :at'];
  Object.entries(fields).forEach(([name, value], i) => {
    names[`#f${i}`] = name;
    values[`:f${i}`] = value;
    sets.push(`#f${i} = :f${i}`);
  });
  const froms = (Array.isArray(from) ? from : [from]).map((status, i) => ((values[`:from${i}`] = status), `:from${i}`));
  return new UpdateCommand({
    TableName: tableName(),
    Key: deliveryKey,
    UpdateExpression: `SET ${sets.join(', ')}`,
    ConditionExpression: `#status IN (${froms.join(', ')})${condition ? ` AND (${condition.expression})` : ''}`,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
    ...(returnValues ? { ReturnValues: returnValues } : {}),
  });
}

/**
 * Moves a delivery from one status to another, setting `fields`; `condition` adds to the status
 * check. Answers false when the delivery was not in that status (someone else moved it).
 */
export async function transition(
  delivery: Pick<Delivery, 'owner' | 'kind' | 'contactId' | 'to'>,
  from: DeliveryStatus | DeliveryStatus[],
  to: DeliveryStatus,
  fields: Partial<Delivery> = {},
  condition?: { expression: string; values: Record<string, unknown> },
): Promise<boolean> {
  return conditionally(() => db().send(transitionCommand(keyOf(delivery), from, to, fields, condition)));
}

/**
 * Like `transition`, for a delivery known by its key alone: answers the delivery as it was
 * before the change, or undefined when it was not in a `from` status (or does not exist).
 */
export async function transitionAnswering(
  delivery: Pick<Delivery, 'owner' | 'kind' | 'contactId' | 'to'>,
  from: DeliveryStatus[],
  to: DeliveryStatus,
  fields: Partial<Delivery>,
): Promise<Delivery | undefined> {
  try {
    return strip((await db().send(transitionCommand(keyOf(delivery), from, to, fields, undefined, 'ALL_OLD'))).Attributes!);
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** A delivery as a sender's take left it, under its key. */
export interface Taken {
  key: { pk: string; sk: string };
  delivery: Delivery;
}

/**
 * A sender takes a pending delivery (pending -> sending, conditional: docs/sending.md, S2) and
 * answers it as the take left it, or undefined when it was not pending (another sender took it,
 * a cancellation skipped it).
 */
export async function take(delivery: Delivery, fields: Partial<Delivery>): Promise<Taken | undefined> {
  try {
    const taken = await db().send(transitionCommand(keyOf(delivery), 'pending', 'sending', fields, undefined, 'ALL_NEW'));
    return { key: keyOf(delivery), delivery: strip(taken.Attributes!) };
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/**
 * Records taken deliveries as sent, 25 to a request (BatchWriteItem: puts, without conditions),
 * each as its take left it plus the provider's message id (docs/sending.md, S12). Only the sender
 * holding a delivery records it: while it is held nobody else writes it but the stale sweep
 * (sending -> unconfirmed, S7), which a sent record replaces, as the conditional write this
 * replaces did (sending or unconfirmed -> sent, by the same sender). So the put loses nothing.
 */
export async function recordSent(sent: { taken: Taken; providerMessageId: string; sentAt: number }[]): Promise<void> {
  const at = now();
  const records = sent.map(({ taken, providerMessageId, sentAt }) => ({ ...taken.delivery, ...taken.key, status: 'sent', providerMessageId, sentAt, reason: null, updatedAt: at }));
  // a text's delivery, findable by SNS's message id: its delivery status names nothing else (sms-messages.ts)
  const texts = sent.filter(({ taken }) => taken.delivery.channel === 'sms').map(({ taken, providerMessageId, sentAt }) => smsMessageItem(providerMessageId, taken.delivery, sentAt));
  await putMany([...records, ...texts]);
}

/**
 * Notes what the provider said of a sent delivery afterwards (a carrier that refused a text), keeping
 * its status: the provider accepted it. Conditional on it still being sent; answers whether it was.
 */
export async function noteProviderReason(delivery: Pick<Delivery, 'owner' | 'kind' | 'contactId' | 'to'>, reason: string): Promise<boolean> {
  return conditionally(() =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keyOf(delivery),
        UpdateExpression: 'SET reason = :reason, updatedAt = :at',
        ConditionExpression: '#status = :sent',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':reason': reason, ':at': now(), ':sent': 'sent' },
      }),
    ),
  );
}

/** A delivery left 'sending' by a sender that is gone: its lease ran out, or it was taken before `staleBefore`. */
export const isStale = (delivery: Delivery, at: number, staleBefore = 0) =>
  delivery.status === 'sending' && ((delivery.leaseUntil ?? 0) < at || (delivery.sendingAt ?? 0) < staleBefore);

/** Makes a stale 'sending' delivery unconfirmed (conditional on the same sender still holding it). */
export const markUnconfirmed = (delivery: Delivery, reason: string) =>
  transition(delivery, 'sending', 'unconfirmed', { reason }, { expression: 'sender = :sender', values: { ':sender': delivery.sender } });
