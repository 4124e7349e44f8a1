import { describe, expect, it } from 'vitest';
import { useEmbeddedStore } from '../support/embedded-store.ts';
import { handler } from '../../functions/jobs/dispatch/handler.ts';
import { listFirings } from '../../functions/data/firings.ts';

useEmbeddedStore('dispatch-test');

const input = (overrides: Record<string, unknown> = {}) => ({
  scheduleName: 'emw-5-8',
  eventId: 5,
  itemId: 8,
  scheduledTime: '2026-06-14T07:00:00Z',
  executionId: 'exec-1',
  attempt: '1',
  ...overrides,
});

describe('dispatch', () => {
  it('records each firing once, counting duplicate invocations, and names exactly one of them first', async () => {
    const answers = await Promise.all([1, 2, 3, 4, 5].map((n) => handler(input({ executionId: `exec-${n}` }))));
    expect(answers.filter((a) => a.first)).toHaveLength(1);
    expect(answers.map((a) => a.invocations).sort()).toEqual([1, 2, 3, 4, 5]);
    await handler(input({ scheduledTime: '2026-06-15T07:00:00Z' }));

    const firings = await listFirings('emw-5-8');
    expect(firings.map((f) => [f.scheduledTime, f.invocations])).toEqual([
      ['2026-06-14T07:00:00Z', 5],
      ['2026-06-15T07:00:00Z', 1],
    ]);
    expect(firings[0]).toMatchObject({ eventId: 5, itemId: 8 });
    expect(firings[0].firstFiredAt).toBeLessThanOrEqual(firings[0].lastFiredAt);
    expect(await listFirings('emw-5-9')).toEqual([]);
  });

  it.each([
    [{ scheduledTime: '<aws.scheduler.scheduled-time>' }, 'scheduledTime'],
    [{ eventId: 'x' }, 'eventId'],
    [{ scheduleName: 'has space' }, 'scheduleName'],
  ] as [Record<string, unknown>, string][])('refuses input that is not a schedule input (%j), recording nothing', async (overrides, field) => {
    await expect(handler(input({ scheduleName: 'emw-6-1', ...overrides }))).rejects.toThrow(new RegExp(`^dispatch: not a schedule input: .*${field}`));
    expect(await listFirings('emw-6-1')).toEqual([]);
  });
});
