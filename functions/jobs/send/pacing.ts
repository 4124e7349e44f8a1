/**
 * Keeps one sender invocation within its share of the account's send rates (docs/sending.md, S9):
 * `EMAIL_RATE_PER_SECOND / SEND_CONCURRENCY` emails and `SMS_RATE_PER_SECOND / SEND_CONCURRENCY`
 * texts a second. At most SEND_CONCURRENCY invocations run at once (the queue's maximum
 * concurrency in AWS, the stand-in's workers locally), so together they keep to the rates.
 * A rate that is not set (locally, unless given) leaves that channel unpaced.
 */
export interface Pacer {
  /** Resolves when the next send of that channel may start. */
  wait(channel: 'email' | 'sms'): Promise<void>;
}

const positive = (value: string | undefined) => {
  const number = Number(value);
  return value && Number.isFinite(number) && number > 0 ? number : undefined;
};

export function sendShare(env: NodeJS.ProcessEnv = process.env): { email?: number; sms?: number } {
  const concurrency = positive(env.SEND_CONCURRENCY) ?? 1;
  const email = positive(env.EMAIL_RATE_PER_SECOND);
  const sms = positive(env.SMS_RATE_PER_SECOND);
  return { email: email && email / concurrency, sms: sms && sms / concurrency };
}

/** A pacer for one invocation: sends of a channel start at least 1/rate seconds apart, from the first. */
export function createPacer(rates = sendShare()): Pacer {
  const next = { email: 0, sms: 0 };
  return {
    async wait(channel) {
      const rate = rates[channel];
      if (!rate) return;
      const at = performance.now();
      const start = Math.max(at, next[channel]);
      next[channel] = start + 1000 / rate;
      if (start > at) await new Promise((resolve) => setTimeout(resolve, start - at));
    },
  };
}
