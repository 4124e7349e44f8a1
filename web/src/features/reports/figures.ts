import { FIGURE_LABELS, REPORT_STATUSES, type DeliveryFigure, type ReportCounts, type ReportFigure, type ReportStatus } from '@shared/reports';

/**
 * The headline figures and what each is counted of (its denominator), docs/decisions/032-report-page.md: a
 * status of every delivery, of the total; what SES said of delivered email, of the delivered;
 * a delivery, a bounce and a change of participation, of the sent.
 */
export interface Headline {
  figure: DeliveryFigure;
  of: ReportFigure;
}

export const HEADLINES: readonly Headline[] = [
  { figure: 'sent', of: 'total' },
  { figure: 'delivered', of: 'sent' },
  { figure: 'opened', of: 'delivered' },
  { figure: 'clicked', of: 'delivered' },
  { figure: 'bounced', of: 'sent' },
  { figure: 'complained', of: 'delivered' },
  { figure: 'suppressed', of: 'total' },
  { figure: 'failed', of: 'total' },
  { figure: 'skipped', of: 'total' },
  { figure: 'participationChanged', of: 'sent' },
];

/** Shown beside the headlines only when there are any: still on their way, or sent and never confirmed. */
export const WHEN_ANY: readonly Headline[] = [
  { figure: 'pending', of: 'total' },
  { figure: 'unconfirmed', of: 'total' },
];

/** The funnel: each step of the sent. */
export const FUNNEL: readonly DeliveryFigure[] = ['sent', 'delivered', 'opened', 'clicked', 'participationChanged'];

/** The columns of the tables per workflow and per message. */
export const TABLE_FIGURES: readonly ReportFigure[] = ['total', 'sent', 'delivered', 'opened', 'clicked', 'bounced', 'complained', 'suppressed', 'failed', 'skipped', 'participationChanged'];

/** The figures two events are compared by. */
export const COMPARED: readonly ReportFigure[] = ['total', ...HEADLINES.map((headline) => headline.figure), 'pending', 'unconfirmed'];

/** The colour of each status in the chart (each ≥ 3:1 against white, told apart by the legend and the table too). */
export const STATUS_COLOURS: Record<ReportStatus, string> = {
  pending: '#64748b',
  sent: '#15803d',
  unconfirmed: '#c2410c',
  failed: '#b91c1c',
  suppressed: '#7c3aed',
  skipped: '#0369a1',
};
export const CHART_STATUSES = REPORT_STATUSES;

export const figureLabel = (figure: ReportFigure) => FIGURE_LABELS[figure];
/** The denominator as a sentence reads it: 'of 10,000 sent', 'of 9,812 delivered', 'of 10,000 deliveries'. */
export const ofLabel = (of: ReportFigure) => (of === 'total' ? 'deliveries' : FIGURE_LABELS[of].toLowerCase());

const NUMBER = new Intl.NumberFormat(undefined);
const PERCENT = new Intl.NumberFormat(undefined, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
const SIGNED = new Intl.NumberFormat(undefined, { signDisplay: 'exceptZero' });
const POINTS = new Intl.NumberFormat(undefined, { signDisplay: 'exceptZero', minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Numbers and rates as the reader's locale writes them. */
export const formatCount = (n: number) => NUMBER.format(n);
export const formatRate = (part: number, whole: number) => (whole > 0 ? PERCENT.format(part / whole) : '–');
export const formatDifference = (n: number) => SIGNED.format(n);
/** A difference of two rates, in percentage points ('+2.5 pp'); none when either has no denominator. */
export const formatPoints = (a: number | null, b: number | null) => (a === null || b === null ? '–' : `${POINTS.format((b - a) * 100)} pp`);
export const rateOf = (counts: ReportCounts, figure: ReportFigure, of: ReportFigure) => (counts[of] > 0 ? counts[figure] / counts[of] : null);

/** The denominator of a figure (the headline's, or the total). */
export const denominatorOf = (figure: ReportFigure): ReportFigure | undefined =>
  figure === 'total' ? undefined : ([...HEADLINES, ...WHEN_ANY].find((headline) => headline.figure === figure)?.of ?? 'total');
