import { port } from '../../adapters/adapters.ts';
import { alertsBetween, timeKeyUpTo } from '../../data/alerts.ts';
import { claimDigest, finishDigest, getDigest, lastDigest, takeOverDigest, type DigestRecord } from '../../data/alert-digests.ts';
import { digestAddress } from './digest-address.ts';
import { digestMail } from './digest-mail.ts';

/**
 * The hourly digest (docs/alerts.md, M1-M4): one email through SES (the product's email port) to
 * the address in the settings, listing the alerts raised since the last digest; none when nothing
 * is new, none without an address. At most one per hour, however often the schedule fires: the
 * hour's window is claimed by a put if absent; a firing that finds it claimed does nothing, unless
 * the claim is older than CLAIM_STALE_SECONDS (its holder stopped before it finished: it takes the
 * claim over and mails the same window).
 */
export type DigestOutcome = 'no address' | 'claimed elsewhere' | 'done before' | 'empty' | 'sent';

const HOUR = 3600;
export const CLAIM_STALE_SECONDS = 300;
/** The first digest ever lists the last day's alerts. */
const FIRST_WINDOW_SECONDS = 24 * HOUR;

/** The sender of the digest: ALERT_DIGEST_FROM (a verified SES identity in AWS). */
const fromAddress = () => process.env.ALERT_DIGEST_FROM || 'back-office-alerts@example.com';
/** Where the links point: APP_URL (the CloudFront or local origin); a path alone without it. */
const appUrl = () => process.env.APP_URL || '';

async function claim(hour: number, at: number): Promise<DigestRecord | DigestOutcome> {
  const previous = await lastDigest();
  const record: DigestRecord = { hour, from: previous?.upTo ?? timeKeyUpTo(at - FIRST_WINDOW_SECONDS), upTo: timeKeyUpTo(at), status: 'claimed', claimedAt: at };
  if (previous?.hour === hour) return previous.status === 'claimed' ? takeOver(previous, at) : 'done before';
  if (await claimDigest(record)) return record;
  const current = await getDigest(hour);
  return current ? (current.status === 'claimed' ? takeOver(current, at) : 'done before') : 'claimed elsewhere';
}

async function takeOver(record: DigestRecord, at: number): Promise<DigestRecord | DigestOutcome> {
  if (record.claimedAt > at - CLAIM_STALE_SECONDS) return 'claimed elsewhere';
  return (await takeOverDigest(record.hour, record.claimedAt, at)) ? { ...record, claimedAt: at } : 'claimed elsewhere';
}

export async function sendAlertDigest(at: number): Promise<DigestOutcome> {
  const to = await digestAddress();
  if (!to) return 'no address';
  const hour = Math.floor(at / HOUR) * HOUR;
  const claimed = await claim(hour, at);
  if (typeof claimed === 'string') return claimed;
  const alerts = await alertsBetween(claimed.from, claimed.upTo);
  if (!alerts.length) {
    await finishDigest(hour, { status: 'empty', alerts: 0 });
    return 'empty';
  }
  const messageId = await port('email').send({ from: { email: fromAddress(), name: 'Back office alerts' }, to, ...digestMail(alerts, appUrl()) });
  await finishDigest(hour, { status: 'sent', messageId, alerts: alerts.length });
  return 'sent';
}
