import { formatAmsterdam, formatDate } from '../../../shared/amsterdam-time.ts';
import { LANGUAGES } from '../../../shared/languages.ts';
import { FIGURE_LABELS, REPORT_FIGURES, REPORT_TEXTS, reasonText, type DeliveryReport, type ReportDelivery } from '../../../shared/reports.ts';
import type { ReasonCount } from '../../../shared/report-reasons.ts';

/**
 * The CSV of the reports (RFC 4180: comma-separated, CRLF, fields with a comma, quote or line
 * break quoted). A field a spreadsheet would run as a formula (it starts with =, +, -, @, a tab
 * or a carriage return) is written with a leading apostrophe, as OWASP advises for exports opened
 * in spreadsheets: an address or a reason is data, never a formula.
 */
function field(value: string | number | boolean | null): string {
  if (value === null) return '';
  let text = typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (values: (string | number | boolean | null)[]) => `${values.map(field).join(',')}\r\n`;

/**
 * 'YYYY-MM-DD HH:mm:ss' in Amsterdam, as formatAmsterdam writes it, with the zone's offset looked
 * up once an hour of time rather than once a row (an export writes 100,000 of them).
 */
const offsets = new Map<number, number>();
function amsterdamTime(unix: number | null): string {
  if (unix === null) return '';
  const hour = Math.floor(unix / 3600);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const shown = formatAmsterdam(hour * 3600, 'date-time-seconds');
    offset = Date.parse(`${shown.replace(' ', 'T')}Z`) / 1000 - hour * 3600;
    if (offsets.size > 10_000) offsets.clear();
    offsets.set(hour, offset);
  }
  const wall = new Date((unix + offset) * 1000);
  const date = formatDate({ year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() });
  return `${date} ${wall.toISOString().slice(11, 19)}`;
}

const languageName = (id: number) => (id === 0 ? REPORT_TEXTS.notRendered : (LANGUAGES.find((language) => language.id === id)?.name ?? `#${id}`));

/** The columns of the deliveries export, and each row's values in their order. */
export const DELIVERY_COLUMNS = [
  'Day', 'Event', 'Item', 'Message workflow', 'Message', 'Contact', 'First name', 'Last name', 'Sender copy', 'Address', 'Channel', 'Language', 'Status', 'Reason',
  'Sent at', 'Provider message id', 'Delivered', 'Opened', 'Clicked', 'Bounced', 'Complained', 'Participation changed',
];
export const deliveryValues = (row: ReportDelivery) => [
  row.day, row.eventId, row.itemId, row.messageWorkflowId, row.messageId, row.contactId, row.firstName, row.lastName, row.senderCopy, row.address, row.channel, languageName(row.languageId), row.status, row.reason,
  amsterdamTime(row.sentAt), row.providerMessageId, row.delivered, row.opened, row.clicked, row.bounced, row.complained, row.participationChanged,
];

/** The top reasons of a row in one field: 'Bounced · Permanent: General (3); Failed · … (1)'. */
const reasonsField = (reasons: ReasonCount[]) => reasons.map((reason) => reasonText(reason)).join('; ');

/** The grouped table: a row per group, then the totals; each with its top reasons last. */
export function reportCsv(report: DeliveryReport): string {
  const figures = REPORT_FIGURES.map((name) => FIGURE_LABELS[name]);
  const lines = [csvLine(['Key', 'Label', ...figures, 'Top reasons'])];
  for (const row of report.items) lines.push(csvLine([row.key, row.label, ...REPORT_FIGURES.map((name) => row.counts[name]), reasonsField(row.reasons)]));
  lines.push(csvLine(['total', `${report.range.from} to ${report.range.to}`, ...REPORT_FIGURES.map((name) => report.totals[name]), reasonsField(report.reasons)]));
  return lines.join('');
}
