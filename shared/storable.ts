/**
 * What a free-form JSON value may be so that one DynamoDB item can hold it: at most 31 levels of
 * lists and objects (the item's attribute is level 1 of DynamoDB's 32), numbers DynamoDB and the
 * SDK keep exactly, and a size, estimated the way DynamoDB counts it, that leaves room in the
 * 400 KB item for the record's other attributes.
 */
export const STORABLE_LIMITS = { maxNesting: 31, maxKilobytes: 350 } as const;

const utf8Bytes = (text: string): number => {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) (bytes += 4), i++;
    else bytes += 3;
  }
  return bytes;
};

/** Integers the SDK marshals without losing digits; fractions within DynamoDB's range. */
const storableNumber = (n: number): boolean => n === 0 || Number.isSafeInteger(n) || (Number.isFinite(n) && !Number.isInteger(n) && Math.abs(n) >= 1e-130);

/** DynamoDB's size of a number: about one byte per two significant digits, plus one. */
const numberBytes = (n: number): number => Math.ceil(String(Math.abs(n)).replace(/e.*$|\./g, '').replace(/^0+/, '').length / 2) + 1;

/** Why `value` cannot be stored (a sentence naming `label` and, for a number, where it is), or undefined. */
export function unstorable(value: unknown, label: string, path: string): string | undefined {
  let bytes = 0;
  let deepest = 0;
  let badNumberAt: string | undefined;
  let protoAt: string | undefined;
  // An explicit stack: a value nested thousands of levels deep must not exhaust the call stack.
  const stack: { value: unknown; depth: number; path: string }[] = [{ value, depth: 0, path }];
  while (stack.length) {
    const item = stack.pop()!;
    const current = item.value;
    if (current !== null && typeof current === 'object') {
      const depth = item.depth + 1;
      deepest = Math.max(deepest, depth);
      const isList = Array.isArray(current);
      const entries = isList ? current.map((v, i) => [String(i), v] as const) : Object.entries(current);
      bytes += 3;
      // JSON can spell an own __proto__ key; the store's marshalling takes it for the prototype and
      // writes an empty map (decision 003). The API's body parser refuses it first.
      if (!isList && Object.hasOwn(current, '__proto__')) protoAt ??= `${item.path}.__proto__`;
      for (const [key, child] of entries) {
        bytes += 1 + (isList ? 0 : utf8Bytes(key));
        stack.push({ value: child, depth, path: `${item.path}.${key}` });
      }
    } else if (typeof current === 'string') bytes += utf8Bytes(current);
    else if (typeof current === 'number') {
      if (!storableNumber(current)) badNumberAt ??= item.path;
      bytes += numberBytes(current);
    } else bytes += 1;
  }
  if (deepest > STORABLE_LIMITS.maxNesting) return `${label} is nested ${deepest} levels deep; at most ${STORABLE_LIMITS.maxNesting} are allowed.`;
  const kilobytes = Math.ceil(bytes / 1024);
  if (kilobytes > STORABLE_LIMITS.maxKilobytes) return `${label} is too large to store (${kilobytes} KB; at most ${STORABLE_LIMITS.maxKilobytes} KB).`;
  if (badNumberAt) return `${label} has a number the store cannot hold (at ${badNumberAt}).`;
  if (protoAt) return `${label} may not hold the key '__proto__' (at ${protoAt}).`;
  return undefined;
}
