import { now } from '../../data/clock.ts';
import { sendAlertDigest, type DigestOutcome } from '../../domain/alerts/digest.ts';

/**
 * The `alert-digest` job (jobs.ts): an hourly schedule invokes it (in AWS an EventBridge Scheduler
 * schedule, infra/aws/alert-digest-schedule.ts; locally the runtime's hourly timer). It mails the
 * alerts raised since the last digest, once an hour at most (domain/alerts/digest.ts).
 */
export async function handler(): Promise<{ outcome: DigestOutcome }> {
  return { outcome: await sendAlertDigest(now()) };
}
