import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { conditionally } from './unit-of-work.ts';
import { CANCELLATION } from './stored-types.ts';
import { queryAll } from './query.ts';

/**
 * Cancellation marks (CANCELLATION in stored-types.ts): the contacts of an event whose
 * registration an import saw cancelled, and when. domain/sending/cancellations.ts says what the
 * import and the freeze do with them.
 */
export interface CancellationMark {
  eventId: number;
  contactId: number;
  /** The once-key of the cancellation that wrote it. */
  change: string;
  at: number;
}

/** Puts the mark unless this same cancellation (`change`) wrote it already, so a repeat keeps the first time. */
export async function markCancelled(mark: CancellationMark): Promise<void> {
  await conditionally(() =>
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...CANCELLATION.key({ eventId: mark.eventId, contactId: mark.contactId }), ...mark },
        ConditionExpression: 'attribute_not_exists(pk) OR #change <> :change',
        ExpressionAttributeNames: { '#change': 'change' },
        ExpressionAttributeValues: { ':change': mark.change },
      }),
    ),
  );
}

/** Every mark of an event (consistent: the freeze must see a mark put before it reads). */
export async function listCancellations(eventId: number): Promise<CancellationMark[]> {
  const items = await queryAll({ key: CANCELLATION.partition({ eventId }), consistent: true });
  return items.map((item) => ({ eventId: Number(item.eventId), contactId: Number(item.contactId), change: String(item.change), at: Number(item.at) }));
}
