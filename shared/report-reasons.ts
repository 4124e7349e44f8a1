import * as z from 'zod';

/**
 * The reasons the reports count (docs/reports.md, "Reasons"): why deliveries failed, were
 * suppressed, stayed unconfirmed or were skipped (their `reason`), and what SES said of a bounce
 * (its type and subtype) or a complaint (its feedback type). A reason text may name a contact, an
 * address, a number or a time; it is counted under a label that names none of them, so a label is
 * shared by every delivery with the same kind of reason and holds nobody's data.
 */
export const REASON_FIGURES = ['failed', 'suppressed', 'unconfirmed', 'skipped', 'bounced', 'complained'] as const;
export type ReasonFigure = (typeof REASON_FIGURES)[number];
/** The statuses whose deliveries carry a reason of their own. */
export const REASON_STATUSES: readonly ReasonFigure[] = ['failed', 'suppressed', 'unconfirmed', 'skipped'];

/** The longest label (characters), the ellipsis included. */
export const REASON_LABEL_MAX = 120;
/** How many reasons a row (and the totals) answers, the most frequent first. */
export const TOP_REASONS = 5;
export const NO_REASON = 'No reason given';

const ELIDED = '…';
const RULES: [RegExp, string][] = [
  // times and dates, with the word that introduces them: 'on 2026-06-14 09:00:01', '14/06/2026', '09:00'
  [/(\s+(on|at|since|until))?\s*\d{4}-\d{2}-\d{2}([T ]\d{1,2}:\d{2}(:\d{2}(\.\d+)?)?)?(Z|\s?[+-]\d{2}:?\d{2})?/gi, ''],
  [/(\s+(on|at|since|until))?\s*\d{1,2}[/.]\d{1,2}[/.]\d{2,4}(\s\d{1,2}:\d{2}(:\d{2})?)?/gi, ''],
  [/(\s+(on|at|since|until))?\s*\b\d{1,2}:\d{2}(:\d{2})?\b/gi, ''],
  // links and addresses
  [/\b(https?|mailto):\S+/gi, '<link>'],
  [/[^\s@'"()<>,;:]+@[^\s@'"()<>,;:]+/g, '<address>'],
  // a value the text says is not one: '(Jan de Vries is not one)'
  [/\s*\([^()]*\bis not one\)/gi, ''],
  // quoted values: 'Jan', "Jan", ‘Jan’, “Jan”
  [/(^|[\s([:=])'[^'\n]*'(?=$|[\s).,;:\]!?])/g, `$1'${ELIDED}'`],
  [/"[^"\n]*"/g, `"${ELIDED}"`],
  [/‘[^’\n]*’/g, `‘${ELIDED}’`],
  [/“[^”\n]*”/g, `“${ELIDED}”`],
  // numbers (an id, a code, a phone number with its separators) as one '#'
  [/[#+]?\d(?:[\d\s().-]*\d)?/g, '#'],
  [/\s+/g, ' '],
];

/**
 * The label a reason text counts under. `own` are values of the delivery itself (its address) that
 * are taken out wherever they stand, whatever their form. Rules, in order: times and dates are
 * dropped (with 'on', 'at', 'since' or 'until' before them); links become '<link>' and email
 * addresses '<address>'; a value the text calls not one ('(x is not one)') is dropped; quoted
 * values become '…' in their quotes; every number (with '#' or '+' before it, and a phone number's
 * spaces, dots, dashes and brackets) becomes '#'; spaces are collapsed; at most REASON_LABEL_MAX
 * characters (cut with '…'). No text: NO_REASON.
 */
export function reasonLabel(text: string | null | undefined, own: (string | null | undefined)[] = []): string {
  let label = text ?? '';
  for (const value of own) if (value && value.trim().length > 2) label = label.split(value.trim()).join(ELIDED);
  for (const [pattern, replacement] of RULES) label = label.replace(pattern, replacement);
  label = label.trim().replace(/^[\s,;:]+|[\s,;:]+$/g, '');
  if (!label) return NO_REASON;
  return label.length > REASON_LABEL_MAX ? `${label.slice(0, REASON_LABEL_MAX - 1).trimEnd()}${ELIDED}` : label;
}

/** A bounce's label: 'Permanent: General', 'Transient: MailboxFull'. */
export const bounceReason = (bounceType: string, bounceSubType: string) => reasonLabel(`${bounceType}: ${bounceSubType}`);
/** A complaint's label: 'Feedback: abuse', or that the complaint gave no type. */
export const complaintReason = (feedbackType: string | null | undefined) => (feedbackType ? reasonLabel(`Feedback: ${feedbackType}`) : 'No feedback type');

/** How a reason is kept among a cell's figures: `r:<figure>:<label>`. */
export const reasonKey = (figure: ReasonFigure, label: string) => `r:${figure}:${label}`;
export function readReasonKey(key: string): { figure: ReasonFigure; reason: string } | undefined {
  const match = /^r:([A-Za-z]+):(.+)$/s.exec(key);
  return match && (REASON_FIGURES as readonly string[]).includes(match[1]) ? { figure: match[1] as ReasonFigure, reason: match[2] } : undefined;
}

export const ReasonCountSchema = z.object({ figure: z.enum(REASON_FIGURES), reason: z.string(), count: z.number().int() });
export type ReasonCount = z.infer<typeof ReasonCountSchema>;

/**
 * The most frequent reasons of some counts (keys as `reasonKey` writes them; other keys are left
 * alone): at most `top`, by count (highest first), then in the order of REASON_FIGURES, then by
 * label; a reason whose count is not above 0 is none.
 */
export function topReasons(counts: Record<string, number>, top = TOP_REASONS): ReasonCount[] {
  const found: ReasonCount[] = [];
  for (const [key, count] of Object.entries(counts)) {
    const reason = readReasonKey(key);
    if (reason && count > 0) found.push({ ...reason, count });
  }
  const rank = (figure: ReasonFigure) => REASON_FIGURES.indexOf(figure);
  return found.sort((a, b) => b.count - a.count || rank(a.figure) - rank(b.figure) || a.reason.localeCompare(b.reason, 'en')).slice(0, top);
}

/** `into` plus the reason counts of `counts` (in place). */
export function addReasons(into: Record<string, number>, counts: Record<string, number>): Record<string, number> {
  for (const [key, count] of Object.entries(counts)) if (readReasonKey(key)) into[key] = (into[key] ?? 0) + count;
  return into;
}
