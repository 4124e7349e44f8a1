import { describe, expect, it } from 'vitest';
import { createPacer, sendShare } from './pacing.ts';

describe('sender pacing (docs/sending.md, S9)', () => {
  it("gives each invocation its share of the account's rates", () => {
    expect(sendShare({ EMAIL_RATE_PER_SECOND: '14', SMS_RATE_PER_SECOND: '10', SEND_CONCURRENCY: '2' })).toEqual({ email: 7, sms: 5 });
    expect(sendShare({})).toEqual({ email: undefined, sms: undefined });
  });

  it('spaces the sends of a channel by 1/rate, and leaves an unpaced channel alone', async () => {
    const pacer = createPacer({ email: 20 });
    const started = performance.now();
    await Promise.all(Array.from({ length: 6 }, () => pacer.wait('email')));
    expect(performance.now() - started).toBeGreaterThanOrEqual(240);
    const sms = performance.now();
    await Promise.all(Array.from({ length: 50 }, () => pacer.wait('sms')));
    expect(performance.now() - sms).toBeLessThan(50);
  });
});
