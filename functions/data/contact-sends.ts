import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { conditionally } from './unit-of-work.ts';
import { CONTACT_SENDS } from './stored-types.ts';
import { overCap, WEEK_SECONDS, type Channel, type ChannelRules } from '../../shared/sending-rules.ts';

/**
 * What was sent to a contact on a channel in the last 7 days, for the frequency caps (decision
 * 033): one item per contact and channel, mapping each owner (an item id, a one-off's key) to when
 * its message was reserved. A reservation is one conditional write on the item's version, so of
 * two sends to one contact at the same moment only one can take the last place under a cap; it is
 * named by its owner, so a retry, a batch delivered twice or a second sender of the same delivery
 * finds its own reservation and is let through, never counted twice.
 */
interface StoredSends {
  sends: Record<string, number>;
  version: number;
}

export type Reservation = { reserved: true } | { reserved: false; reason: string };

/** Rounds of read-and-write against other sends to the same contact before the batch gives up (and is retried). */
const ROUNDS = 20;

export async function reserveSend(channel: Channel, contactId: number, owner: string, rules: ChannelRules, at: number): Promise<Reservation> {
  const key = CONTACT_SENDS.key({ channel, contactId });
  for (let round = 0; round < ROUNDS; round++) {
    const stored = (await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item as StoredSends | undefined;
    if (stored && owner in stored.sends) return { reserved: true };
    // only the last 7 days count: older sends are dropped as the item is written again
    const recent = Object.entries(stored?.sends ?? {}).filter(([, time]) => time > at - WEEK_SECONDS);
    const reason = overCap(rules, recent.map(([, time]) => time), at);
    if (reason) return { reserved: false, reason };
    const sends = Object.fromEntries([...recent, [owner, at]]);
    const written = await conditionally(() =>
      db().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...key, sends, version: (stored?.version ?? 0) + 1, expiresAt: at + WEEK_SECONDS },
          ...(stored ? { ConditionExpression: 'version = :seen', ExpressionAttributeValues: { ':seen': stored.version } } : { ConditionExpression: 'attribute_not_exists(pk)' }),
        }),
      ),
    );
    if (written) return { reserved: true };
    // otherwise another send to this contact wrote first: look again
  }
  throw new Error(`the sends to contact ${contactId} (${channel}) kept changing: the batch is tried again`);
}
