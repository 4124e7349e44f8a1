import { describe, expect, it } from 'vitest';
import { useEmbeddedStore } from '../support/embedded-store.ts';
import { getItem } from '../../functions/data/get-item.ts';
import { db } from '../../functions/data/client.ts';
import { atVersion, MAX_UNIT_ITEMS, UnitOfWork, UnitRefused } from '../../functions/data/unit-of-work.ts';
import { storeCallsOf } from '../support/store-calls.ts';

/** The data layer's unit of work (functions/data/unit-of-work.ts) against the embedded store. */
useEmbeddedStore('unit-test');

const key = (pk: string) => ({ pk, sk: 'a' });

describe('a unit of work', () => {
  it('commits every step, or none, and names the conditions that did not hold', async () => {
    await new UnitOfWork().put({ ...key('u1'), version: 1 }).put({ ...key('u2'), version: 1 }).add(key('u-count'), { n: 2 }).commit();
    expect([(await getItem(key('u1'), { consistent: true }))?.version, (await getItem(key('u-count'), { consistent: true }))?.n]).toEqual([1, 2]);
    const refused = await new UnitOfWork()
      .update(key('u1'), { set: { version: 2 }, condition: atVersion(1) }, 'first')
      .update(key('u2'), { set: { version: 3 }, condition: atVersion(2) }, 'second')
      .add(key('u-count'), { n: 1 })
      .commit()
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(UnitRefused);
    expect((refused as UnitRefused).refused).toEqual(['second']);
    expect([(await getItem(key('u1'), { consistent: true }))?.version, (await getItem(key('u-count'), { consistent: true }))?.n]).toEqual([1, 2]);
  });

  it('sends a unit of one write as that write', async () => {
    const { calls } = await storeCallsOf(() => new UnitOfWork().put({ ...key('single'), version: 1 }, { ifAbsent: true, name: 'single' }).commit());
    expect(calls.all.map((call) => call.command)).toEqual(['PutItem']);
    const again = await new UnitOfWork().put({ ...key('single'), version: 1 }, { ifAbsent: true, name: 'single' }).commit().catch((error: unknown) => error);
    expect((again as UnitRefused).refused).toEqual(['single']);
  });

  it('tries again a unit that AWS cancelled only for a conflict with another transaction', async () => {
    let cancelled = 0;
    const name = 'cancel-once';
    db().middlewareStack.add(
      (next, context) => async (args) => {
        if (context.commandName === 'TransactWriteItemsCommand' && cancelled++ === 0) {
          throw Object.assign(new Error('Transaction cancelled'), { name: 'TransactionCanceledException', CancellationReasons: [{ Code: 'TransactionConflict' }, { Code: 'None' }] });
        }
        return next(args);
      },
      { step: 'initialize', name },
    );
    try {
      await new UnitOfWork().add(key('c1'), { n: 1 }).add(key('c2'), { n: 1 }).commit();
    } finally {
      db().middlewareStack.remove(name);
    }
    expect(cancelled).toBe(2);
    expect((await getItem(key('c1'), { consistent: true }))?.n).toBe(1);
  });

  it(`refuses more than ${MAX_UNIT_ITEMS} items before sending anything`, async () => {
    const unit = new UnitOfWork();
    for (let i = 0; i <= MAX_UNIT_ITEMS; i++) unit.put(key(`many-${i}`));
    await expect(unit.commit()).rejects.toThrow('write the fan-out through an outbox record');
    expect(await getItem(key('many-0'), { consistent: true })).toBeUndefined();
  });
});
