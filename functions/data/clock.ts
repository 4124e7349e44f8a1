/**
 * The one clock of the functions: unix seconds for everything stored and compared, milliseconds
 * where a lease or a cache age needs them. Tests move it with useClock (a use that is older than
 * its lease, a session that went idle) instead of editing stored times.
 */
let millis: () => number = () => Date.now();

/** Now, in unix seconds. */
export const now = (): number => Math.floor(millis() / 1000);

/** Now, in milliseconds since the epoch. */
export const nowMillis = (): number => millis();

/** Makes `seconds` the clock until the answered function restores the one before. */
export function useClock(seconds: () => number): () => void {
  const previous = millis;
  millis = () => seconds() * 1000;
  return () => {
    millis = previous;
  };
}
