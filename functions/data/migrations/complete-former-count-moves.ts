import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../client.ts';
import { queryAll } from '../query.ts';
import { keyOfItem } from '../stored-type.ts';
import { ITEM } from '../stored-types.ts';
import { countDeltas } from '../item-counts.ts';
import { COUNT_MOVE, NO_MOVE_KEYS, type FormerCountMove } from '../item-keys.ts';
import { countAgain } from '../item-store.ts';
import { conditionally } from '../unit-of-work.ts';

/**
 * Completes the count moves that item writes of the ordered steps before transactions left on
 * their items (a writer that died between its write and its counters): each move's deltas are
 * added to the day counters once (each counter record takes the move's token with its ADD, so a
 * second run adds nothing), then the move is cleared from the item; a removal that stopped after
 * marking its item leaves the item, which is counted again. Found on the index of moves (gsi2),
 * empty once done, so later runs cost one Query. Item writes now carry their counters in their own
 * unit of work and leave no move; a write that meets a former move is refused (409) until this ran.
 */
export async function completeFormerCountMoves(): Promise<number> {
  let completed = 0;
  for (const entry of await queryAll({ index: 'gsi2', key: ITEM.indexPartition('gsi2', {}) })) if (await completeFormerCountMove(keyOfItem(entry))) completed++;
  return completed;
}

/** How many items still carry a former count move. */
export async function formerCountMovesLeft(): Promise<number> {
  return (await queryAll({ index: 'gsi2', key: ITEM.indexPartition('gsi2', {}), attributes: ['pk'] })).length;
}

async function completeFormerCountMove(key: Record<string, unknown>): Promise<boolean> {
  const raw = (await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item;
  const move = raw?.[COUNT_MOVE] as FormerCountMove | undefined;
  if (!move) return false;
  await Promise.all(
    countDeltas(move.from, move.to).map(({ key: counters, deltas }) => {
      const names: Record<string, string> = { '#moves': 'moves' };
      const values: Record<string, unknown> = { ':token': move.token, ':tokens': new Set([move.token]) };
      const adds = Object.entries(deltas).map(([counter, delta], i) => ((names[`#c${i}`] = counter), (values[`:d${i}`] = delta), `#c${i} :d${i}`));
      return conditionally(() =>
        db().send(
          new UpdateCommand({ TableName: tableName(), Key: counters, UpdateExpression: `ADD ${adds.join(', ')}, #moves :tokens`, ConditionExpression: 'NOT contains(#moves, :token)', ExpressionAttributeNames: names, ExpressionAttributeValues: values }),
        ),
      );
    }),
  );
  const clearNames: Record<string, string> = { '#move': COUNT_MOVE, '#token': 'token' };
  const keyNames = Object.keys(NO_MOVE_KEYS).map((name, i) => ((clearNames[`#k${i}`] = name), `#k${i}`));
  const cleared = await conditionally(() =>
    db().send(
      new UpdateCommand({ TableName: tableName(), Key: key, UpdateExpression: `REMOVE #move, ${keyNames.join(', ')}`, ConditionExpression: '#move.#token = :token', ExpressionAttributeNames: clearNames, ExpressionAttributeValues: { ':token': move.token } }),
    ),
  );
  if (cleared && move.to === null) await countAgain(key);
  return cleared;
}
