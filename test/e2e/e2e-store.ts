import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contactSk, getMany, transition } from '../../functions/data/deliveries.ts';
import { recountBatch } from '../../functions/data/delivery-batches.ts';
import { settleAgain } from '../../functions/domain/sending/item-sending.ts';
import { getItem } from '../../functions/data/item-reads.ts';
import { updateItem } from '../../functions/data/item-store.ts';
import { noCounts, SENDING_TEXTS } from '../../shared/sending.ts';
import { ITEM_STATUS } from '../../shared/event-message-workflows.ts';

/**
 * The browser tests' way into the store of the runtime they drive (test/e2e/serve.ts writes where
 * it is), for what no screen or route does: leaving a delivery as a sender that died would.
 */
export const e2eStoreFile = (port: number) => join(import.meta.dirname, '../../.tmp', `e2e-store-${port}.json`);

function useE2eStore(): void {
  const { dynamoEndpoint, tableName } = JSON.parse(readFileSync(e2eStoreFile(Number(process.env.E2E_PORT ?? 3210)), 'utf8')) as { dynamoEndpoint: string; tableName: string };
  Object.assign(process.env, { DYNAMODB_ENDPOINT: dynamoEndpoint, TABLE_NAME: tableName, AWS_REGION: 'eu-west-1', AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local' });
}

/**
 * A sent delivery becomes unconfirmed, with no word from SES, as when its sender died after
 * handing it over and its Send event was lost; its batch and item are recounted. Answers the
 * address it went to.
 */
export async function leaveUnconfirmed(item: { id: number; eventId: number }, contactId: number): Promise<string> {
  useE2eStore();
  const owner = String(item.id);
  const [delivery] = await getMany(owner, [contactSk(contactId)]);
  if (!(await transition(delivery, 'sent', 'unconfirmed', { reason: SENDING_TEXTS.leaseRanOut, providerMessageId: null as unknown as string }))) throw new Error(`delivery ${contactId} of item ${item.id} is not sent`);
  await recountBatch(owner, 0);
  await settleAgain(item.eventId, item.id);
  return delivery.to!;
}

/**
 * The item reads as a dispatch that has just started would leave it (Processing, its audience not
 * counted yet), and goes no further; `counted` then gives it counts as its senders would.
 */
export async function leaveProcessing(item: { id: number; eventId: number }) {
  useE2eStore();
  await updateItem((await getItem(item.eventId, item.id))!, { status: ITEM_STATUS.processing });
  return {
    counted: async (total: number, sent: number) => {
      await updateItem((await getItem(item.eventId, item.id))!, { deliveries: { ...noCounts(), total, sent, pending: total - sent } });
    },
  };
}

/** The item in error with this note, as a fault in the sending machinery would leave it. */
export async function leaveFailed(item: { id: number; eventId: number }, note: string) {
  useE2eStore();
  await updateItem((await getItem(item.eventId, item.id))!, { status: ITEM_STATUS.error, note });
}

/** Raises an alert as the readiness check would (functions/domain/alerts/raise-alert.ts), for an item id no other alert names. */
export async function raiseTestAlert(itemId: number, message: string): Promise<void> {
  useE2eStore();
  const { raiseAlert } = await import('../../functions/domain/alerts/raise-alert.ts');
  await raiseAlert({ kind: 'readiness-blocked', itemId, eventId: 1, message });
}
