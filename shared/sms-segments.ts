/**
 * How many SMS a text takes. GSM 03.38 (7-bit) when every character is in its alphabet: 160
 * septets in one SMS, 153 per part once concatenated; the extension characters (^ { } \ [ ~ ] | €
 * and form feed) take two septets (an escape and the character). Any other character makes the
 * whole SMS UCS-2: 70 UTF-16 units in one SMS, 67 per part. A part never splits an escape pair or
 * a surrogate pair, as phones and gateways do.
 */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '^{}\\[~]|€\f';
const BASIC = new Set(GSM_BASIC);
const EXTENSION = new Set(GSM_EXTENSION);

export const SMS_LIMITS = {
  'GSM-7': { single: 160, part: 153 },
  'UCS-2': { single: 70, part: 67 },
} as const;
export type SmsEncoding = keyof typeof SMS_LIMITS;

export interface SmsSegments {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 units (UCS-2) the text takes. */
  units: number;
  segments: number;
  /** The characters that force UCS-2, each once, in order of appearance. */
  nonGsm: string[];
}

/** The size of each character in the encoding's units (a code point, so emoji stay whole). */
function unitsPerCharacter(text: string): { encoding: SmsEncoding; sizes: number[]; nonGsm: string[] } {
  const characters = [...text];
  const nonGsm = [...new Set(characters.filter((c) => !BASIC.has(c) && !EXTENSION.has(c)))];
  if (nonGsm.length) return { encoding: 'UCS-2', sizes: characters.map((c) => c.length), nonGsm };
  return { encoding: 'GSM-7', sizes: characters.map((c) => (EXTENSION.has(c) ? 2 : 1)), nonGsm };
}

export function smsSegments(text: string): SmsSegments {
  const { encoding, sizes, nonGsm } = unitsPerCharacter(text);
  const limits = SMS_LIMITS[encoding];
  const units = sizes.reduce((sum, size) => sum + size, 0);
  if (units <= limits.single) return { encoding, units, segments: units ? 1 : 0, nonGsm };
  // Concatenated: fill parts in order, moving a character that does not fit whole to the next part.
  let segments = 1;
  let used = 0;
  for (const size of sizes) {
    if (used + size > limits.part) {
      segments++;
      used = 0;
    }
    used += size;
  }
  return { encoding, units, segments, nonGsm };
}
