import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ScheduleStore, type StoredSchedule } from '../../infra/local/scheduler/schedule-store.ts';

const dir = mkdtempSync(join(tmpdir(), 'schedule-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const schedule = (name: string, expression = 'at(2030-01-01T09:00:00)'): StoredSchedule => ({
  Name: name,
  GroupName: 'g',
  Arn: `arn:aws:scheduler:eu-west-1:000000000000:schedule/g/${name}`,
  ScheduleExpression: expression,
  ScheduleExpressionTimezone: 'Europe/Amsterdam',
  State: 'ENABLED',
  ActionAfterCompletion: 'DELETE',
  FlexibleTimeWindow: { Mode: 'OFF' },
  Target: { Arn: 'arn:aws:lambda:eu-west-1:000000000000:function:dispatch', RoleArn: 'r' },
  CreationDate: 1,
  LastModificationDate: 1,
  revision: 1,
});

describe('the stand-in schedule store', () => {
  it('replays its changes after a restart, skipping a line torn by a crash, and folds them into its snapshot', () => {
    const store = ScheduleStore.open(dir);
    store.put(schedule('a'));
    store.put(schedule('b'));
    store.put(schedule('a', 'cron(0 9 * * ? *)'));
    expect(store.delete('g', 'b')).toBe(true);
    expect(store.delete('g', 'b')).toBe(false);
    appendFileSync(join(dir, 'changes.jsonl'), '{"put":{"Name":"torn"');

    const reopened = ScheduleStore.open(dir);
    expect(reopened.list().map((s) => [s.Name, s.ScheduleExpression])).toEqual([['a', 'cron(0 9 * * ? *)']]);
    expect(readFileSync(join(dir, 'changes.jsonl'), 'utf8')).toBe('');
    expect(JSON.parse(readFileSync(join(dir, 'schedules.json'), 'utf8')).schedules).toHaveLength(1);
  });

  it('keeps its journal short: past 1,000 changes it writes a snapshot', () => {
    const store = ScheduleStore.open(dir);
    for (let i = 0; i < 1001; i++) store.put(schedule('busy', `cron(${i % 60} 9 * * ? *)`));
    expect(readFileSync(join(dir, 'changes.jsonl'), 'utf8')).toBe('');
    expect(ScheduleStore.open(dir).get('g', 'busy')?.ScheduleExpression).toBe('cron(40 9 * * ? *)');
  });

  it('lives in memory without a directory', () => {
    const store = ScheduleStore.open();
    store.put(schedule('m'));
    expect(store.list().map((s) => s.Name)).toEqual(['m']);
  });
});
