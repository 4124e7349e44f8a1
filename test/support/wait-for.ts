/**
 * Polls until `condition` answers something other than undefined, null or false, and answers
 * that; fails with `what` when `timeoutMs` passes first. For waiting on what a system does in
 * its own time (a schedule firing), instead of sleeping.
 */
export async function waitFor<T>(what: string, condition: () => Promise<T | undefined | null | false> | T | undefined | null | false, { timeoutMs = 60_000, everyMs = 100 } = {}): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await condition();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
