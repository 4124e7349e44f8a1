import { now } from '../../data/clock.ts';
import { addToWindow, clearWindowIfAlone, countInOpenWindow, openWindow, readWindow } from '../../data/login-attempts.ts';
import { throttled as refusal, type Failure } from '../failure.ts';
import { AUTH_TEXTS } from '../../../shared/auth.ts';

/**
 * Sign-in attempts per username. Every attempt is counted, atomically, BEFORE its password is
 * checked: once MAX_ATTEMPTS are counted in a window (which starts with its first attempt and
 * lasts WINDOW_SECONDS), further attempts are refused (429) without evaluating the password, so
 * at most MAX_ATTEMPTS wrong passwords are tried per window however many arrive at once.
 * A successful sign-in gives its own attempt back, and clears the window when no other attempt
 * is being evaluated at the same time (so a user's earlier typos do not linger).
 */
const MAX_ATTEMPTS = Number(process.env.LOGIN_MAX_FAILURES ?? 5);
const WINDOW_SECONDS = Number(process.env.LOGIN_WINDOW_SECONDS ?? 15 * 60);

/** A counted attempt: which window it belongs to. */
export interface Attempt {
  username: string;
  windowStart: number;
}

function throttled(windowStart: number): Failure {
  const minutes = Math.max(1, Math.ceil((windowStart + WINDOW_SECONDS - now()) / 60));
  return refusal(AUTH_TEXTS.throttled(minutes));
}

/** Counts an attempt before its password is checked; throws 429 when the window is full. */
export async function countAttempt(username: string): Promise<Attempt> {
  // Each round either counts the attempt or sees a state another attempt just changed.
  for (let round = 0; round < 8; round++) {
    const at = now();
    const counted = await countInOpenWindow(username, at, at + WINDOW_SECONDS, at - WINDOW_SECONDS, MAX_ATTEMPTS);
    if (counted !== undefined) return { username, windowStart: counted };
    const current = await readWindow(username);
    if (!current) continue; // cleared in between
    if (current.windowStart > at - WINDOW_SECONDS) {
      if ((current.attempts ?? 0) >= MAX_ATTEMPTS) throw throttled(current.windowStart);
      continue;
    }
    // the window is over: a new one starts with this attempt, unless another attempt started it first
    if (await openWindow(username, current.windowStart, at, at + WINDOW_SECONDS)) return { username, windowStart: at };
  }
  throw throttled(now());
}

/** The attempt's password was wrong: it stays counted. */
export const recordFailure = (attempt: Attempt) => addToWindow(attempt.username, attempt.windowStart, { pending: -1 });

/** The attempt signed in: clear the window if it is the only one under evaluation, else give its attempt back. */
export async function recordSuccess(attempt: Attempt): Promise<void> {
  if (!(await clearWindowIfAlone(attempt.username, attempt.windowStart))) await addToWindow(attempt.username, attempt.windowStart, { attempts: -1, pending: -1 });
}
