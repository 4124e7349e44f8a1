import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GetQueueUrlCommand, QueueDoesNotExist, SendMessageBatchCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { startLocalQueues, MAX_RECEIVE_COUNT, type LocalQueues } from '../../infra/local/queue/queues.ts';
import { QueueStore } from '../../infra/local/queue/queue-store.ts';
import type { Job } from '../../functions/jobs.ts';
import { waitFor } from '../support/wait-for.ts';

/** The local SQS (infra/local/queue/): the SDK's protocol, the event-source-mapping consumer, persistence. */
const job: Job = { name: 'work', trigger: 'queue', rights: ['table'], description: 'test job' };
const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
let queues: LocalQueues | undefined;
const dirs: string[] = [];
afterEach(async () => {
  await queues?.stop();
  queues = undefined;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the local SQS stand-in', () => {
  it('takes messages through the SDK and hands each to the job as an SQS event, deleting it once handled', async () => {
    const seen: string[] = [];
    queues = await startLocalQueues({ jobs: [job], workers: () => 2, handlerOf: async () => async (event: any) => void seen.push(...event.Records.map((r: { body: string }) => r.body)) });
    queues.consume();
    const sqs = new SQSClient({ endpoint: queues.url, region: 'eu-west-1', credentials });
    const { QueueUrl } = await sqs.send(new GetQueueUrlCommand({ QueueName: 'work' }));
    expect(QueueUrl).toBe(queues.urlOf('work'));
    await sqs.send(new SendMessageCommand({ QueueUrl, MessageBody: 'one' }));
    const batch = await sqs.send(new SendMessageBatchCommand({ QueueUrl, Entries: [{ Id: 'a', MessageBody: 'two' }, { Id: 'b', MessageBody: 'three' }] }));
    expect(batch.Successful?.map((entry) => entry.Id)).toEqual(['a', 'b']);
    await waitFor('three messages handled', () => seen.length === 3);
    await queues.idle();
    expect(seen.sort()).toEqual(['one', 'three', 'two']);
    expect(queues.store.messages()).toEqual([]);
    await expect(sqs.send(new SendMessageCommand({ QueueUrl: `${queues.url}/000000000000/nope`, MessageBody: 'x' }))).rejects.toBeInstanceOf(QueueDoesNotExist);
  });

  it('delivers a failed message again, and keeps it as a dead letter after the last receive', async () => {
    let calls = 0;
    queues = await startLocalQueues({
      jobs: [job],
      workers: () => 1,
      handlerOf: async () => async (event: any) => {
        calls++;
        return { batchItemFailures: [{ itemIdentifier: event.Records[0].messageId }] };
      },
    });
    queues.store.send('work', 'poison');
    // the retry delay is 5 s locally: rather than wait, make each failed message visible at once
    const release = queues.store.release.bind(queues.store);
    queues.store.release = (id) => release(id, 0);
    queues.consume();
    await waitFor('the dead letter', () => queues!.store.dead.length === 1, { timeoutMs: 20_000 });
    expect(calls).toBe(MAX_RECEIVE_COUNT);
    expect(queues.store.messages()).toEqual([]);
  });

  it('keeps its messages across a crash: a message received but not deleted is delivered again after a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'queue-'));
    dirs.push(dir);
    const first = QueueStore.open(dir);
    first.send('work', 'kept');
    first.send('work', 'done');
    expect(first.receive('work', 60_000)?.body).toBe('kept'); // in flight when the process dies
    const done = first.receive('work', 60_000)!;
    first.delete(done.receipt!);
    const second = QueueStore.open(dir); // no stop: as after kill -9
    expect(second.messages().map((m) => [m.body, m.receiveCount])).toEqual([['kept', 1]]);
    expect(second.receive('work', 60_000)?.body).toBe('kept');
  });
});
