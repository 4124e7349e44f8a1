import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SQSEvent } from 'aws-lambda';
import { forEachRecord } from './sqs-batch.ts';

const eventOf = (...bodies: string[]) => ({ Records: bodies.map((body, i) => ({ messageId: `m-${i + 1}`, body })) }) as unknown as SQSEvent;

afterEach(() => vi.restoreAllMocks());

describe('forEachRecord: the partial batch answer of a queue-fed job', () => {
  it('works on every record in turn, one after the other, and reports no failure when all succeed', async () => {
    const seen: string[] = [];
    let running = 0;
    const answer = await forEachRecord(eventOf('a', 'b', 'c'), 'test-job', async (record) => {
      expect(++running).toBe(1);
      await new Promise((resolve) => setImmediate(resolve));
      seen.push(record.body);
      running--;
    });
    expect(answer).toEqual({ batchItemFailures: [] });
    expect(seen).toEqual(['a', 'b', 'c']);
  });

  it('reports each failed record alone, logged with the job and the message id, and goes on with the others', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const done: string[] = [];
    const answer = await forEachRecord(eventOf('ok', 'bad', 'ok too', 'bad again'), 'test-job', async (record) => {
      if (record.body.startsWith('bad')) throw new Error(`cannot read ${record.body}`);
      done.push(record.body);
    });
    expect(answer).toEqual({ batchItemFailures: [{ itemIdentifier: 'm-2' }, { itemIdentifier: 'm-4' }] });
    expect(done).toEqual(['ok', 'ok too']);
    expect(logged.mock.calls.map(([line]) => String(line).split('\n')[0])).toEqual(['test-job: message m-2 failed: Error: cannot read bad', 'test-job: message m-4 failed: Error: cannot read bad again']);
  });

  it('together: works on the records at once and still reports the failed ones alone, in the order of the batch', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let running = 0;
    let most = 0;
    const answer = await forEachRecord(
      eventOf('slow bad', 'ok', 'bad'),
      'test-job',
      async (record) => {
        most = Math.max(most, ++running);
        await new Promise((resolve) => setTimeout(resolve, record.body.startsWith('slow') ? 20 : 1));
        running--;
        if (record.body.includes('bad')) throw new Error('no');
      },
      { together: true },
    );
    expect(most).toBe(3);
    expect(answer).toEqual({ batchItemFailures: [{ itemIdentifier: 'm-1' }, { itemIdentifier: 'm-3' }] });
  });

  it('answers an empty batch with no failures', async () => expect(await forEachRecord(eventOf(), 'test-job', async () => undefined)).toEqual({ batchItemFailures: [] }));
});
