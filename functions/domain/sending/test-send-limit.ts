import { giveBackToWindow, takeFromWindow, type Taken } from '../../data/rate-windows.ts';
import { now } from '../../data/clock.ts';
import { Failure, throttled } from '../failure.ts';
import { TEST_SEND_LIMITS, TEST_SEND_TEXTS } from '../../../shared/messages.ts';

/**
 * The per-user limit on test messages (docs/messaging.md, "Test send limits"). A request takes
 * all its messages from every window before the first goes out, all or nothing, so parallel
 * requests never send past a limit; messages that never reached the provider are given back.
 */
const SCOPE = 'test-sends';

/** A message the provider was handed counts, delivered or refused by it; a refusal before that does not. */
const reachedProvider = (error: unknown) => error instanceof Failure && error.kind === 'provider';

async function take(userId: number, count: number): Promise<Taken[]> {
  const taken: Taken[] = [];
  for (const limit of TEST_SEND_LIMITS) {
    const window = await takeFromWindow(SCOPE, userId, limit, count);
    if (!window.taken) {
      await giveBack(userId, taken, count);
      const wait = Math.max(1, window.endsAt - now());
      throw throttled(TEST_SEND_TEXTS.tooMany(limit.max, limit.per, wait), wait);
    }
    taken.push(window);
  }
  return taken;
}

const giveBack = (userId: number, taken: Taken[], count: number) =>
  Promise.all(taken.map((window, i) => giveBackToWindow(SCOPE, userId, TEST_SEND_LIMITS[i], count, window.windowStart)));

/** Runs a request's test sends, one after the other, within the user's limit (429 when they do not fit). */
export async function withinTestSendLimit<T>(userId: number, sends: (() => Promise<T>)[]): Promise<T[]> {
  const taken = await take(userId, sends.length);
  const results: T[] = [];
  let handedOver = 0;
  try {
    for (const send of sends) {
      try {
        results.push(await send());
        handedOver++;
      } catch (error) {
        if (reachedProvider(error)) handedOver++;
        throw error;
      }
    }
    return results;
  } finally {
    if (handedOver < sends.length) await giveBack(userId, taken, sends.length - handedOver);
  }
}
