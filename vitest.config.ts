import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { WEB_ALIASES } from './web/vite.config.ts';

export default defineConfig({
  // The SPA's tests import through its aliases, as its code does.
  resolve: { alias: WEB_ALIASES },
  test: {
    include: ['shared/**/*.test.ts', 'functions/**/*.test.ts', 'test/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    // One test file per core: most of a file's time is spent waiting on its own local runtime, so
    // vitest's default (one core left free) ran the files one at a time on 2 cores (616 s, against
    // 237 s with two at once).
    maxWorkers: availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
