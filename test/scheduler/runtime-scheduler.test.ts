import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRuntime, type Runtime } from '../../infra/local/runtime.ts';
import { EventBridgeScheduler } from '../../functions/adapters/eventbridge-scheduler.ts';
import { itemSchedule } from '../../functions/domain/scheduling/item-schedule.ts';
import { listFirings } from '../../functions/data/firings.ts';
import { waitFor } from '../support/wait-for.ts';

/** The local runtime configures the scheduler port as AWS would: only the endpoint differs. */
const dataDir = mkdtempSync(join(tmpdir(), 'runtime-scheduler-'));
let runtime: Runtime;
beforeAll(async () => {
  runtime = await startRuntime({ dataDir });
});
afterAll(async () => {
  await runtime?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the scheduler in the local runtime', () => {
  it('takes schedules from the adapter configured by the environment alone and fires them into dispatch', async () => {
    const now = Math.floor(Date.now() / 1000);
    await new EventBridgeScheduler().put(itemSchedule({ eventId: 9, itemId: 1 }, { kind: 'at', at: now + 1, outOfDate: false }, now)!);
    const schedules = (await (await fetch(`${runtime.schedulerUrl}/store`)).json()).schedules;
    expect(schedules).toMatchObject([{ Name: 'emw-9-1', GroupName: 'backoffice', job: 'dispatch' }]);
    expect(existsSync(join(dataDir, 'scheduler', 'schedules.json'))).toBe(true);

    const firings = await waitFor('the firing of emw-9-1', async () => {
      await runtime.checkSchedules();
      const recorded = await listFirings('emw-9-1');
      return recorded.length > 0 && recorded;
    });
    expect(firings).toMatchObject([{ eventId: 9, itemId: 1, invocations: 1 }]);
  });
});
