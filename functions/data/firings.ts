import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { FIRING } from './stored-types.ts';
import { withoutKeys } from './stored-type.ts';
import { queryAll } from './query.ts';

/**
 * One record per firing of a schedule: pk `schedule-firing#<scheduleName>`, sk the scheduled time
 * (ISO). Retries and duplicate deliveries of a firing share its scheduled time, so they land on
 * the same record; the atomic ADD makes exactly one invocation the first.
 */
export interface Firing {
  scheduleName: string;
  scheduledTime: string;
  eventId: number;
  itemId: number;
  /** Every invocation for this firing, duplicates included. */
  invocations: number;
  firstFiredAt: number;
  lastFiredAt: number;
  lastExecutionId: string;
}

/** Records an invocation; `first` is true for exactly one invocation per firing. */
export async function recordFiring(input: Pick<Firing, 'scheduleName' | 'scheduledTime' | 'eventId' | 'itemId'> & { executionId: string }, now: number): Promise<{ first: boolean; invocations: number }> {
  const result = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: FIRING.key({ scheduleName: input.scheduleName, scheduledTime: input.scheduledTime }),
      UpdateExpression:
        'SET scheduleName = :name, scheduledTime = :time, eventId = :event, itemId = :item, firstFiredAt = if_not_exists(firstFiredAt, :now), lastFiredAt = :now, lastExecutionId = :execution ADD invocations :one',
      ExpressionAttributeValues: {
        ':name': input.scheduleName,
        ':time': input.scheduledTime,
        ':event': input.eventId,
        ':item': input.itemId,
        ':now': now,
        ':execution': input.executionId,
        ':one': 1,
      },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  const invocations = Number(result.Attributes?.invocations);
  return { first: invocations === 1, invocations };
}

/** The firings of a schedule, oldest first. */
export async function listFirings(scheduleName: string): Promise<Firing[]> {
  return (await queryAll({ key: FIRING.partition({ scheduleName }), consistent: true })).map((item) => withoutKeys<Firing>(item));
}
