import { REFERENCE_FIELDS } from './reference-set-templates.ts';

/**
 * SMS placeholders: `{{Name}}` (spaces inside the braces allowed) is filled from the message's
 * reference set values when the SMS is rendered; a name the values lack is sent empty, and
 * braces around anything else are sent as written.
 */
export const PLACEHOLDER_PATTERN = /\{\{\s*([\w.]+)\s*\}\}/g;

/**
 * The names every message offers: the reference set's fixed fields (spec section 3) and the
 * sender's. A reference set's custom references add their own names, which only the message knows.
 */
export const SMS_PLACEHOLDERS: readonly string[] = [...new Set([...REFERENCE_FIELDS.contact, ...REFERENCE_FIELDS.sender])];
const KNOWN = new Set(SMS_PLACEHOLDERS);

/** A text without its placeholders (the length counter's text: placeholders are not counted). */
export const withoutPlaceholders = (body: string): string => body.replace(PLACEHOLDER_PATTERN, '');

export const placeholdersIn = (body: string): string[] => [...new Set([...body.matchAll(PLACEHOLDER_PATTERN)].map((match) => match[1]))];

export interface PlaceholderCheck {
  /** Well-formed names outside the fixed lists: empty unless the message's reference set has a custom reference so named. */
  unknown: string[];
  /** Double braces that are no placeholder (e.g. `{{first name}}`): sent as written. */
  malformed: string[];
}

export function checkPlaceholders(body: string): PlaceholderCheck {
  const unknown = placeholdersIn(body).filter((name) => !KNOWN.has(name));
  const malformed = [...new Set(withoutPlaceholders(body).match(/\{\{[^{}]*\}\}|\{\{|\}\}/g) ?? [])];
  return { unknown, malformed };
}
