import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * The zero-duplicates proof at a small size (docs/sending.md, R3): `npm run reliability` with 200
 * contacts kills the product in the middle of the send, restarts it, resends what stayed
 * unconfirmed (V5), and exits non-zero if any contact received the message twice, never received
 * it, or is not accounted for, or if the report of the event counts otherwise than its delivery log.
 */
describe('npm run reliability', () => {
  it('finds no contact that received the message twice after a kill -9 in the middle of a send', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/reliability.ts', '--contacts', '200'], { encoding: 'utf8', timeout: 170_000 });
    const output = `${run.stdout}\n${run.stderr}`;
    expect(output).toMatch(/killed the process \(kill -9\) with \d+ of 200 counted as sent/);
    expect(output).toMatch(/addresses that received it\s+\d+ once, 0 more than once/);
    expect(output).toMatch(/after the resend .*; 200 addresses received it once, 0 more than once, 0 never/);
    expect(output).toMatch(/report of the event\s+total 200, sent 200, .*delivered 200 \(as the delivery log counts\)/);
    expect(run.status, output).toBe(0);
  }, 180_000);
});
