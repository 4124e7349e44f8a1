/**
 * Alerts to the people who run the events (docs/alerts.md): what makes one, their texts and the
 * digest setting. Shared by the API and the bell; no zod here (the shell's first load carries none,
 * decision 024): the answer's schema is in alert-schemas.ts.
 */
export const ALERT_KINDS = ['item-failed', 'zero-recipients', 'readiness-blocked', 'bounce-rate', 'complaint-rate', 'approval-pending'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** What each kind is called in the list's kind filter and the digest. */
export const ALERT_KIND_LABELS: Record<AlertKind, string> = {
  'item-failed': 'Sending failed',
  'zero-recipients': 'Nobody to send to',
  'readiness-blocked': 'Not ready to send',
  'bounce-rate': 'Many bounces',
  'complaint-rate': 'Many complaints',
  'approval-pending': 'Held for approval',
};

/** One alert per (kind, item): its id says both, so a detection that runs twice finds it (a conditional put). */
export const alertId = (kind: AlertKind, itemId: number) => `${kind}-${itemId}`;
export const ALERT_ID_PATTERN = new RegExp(`^(${ALERT_KINDS.join('|')})-(\\d{1,12})$`);

/** A failed share above this (a fraction of the item's deliveries) alerts; an item that ends Error always does. */
export const FAILED_SHARE_MAX = 0.05;
/** A bounce or complaint rate above this, of a send's sent deliveries, alerts ... */
export const ENGAGEMENT_RATE_MAX = 0.05;
/** ... once the send has at least this many sent deliveries (3 bounces of 10 is chance, not a list gone bad). */
export const ENGAGEMENT_RATE_MIN_SENT = 20;

/** Alerts are kept this long (then the store's expiry removes them; lists skip them before). */
export const ALERT_KEEP_SECONDS = 90 * 24 * 3600;

/** The unread count the bell shows counts at most this many ('99+' beyond). */
export const UNREAD_COUNT_MAX = 100;

/** The setting holding the address the hourly digest goes to (super-admins only; no address: no mail). */
export const ALERT_DIGEST_SETTING = 'alerts.digestAddress';
/** At most this many alerts are listed in one digest mail; the rest are counted. */
export const DIGEST_LINES_MAX = 50;

const percent = (share: number) => `${(Math.round(share * 1000) / 10).toLocaleString('en')} %`;

export const ALERT_TEXTS = {
  itemFailed: (itemId: number, failed: number, total: number, note: string | null) =>
    total > 0 ? `Item #${itemId}: ${failed} of ${total} deliveries failed (${percent(failed / total)}).` : `Item #${itemId} ended in error: ${note ?? 'no reason given'}`,
  zeroRecipients: (itemId: number) => `Item #${itemId} was sent to nobody: its audience was empty when it was sent.`,
  engagementRate: (itemId: number, figure: 'bounced' | 'complained', count: number, sent: number) =>
    `Item #${itemId}: ${count} of ${sent} sent emails ${figure === 'bounced' ? 'bounced' : 'were complained about'} (${percent(count / sent)}).`,
  digestSubject: (count: number) => `${count} new alert${count === 1 ? '' : 's'} from the back office`,
  digestAddressInvalid: 'The alert address must be an email address.',
  alertNotFound: (id: string) => `The alert '${id}' does not exist.`,
};

/** The item's timeline, where an alert links to. */
export const timelineLink = (eventId: number) => `/event-message-workflows/edit/${eventId}`;

/** An alert as GET /v1/alerts answers it, for the signed-in user. */
export interface Alert {
  id: string;
  kind: AlertKind;
  itemId: number;
  eventId: number;
  message: string;
  /** A path in the app (the item's timeline). */
  link: string;
  createdAt: number;
  /** Read by the signed-in user. */
  read: boolean;
}

/** The bell's summary: the newest alerts and how many are unread (at most UNREAD_COUNT_MAX, then `unreadCapped`). */
export interface AlertPage {
  items: Alert[];
  total: number;
  unread: number;
  unreadCapped: boolean;
}
