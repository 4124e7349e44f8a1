import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { configureLocalAws, configureLocalQueues, configureLocalScheduler } from './runtime.ts';
import { startLocalScheduler } from './scheduler/scheduler.ts';

import { ensureTable, startDynamo } from './dynamo.ts';

/**
 * Opens the local store for a command-line tool: through the running `npm start` when there is
 * one (one process owns a data directory), otherwise by starting the embedded store on it. The
 * Scheduler stand-in comes along the same way (an import re-plans the items of the events it
 * changes); started by a tool, it keeps schedules but never fires them. The running process's
 * queues come along too (an import queues action-trigger messages); without one, those wait on
 * their contacts for the next import or start-up (docs/sending.md, T8).
 */
export async function openLocalStore(): Promise<{ close(): Promise<void> }> {
  const dataDir = resolve(process.env.DATA_DIR ?? '.data');
  const runtimeFile = join(dataDir, 'runtime.json');
  const tableName = 'backoffice';
  if (existsSync(runtimeFile)) {
    const running = JSON.parse(readFileSync(runtimeFile, 'utf8')) as { pid: number; dynamoEndpoint: string; schedulerUrl?: string; queueUrl?: string };
    if (isAlive(running.pid)) {
      configureLocalAws(running.dynamoEndpoint, tableName);
      if (running.schedulerUrl) configureLocalScheduler(running.schedulerUrl);
      if (running.queueUrl) configureLocalQueues(running.queueUrl);
      await ensureTable(running.dynamoEndpoint, tableName);
      return { close: async () => undefined };
    }
  }
  const dynamo = await startDynamo({ path: join(dataDir, 'dynamodb') });
  configureLocalAws(dynamo.endpoint, tableName);
  await ensureTable(dynamo.endpoint, tableName, dataDir);
  const scheduler = await startLocalScheduler({ dataDir: join(dataDir, 'scheduler'), checkEveryMs: 0 });
  configureLocalScheduler(scheduler.url);
  return { close: async () => void (await Promise.all([scheduler.stop(), dynamo.stop()])) };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
