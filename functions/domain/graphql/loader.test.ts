import { describe, expect, it } from 'vitest';
import { createLoader } from './loader.ts';

function recordingLoader(options: { maxBatchSize?: number } = {}) {
  const calls: number[][] = [];
  const loader = createLoader<number, string>(async (keys) => {
    calls.push(keys);
    return new Map(keys.filter((k) => k > 0).map((k) => [k, `#${k}`]));
  }, options);
  return { loader, calls };
}

describe('createLoader', () => {
  it('answers the loads of one burst, across promise chains, with one batch call', async () => {
    const { loader, calls } = recordingLoader();
    const nested = Promise.resolve().then(() => Promise.resolve().then(() => loader.load(3)));
    const results = await Promise.all([loader.load(1), loader.load(2), nested, loader.loadMany([2, 4, -1])]);
    expect(results).toEqual(['#1', '#2', '#3', ['#2', '#4', undefined]]);
    expect(calls).toEqual([[1, 2, 4, -1, 3]]);
    expect(loader.batches).toBe(1);
  });

  it('caches keys for its life and batches the next burst separately', async () => {
    const { loader, calls } = recordingLoader();
    await loader.load(1);
    expect(await loader.loadMany([1, 5])).toEqual(['#1', '#5']);
    expect(calls).toEqual([[1], [5]]);
  });

  it('splits bursts larger than the batch size', async () => {
    const { loader, calls } = recordingLoader({ maxBatchSize: 2 });
    await loader.loadMany([1, 2, 3, 4, 5]);
    expect(calls).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('rejects every load of a failed batch', async () => {
    const loader = createLoader<number, string>(async () => {
      throw new Error('store down');
    });
    await expect(Promise.all([loader.load(1), loader.load(2)])).rejects.toThrow('store down');
  });
});
