import * as z from 'zod';
import { DELIVERY_CHANNELS } from './delivery-log.ts';
import { LANGUAGES } from './languages.ts';
import { listPageOf } from './list-page-schema.ts';
import { RANGE_TEXTS, rangeParameter, type DateRangeRule } from './list-query.ts';
import { REASON_FIGURES, REASON_LABEL_MAX, ReasonCountSchema, type ReasonCount } from './report-reasons.ts';

/**
 * The reports' vocabulary (docs/reports.md): the figures every report counts, the filters and
 * groupings of GET /v1/reports/deliveries and GET /v1/deliveries, and their answers. A figure's
 * definition is in docs/reports.md; the server counts it in per-day counters, never by reading
 * deliveries.
 */

/**
 * The status of a delivery as reports count it: a delivery being handed over (`sending`) is still
 * pending. Every delivery is in exactly one of these, so they add up to `total`.
 */
export const REPORT_STATUSES = ['pending', 'sent', 'unconfirmed', 'failed', 'suppressed', 'skipped'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** What SES and the directory said of sent deliveries: each counts a delivery once, whatever came how often. */
export const ENGAGEMENTS = ['delivered', 'opened', 'clicked', 'bounced', 'complained', 'participationChanged'] as const;
export type Engagement = (typeof ENGAGEMENTS)[number];

/** Every figure of a report, in the order the API answers them. */
export const REPORT_FIGURES = ['total', ...REPORT_STATUSES, ...ENGAGEMENTS] as const;
export type ReportFigure = (typeof REPORT_FIGURES)[number];

export const ReportCountsSchema = z.object(Object.fromEntries(REPORT_FIGURES.map((name) => [name, z.number().int()])) as Record<ReportFigure, z.ZodNumber>);
export type ReportCounts = z.infer<typeof ReportCountsSchema>;

export const noReportCounts = (): ReportCounts => Object.fromEntries(REPORT_FIGURES.map((name) => [name, 0])) as ReportCounts;

/** `into` plus `counts` (in place), figure by figure. */
export function addCounts(into: ReportCounts, counts: Partial<ReportCounts>): ReportCounts {
  for (const name of REPORT_FIGURES) into[name] += counts[name] ?? 0;
  return into;
}

/** The delivery statuses (shared/sending.ts) as reports count them. */
export const reportStatusOf = (status: string): ReportStatus => (status === 'sending' ? 'pending' : (status as ReportStatus));

/** The language of a delivery not yet rendered (no language chosen yet): reports name it apart. */
export const NOT_RENDERED_LANGUAGE = 0;

/** How a report's rows are grouped: by day or (ISO, Monday-first) week of sending in Amsterdam, or by what the filters name. */
export const REPORT_GROUPS = ['day', 'week', 'event', 'messageWorkflow', 'message', 'channel', 'language', 'status'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

/**
 * The range of a report and of the deliveries behind it, over the days of sending: filter[sentAt:from]
 * and filter[sentAt:to], each widened to its whole Amsterdam day. The list contract's spelling,
 * which the reports took from the start: no aliases (docs/decisions/041-one-date-range-spelling.md).
 */
export const REPORT_RANGE: DateRangeRule = { field: 'sentAt' };

/** The filters both the report and the deliveries behind it take (the deliveries also `status`). */
export const REPORT_FILTERS = ['sentAt:from', 'sentAt:to', 'eventId', 'messageWorkflowSetId', 'messageWorkflowId', 'messageId', 'channel', 'languageId'] as const;
export type ReportFilterName = (typeof REPORT_FILTERS)[number];
/** `filter[status]` of the deliveries: a status, or what SES or the directory said of them. */
export const DELIVERY_FIGURES = [...REPORT_STATUSES, ...ENGAGEMENTS] as const;
export type DeliveryFigure = (typeof DELIVERY_FIGURES)[number];

/** The longest range one report reads (one Query per month it touches). */
export const REPORT_MAX_DAYS = 366;
/** Without `filter[sentAt:from]`: the last 90 days up to `filter[sentAt:to]` (default today). */
export const REPORT_DEFAULT_DAYS = 90;
/** A message led to a change of participation when it came within this many days after it (a setting). */
export const PARTICIPATION_WINDOW_DAYS = 14;
export const PARTICIPATION_WINDOW_SETTING = 'reports.participationWindowDays';

/** The filters as the server reads them: whole Amsterdam days, ids, a channel, a language. */
export interface ReportFilters {
  /** 'YYYY-MM-DD', the first and last day of sending (inclusive). */
  fromDay: string;
  toDay: string;
  eventId?: number;
  messageWorkflowSetId?: number;
  messageWorkflowId?: number;
  messageId?: number;
  channel?: (typeof DELIVERY_CHANNELS)[number];
  languageId?: number;
}

export const REPORT_LANGUAGE_IDS: readonly number[] = [NOT_RENDERED_LANGUAGE, ...LANGUAGES.map((language) => language.id)];

/** One row of a grouped report. */
export const ReportRowSchema = z.object({
  /** What the row is: a day or a Monday ('YYYY-MM-DD'), an id, a channel or a status. */
  key: z.union([z.string(), z.number().int()]),
  label: z.string(),
  counts: ReportCountsSchema,
  /** The row's most frequent failure, suppression, unconfirmed, skip, bounce and complaint reasons (at most 5), with counts. */
  reasons: z.array(ReasonCountSchema),
});
export type ReportRow = z.infer<typeof ReportRowSchema>;

/** GET /v1/reports/deliveries: the totals of the filtered deliveries and, with groupBy, a row per group. */
export const DeliveryReportSchema = z.object({
  totals: ReportCountsSchema,
  /** The most frequent reasons of all the filtered deliveries (at most 5), as a row's. */
  reasons: z.array(ReasonCountSchema),
  items: z.array(ReportRowSchema),
  /** The range read, as days: what the filters meant. */
  range: z.object({ from: z.string(), to: z.string() }),
});
export type DeliveryReport = z.infer<typeof DeliveryReportSchema>;

/** One delivery behind a figure (GET /v1/deliveries). */
export const ReportDeliverySchema = z.object({
  /** The item (event message workflow) it was sent for; null for a one-off (an action trigger's message). */
  itemId: z.number().int().nullable(),
  eventId: z.number().int(),
  messageWorkflowId: z.number().int().nullable(),
  messageId: z.number().int().nullable(),
  contactId: z.number().int(),
  senderCopy: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  address: z.string().nullable(),
  channel: z.enum(DELIVERY_CHANNELS),
  languageId: z.number().int(),
  status: z.enum(REPORT_STATUSES),
  reason: z.string().nullable(),
  /** The day its send began (Amsterdam), what `filter[sentAt:*]` selects on. */
  day: z.string(),
  /** When the provider accepted it (unix seconds); null before. */
  sentAt: z.number().int().nullable(),
  providerMessageId: z.string().nullable(),
  delivered: z.boolean(),
  opened: z.boolean(),
  clicked: z.boolean(),
  bounced: z.boolean(),
  complained: z.boolean(),
  participationChanged: z.boolean(),
});
export type ReportDelivery = z.infer<typeof ReportDeliverySchema>;
export const ReportDeliveryPageSchema = listPageOf(ReportDeliverySchema);

export const REPORT_TEXTS = {
  unknownFilter: (parameter: string) => `Unknown filter ${parameter}.`,
  unknownParameter: (parameter: string) => `Unknown parameter ${parameter}.`,
  groupBy: `groupBy is one of ${REPORT_GROUPS.join(', ')}.`,
  unixSeconds: RANGE_TEXTS.unixSeconds,
  id: (parameter: string) => `${parameter} must be a positive whole number.`,
  channel: `filter[channel] is one of ${DELIVERY_CHANNELS.join(', ')}.`,
  language: 'filter[languageId] must be the id of a language (0: not rendered yet).',
  status: `filter[status] is one of ${DELIVERY_FIGURES.join(', ')}.`,
  reasonNeedsStatus: `filter[reason] needs filter[status], one of ${REASON_FIGURES.join(', ')}.`,
  reason: `filter[reason] is a reason as the report names it, at most ${REASON_LABEL_MAX} characters.`,
  rangeInvalid: RANGE_TEXTS.reversed(rangeParameter(REPORT_RANGE.field, 'from'), rangeParameter(REPORT_RANGE.field, 'to')),
  rangeTooLong: `The date range can span at most ${REPORT_MAX_DAYS} days.`,
  invalid: 'The report cannot be made from these parameters.',
  notRendered: 'Not rendered yet',
  oneOff: 'Action trigger messages',
  csvTooLarge: 'The export is larger than this host can answer at once: narrow the filters.',
} as const;

/** How a figure reads as a heading (tables, CSV). */
export const FIGURE_LABELS: Record<ReportFigure, string> = {
  total: 'Total',
  pending: 'Pending',
  sent: 'Sent',
  unconfirmed: 'Unconfirmed',
  failed: 'Failed',
  suppressed: 'Suppressed',
  skipped: 'Skipped',
  delivered: 'Delivered',
  opened: 'Opened',
  clicked: 'Clicked',
  bounced: 'Bounced',
  complained: 'Complained',
  participationChanged: 'Participation changed',
};

/** A reason as tables and the CSV show it: 'Bounced · Permanent: General (3)'. */
export const reasonText = (reason: ReasonCount, count: (n: number) => string = String) => `${FIGURE_LABELS[reason.figure]} · ${reason.reason} (${count(reason.count)})`;
