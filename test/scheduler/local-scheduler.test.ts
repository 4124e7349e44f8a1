import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ConflictException,
  CreateScheduleCommand,
  GetScheduleCommand,
  ListSchedulesCommand,
  ResourceNotFoundException,
  SchedulerClient,
  ValidationException,
} from '@aws-sdk/client-scheduler';
import { ensureTable, startDynamo, type EmbeddedDynamo } from '../../infra/local/dynamo.ts';
import { configureLocalAws } from '../../infra/local/runtime.ts';
import { startLocalScheduler, type LocalScheduler, type LocalSchedulerOptions } from '../../infra/local/scheduler/scheduler.ts';
import { localFunctionArn } from '../../infra/local/scheduler/targets.ts';
import { EventBridgeScheduler, type SchedulerConfig } from '../../functions/adapters/eventbridge-scheduler.ts';
import { itemSchedule } from '../../functions/domain/scheduling/item-schedule.ts';
import { atExpression } from '../../functions/domain/scheduling/expressions.ts';
import { scheduleInput } from '../../functions/domain/scheduling/dispatch-input.ts';
import { listFirings } from '../../functions/data/firings.ts';
import { waitFor } from '../support/wait-for.ts';

/**
 * The EventBridge Scheduler adapter against the local stand-in, through the real SDK client; the
 * stand-in fires into the real dispatch handler, which records firings in the embedded table.
 */
const CONFIG: SchedulerConfig = {
  group: 'backoffice-test',
  targetArn: localFunctionArn('dispatch'),
  roleArn: 'arn:aws:iam::000000000000:role/scheduler',
  deadLetterArn: 'arn:aws:sqs:eu-west-1:000000000000:scheduler-dlq',
};

let dynamo: EmbeddedDynamo;
const dirs: string[] = [];
const running: LocalScheduler[] = [];

beforeAll(async () => {
  dynamo = await startDynamo({});
  configureLocalAws(dynamo.endpoint, 'scheduler-test');
  await ensureTable(dynamo.endpoint, 'scheduler-test');
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.stop()));
  delete process.env.SCHEDULER_FIRE_TIMES;
});
afterAll(async () => {
  await dynamo?.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'scheduler-test-'));
  dirs.push(dir);
  return dir;
};

async function standIn(options: LocalSchedulerOptions = {}) {
  const scheduler = await startLocalScheduler({ checkEveryMs: 500, ...options });
  running.push(scheduler);
  const client = new SchedulerClient({ endpoint: scheduler.url, region: 'eu-west-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  return { scheduler, client, port: new EventBridgeScheduler(CONFIG, client) };
}

async function stop(scheduler: LocalScheduler) {
  running.splice(running.indexOf(scheduler), 1);
  await scheduler.stop();
}

const now = () => Math.floor(Date.now() / 1000);
const get = (client: SchedulerClient, name: string) => client.send(new GetScheduleCommand({ Name: name, GroupName: CONFIG.group }));
const names = async (client: SchedulerClient) => ((await client.send(new ListSchedulesCommand({ GroupName: CONFIG.group }))).Schedules ?? []).map((s) => s.Name);
const oneTime = (eventId: number, itemId: number, at: number) => itemSchedule({ eventId, itemId }, { kind: 'at', at, outOfDate: false }, now())!;
const store = async (scheduler: LocalScheduler) => (await fetch(`${scheduler.url}/store`)).json();
/** The firing records of a schedule, once there are any. */
const fired = async (name: string) => {
  const firings = await listFirings(name);
  return firings.length ? firings : undefined;
};

describe('the EventBridge Scheduler adapter on the local stand-in', () => {
  it('creates a schedule with everything EventBridge needs', async () => {
    const { client, port } = await standIn();
    const at = now() + 3600;
    await port.put(oneTime(1, 2, at));

    const schedule = await get(client, 'emw-1-2');
    expect(schedule).toMatchObject({
      Name: 'emw-1-2',
      GroupName: CONFIG.group,
      ScheduleExpression: atExpression(at),
      ScheduleExpressionTimezone: 'Europe/Amsterdam',
      State: 'ENABLED',
      ActionAfterCompletion: 'DELETE',
      FlexibleTimeWindow: { Mode: 'OFF' },
      Target: {
        Arn: CONFIG.targetArn,
        RoleArn: CONFIG.roleArn,
        DeadLetterConfig: { Arn: CONFIG.deadLetterArn },
        RetryPolicy: { MaximumRetryAttempts: 10, MaximumEventAgeInSeconds: 3600 },
      },
    });
    expect(JSON.parse(schedule.Target!.Input!)).toEqual(scheduleInput('emw-1-2', 1, 2));
    expect(schedule.CreationDate).toBeInstanceOf(Date);
  });

  it('keeps one schedule per name: a second put, even concurrent ones, updates it', async () => {
    const { client, port } = await standIn();
    const at = now() + 3600;
    await port.put(oneTime(1, 3, at));
    await port.put(oneTime(1, 3, at + 60));
    expect(await names(client)).toEqual(['emw-1-3']);
    expect((await get(client, 'emw-1-3')).ScheduleExpression).toBe(atExpression(at + 60));

    await Promise.all([1, 2, 3, 4, 5].map((n) => port.put(oneTime(1, 4, at + n * 60))));
    expect(await names(client)).toEqual(['emw-1-3', 'emw-1-4']);
  });

  it('deletes a schedule; deleting one that is gone is fine', async () => {
    const { client, port } = await standIn();
    await port.put(oneTime(1, 5, now() + 3600));
    await port.remove('emw-1-5');
    await expect(get(client, 'emw-1-5')).rejects.toBeInstanceOf(ResourceNotFoundException);
    await expect(port.remove('emw-1-5')).resolves.toBeUndefined();
    expect(await names(client)).toEqual([]);
  });

  it('answers errors the way the SDK parses them', async () => {
    const { client, port } = await standIn();
    const schedule = oneTime(1, 6, now() + 3600);
    await port.put(schedule);
    const create = (overrides: Record<string, unknown>) =>
      client.send(
        new CreateScheduleCommand({
          Name: 'emw-1-6',
          GroupName: CONFIG.group,
          ScheduleExpression: schedule.expression,
          ScheduleExpressionTimezone: 'Europe/Amsterdam',
          FlexibleTimeWindow: { Mode: 'OFF' },
          Target: { Arn: CONFIG.targetArn, RoleArn: CONFIG.roleArn },
          ...overrides,
        }),
      );
    await expect(create({})).rejects.toBeInstanceOf(ConflictException);
    await expect(create({ Name: 'emw-1-7', ScheduleExpression: 'rate(5 minutes)' })).rejects.toBeInstanceOf(ValidationException);
    await expect(create({ Name: 'emw-1-7', ScheduleExpression: 'cron(0 9 * * ? *)', StartDate: new Date(Date.now() - 3600_000) })).rejects.toThrow(/cannot be earlier than 5 minutes ago/);
    await expect(create({ Name: 'emw-1-7', ScheduleExpressionTimezone: 'UTC' })).rejects.toBeInstanceOf(ValidationException);
    expect(await names(client)).toEqual(['emw-1-6']);
  });

  it('creates a daily schedule bounded by StartDate and EndDate, and shows its next firing', async () => {
    const { scheduler, client, port } = await standIn();
    const from = now() + 86_400;
    const to = from + 5 * 86_400;
    const daily = itemSchedule({ eventId: 2, itemId: 1 }, { kind: 'daily', from, to, time: '10:30', first: 0, last: 0, next: 0, outOfDate: false }, now())!;
    await port.put(daily);
    const schedule = await get(client, 'emw-2-1');
    expect(schedule).toMatchObject({ ScheduleExpression: 'cron(30 10 * * ? *)', StartDate: new Date(from * 1000), EndDate: new Date(to * 1000) });
    const [view] = (await store(scheduler)).schedules;
    expect(view.nextFiring).toBeGreaterThanOrEqual(from);
    expect(view.nextFiring).toBeLessThan(from + 86_400);
    expect(await (await fetch(scheduler.url)).text()).toContain('emw-2-1');
  });
});

describe('the local stand-in', () => {
  it('keeps its schedules across a restart on the same data directory', async () => {
    const dir = dataDir();
    const first = await standIn({ dataDir: dir });
    const at = now() + 3600;
    await first.port.put(oneTime(3, 1, at));
    await first.port.put(oneTime(3, 2, at));
    await first.port.remove('emw-3-2');
    await first.port.put(oneTime(3, 3, at + 60));
    await stop(first.scheduler);

    const second = await standIn({ dataDir: dir });
    expect(await names(second.client)).toEqual(['emw-3-1', 'emw-3-3']);
    expect((await get(second.client, 'emw-3-3')).ScheduleExpression).toBe(atExpression(at + 60));
  });

  it('fires a due schedule into the dispatch handler within seconds, then deletes it (ActionAfterCompletion DELETE)', async () => {
    const { client, port } = await standIn();
    const at = now() + 2;
    await port.put(oneTime(4, 1, at));

    const [firing] = await waitFor('the firing record of emw-4-1', () => fired('emw-4-1'));
    expect(firing).toMatchObject({ eventId: 4, itemId: 1, invocations: 1, scheduledTime: new Date(at * 1000).toISOString().replace('.000', '') });
    expect(firing.firstFiredAt - at).toBeLessThan(60);
    await waitFor('emw-4-1 to be deleted', async () => !(await names(client)).includes('emw-4-1'));
  });

  it('fires a schedule that fell due while it was stopped once, on start', async () => {
    const dir = dataDir();
    const first = await standIn({ dataDir: dir, checkEveryMs: 60_000 });
    const at = now() + 1;
    await first.port.put(oneTime(5, 1, at));
    await stop(first.scheduler);
    await waitFor('the schedule to fall due', () => Date.now() / 1000 > at);
    expect(await listFirings('emw-5-1')).toEqual([]);

    const second = await standIn({ dataDir: dir });
    await waitFor('the firing record of emw-5-1', () => fired('emw-5-1'));
    await second.scheduler.check();
    await second.scheduler.check();
    expect((await listFirings('emw-5-1')).map((f) => f.invocations)).toEqual([1]);
  });

  it('fires each firing SCHEDULER_FIRE_TIMES times at once', async () => {
    process.env.SCHEDULER_FIRE_TIMES = '3';
    const { scheduler, port } = await standIn();
    await port.put(oneTime(6, 1, now() + 1));
    // The stand-in logs a firing once all its invocations have returned.
    const [logged] = await waitFor('the stand-in to log the firing', async () => {
      const { firings } = await store(scheduler);
      return firings.length > 0 && firings;
    });
    expect(logged).toMatchObject({ name: 'emw-6-1', invocations: 3, errors: [] });
    expect((await listFirings('emw-6-1')).map((f) => f.invocations)).toEqual([3]);
  });

  it('shows a target that fails as the errors of its firing, and fires it only once', async () => {
    const { scheduler, client } = await standIn();
    await client.send(
      new CreateScheduleCommand({
        Name: 'unknown-target',
        GroupName: CONFIG.group,
        ScheduleExpression: atExpression(now() + 1),
        ScheduleExpressionTimezone: 'Europe/Amsterdam',
        FlexibleTimeWindow: { Mode: 'OFF' },
        Target: { Arn: localFunctionArn('no-such-job'), RoleArn: CONFIG.roleArn, Input: '{}' },
      }),
    );
    const [logged] = await waitFor('the failed firing', async () => {
      const { firings } = await store(scheduler);
      return firings.length > 0 && firings;
    });
    expect(logged).toMatchObject({ name: 'unknown-target', invocations: 1, errors: [`No job of functions/jobs.ts has the target ${localFunctionArn('no-such-job')}.`] });
    await scheduler.check();
    expect((await store(scheduler)).firings).toHaveLength(1);
    expect(await (await fetch(scheduler.url)).text()).toContain('No job of functions/jobs.ts has the target');
  });

  it('refuses a SCHEDULER_FIRE_TIMES that is not a count', async () => {
    process.env.SCHEDULER_FIRE_TIMES = 'many';
    await expect(startLocalScheduler()).rejects.toThrow("SCHEDULER_FIRE_TIMES must be a whole number from 1 to 100, not 'many'.");
  });
});
