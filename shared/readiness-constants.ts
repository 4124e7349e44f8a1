// Without zod: the dashboard's first load takes these without the schemas, which are in readiness.ts
// (it re-exports them; docs/decisions/024-spa-weight-and-serving.md).
import type { FixKind } from './failure-fix-constants.ts';

/**
 * The readiness check (docs/readiness.md): a dry run of an item's send that reports what would
 * go wrong, each problem with a code, a severity and the record to fix. Codes and texts live here
 * so the API, the screens and the tests agree.
 */
export const READINESS_CODES = [
  'event-cancelled',
  'workflow-gone',
  'message-unprepared',
  'audience-failed',
  'audience-empty',
  'audience-changed',
  'translation-missing',
  'message-empty',
  'placeholder-empty',
  'twig-empty',
  'render-failed',
  'sender-mapping-failed',
  'recipient-mapping-failed',
  'no-address',
  'contact-missing',
  'suppressed',
  'sms-long',
  'quiet-hours',
] as const;
export type ReadinessCode = (typeof READINESS_CODES)[number];

export const SEVERITIES = ['blocking', 'warning'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** The days ahead `GET /v1/readiness` checks unless told (`days`), and the most it takes. */
export const READINESS_DAYS_DEFAULT = 7;
export const READINESS_DAYS_MAX = 31;
/**
 * An on-demand check of several items (an event, the coming days) starts no new item after this
 * long within one request, and answers where to go on (`next`): API Gateway ends a request at 29 s.
 */
export const READINESS_REQUEST_BUDGET_MS = 20_000;
/** The check runs by itself this long before an item's send. */
export const READINESS_LEAD_SECONDS = 48 * 3600;
/** An audience that changed by more than this share since the last check is reported. */
export const AUDIENCE_CHANGE_LIMIT = 0.3;
/** SMS longer than this many segments are reported. */
export const SMS_SEGMENTS_LIMIT = 2;

const contacts = (n: number) => `${n} contact${n === 1 ? '' : 's'}`;

export const READINESS_TEXTS = {
  eventCancelled: 'The event is cancelled: nothing is sent.',
  workflowGone: (id: number) => `The message workflow #${id} is gone: nothing is sent.`,
  messageUnprepared: (reason: string) => `The message cannot be sent to anyone: ${reason}`,
  audienceFailed: (reason: string) => reason,
  audienceEmpty: 'Nobody is in the audience: nothing would be sent.',
  audienceChanged: (previous: number, now: number) => `The audience changed from ${previous} to ${now} contacts since the last check (more than 30 %).`,
  translationMissing: (n: number, language: string, fallback: string) => `${contacts(n)} ${n === 1 ? 'speaks' : 'speak'} ${language}: the message has no ${language} translation, so they get the ${fallback} one.`,
  messageEmpty: (n: number) => `${contacts(n)} would get an empty text: neither their language nor English has an SMS text.`,
  placeholderEmpty: (n: number, name: string) => `{{${name}}} renders empty for ${contacts(n)}.`,
  twigEmpty: (n: number, field: string, layout: string) => `Custom reference ${field} (layout '${layout}') renders empty for ${contacts(n)}.`,
  contactFailed: (n: number, what: string, reason: string) => `${what} fails for ${contacts(n)}, e.g.: ${reason}`,
  suppressed: (n: number) => `${contacts(n)} ${n === 1 ? 'has an address' : 'have addresses'} on the suppression list: nothing is sent to them.`,
  smsLong: (n: number, limit: number) => `The SMS is longer than ${limit} segments for ${contacts(n)}.`,
  quietHours: (channel: string, from: string, to: string, sendsAt: string) => `Its time falls in the quiet hours for ${channel} (${from} to ${to}): it would be sent ${sendsAt}.`,
  /** The badge on the timeline and the dashboard. */
  ready: 'Ready',
  warnings: (n: number) => `${n} warning${n === 1 ? '' : 's'}`,
  blocked: 'Blocked',
  notChecked: 'Not checked',
  checkReadiness: 'Check readiness',
  /** The button while a check of several items goes on, part by part. */
  checking: (checked: number, total: number) => `Checked ${checked} of ${total}`,
} as const;

/** The texts of the readiness routes' parameters. */
export const READINESS_FIELD_TEXTS = {
  days: `days must be a whole number from 1 to ${READINESS_DAYS_MAX}.`,
  eventId: 'eventId must be an event id.',
  itemIds: 'itemIds must be a comma list of at most 200 item ids.',
  after: 'after must be the item id a part of the check answered as next.',
} as const;

/** What a failing contact's render reason is reported as, by the field the send path names. */
export const FAILURE_WHAT: Record<string, string> = {
  'render-failed': 'Rendering the reference set',
  'sender-mapping-failed': 'The sender info mapping',
  'recipient-mapping-failed': 'The recipient mapping',
  'no-address': 'The address for the channel',
  'contact-missing': 'Finding the master contact',
};

export const READINESS_STATUSES = ['ready', 'warnings', 'blocked'] as const;
export type ReadinessStatus = (typeof READINESS_STATUSES)[number];

/** What readiness.ts's schemas describe. */
export interface ReadinessProblem {
  code: ReadinessCode;
  severity: Severity;
  message: string;
  contacts: number;
  example: { contactId: number; name: string; detail: string } | null;
  fix: { type: FixKind; id: number } | null;
  itemId?: number;
}
export interface ItemReadiness {
  itemId: number;
  eventId: number;
  checkedAt: number;
  status: ReadinessStatus;
  channel: 'email' | 'sms' | null;
  audience: { size: number; previous: number | null; deliverable: number };
  smsSegments: number | null;
  problems: ReadinessProblem[];
}
export interface EventReadiness extends Omit<ItemReadiness, 'itemId' | 'channel'> {
  items: ItemReadiness[];
}
/** One request's part of an on-demand check of several items: `total` items in all, `next` the item id to go on after (null: all checked). */
export interface ReadinessPart {
  total: number;
  next: number | null;
}

/** An event's summary of its items' checks: every problem (naming its item), the audiences and segments added up. */
export function summariseEvent(eventId: number, checkedAt: number, items: ItemReadiness[]): EventReadiness {
  const problems = items.flatMap((result) => result.problems.map((problem) => ({ ...problem, itemId: result.itemId })));
  const sms = items.filter((result) => result.smsSegments !== null);
  return {
    eventId,
    checkedAt,
    status: statusOf(problems),
    audience: {
      size: items.reduce((sum, r) => sum + r.audience.size, 0),
      previous: items.every((r) => r.audience.previous !== null) && items.length ? items.reduce((sum, r) => sum + r.audience.previous!, 0) : null,
      deliverable: items.reduce((sum, r) => sum + r.audience.deliverable, 0),
    },
    smsSegments: sms.length ? sms.reduce((sum, r) => sum + r.smsSegments!, 0) : null,
    problems,
    items,
  };
}
export interface ReadinessBadge {
  itemId: number;
  checkedAt: number;
  status: ReadinessStatus;
  warnings: number;
  blocking: number;
}

export const statusOf = (problems: Pick<ReadinessProblem, 'severity'>[]): ReadinessStatus =>
  problems.some((p) => p.severity === 'blocking') ? 'blocked' : problems.length ? 'warnings' : 'ready';

export const badgeOf = (result: ItemReadiness): ReadinessBadge => ({
  itemId: result.itemId,
  checkedAt: result.checkedAt,
  status: result.status,
  warnings: result.problems.filter((p) => p.severity === 'warning').length,
  blocking: result.problems.filter((p) => p.severity === 'blocking').length,
});

export const badgeText = (badge: ReadinessBadge | undefined) =>
  !badge ? READINESS_TEXTS.notChecked : badge.status === 'blocked' ? READINESS_TEXTS.blocked : badge.status === 'warnings' ? READINESS_TEXTS.warnings(badge.warnings) : READINESS_TEXTS.ready;
