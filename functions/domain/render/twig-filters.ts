import { createFilter, createFunction, type TwingCallable, type TwingEnvironment, type TwingExecutionContext } from 'twing/light';
import { formatCount } from './twig-error.ts';
import { LimitExceeded, TWIG_LIMITS, budgetOf, checkRange, listSize, printedSize, textSize } from './twig-limits.ts';

/**
 * The filters and functions whose cost depends on what they are given, bounded before they run:
 * `sort` and `replace` are our own (twing's sort finds each element again by a linear search,
 * n² for n elements; its replace grows its output without bound); the others are twing's,
 * behind a check of what they are about to make.
 */
type Entries = [unknown, unknown][];

function entriesOf(iterable: unknown, filter: string): Entries {
  if (iterable instanceof Map) return [...iterable.entries()];
  if (Array.isArray(iterable)) return iterable.map((value, index) => [index, value]);
  if (iterable && typeof iterable === 'object') return Object.entries(iterable);
  throw new Error(`The ${filter} filter only works with lists and hashes, got "${iterable === null ? 'null' : typeof iterable}".`);
}

const isNumeric = (value: unknown) => typeof value === 'number' || (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)));

/** Numbers (and numeric texts) by value, anything else as text: `[10, 9, 1]|sort` is 1, 9, 10. */
function naturalOrder(a: unknown, b: unknown): number {
  if (isNumeric(a) && isNumeric(b)) return Number(a) - Number(b);
  const [x, y] = [String(a ?? ''), String(b ?? '')];
  return x < y ? -1 : x > y ? 1 : 0;
}

/** A stable merge sort whose comparisons may be arrow functions of the template (asynchronous). */
async function mergeSort(entries: Entries, compare: (a: unknown, b: unknown) => Promise<number>): Promise<Entries> {
  if (entries.length < 2) return entries;
  const middle = entries.length >> 1;
  const [left, right] = [await mergeSort(entries.slice(0, middle), compare), await mergeSort(entries.slice(middle), compare)];
  const merged: Entries = [];
  let [i, j] = [0, 0];
  while (i < left.length && j < right.length) merged.push((await compare(left[i][1], right[j][1])) <= 0 ? left[i++] : right[j++]);
  return merged.concat(left.slice(i), right.slice(j));
}

/** `|sort` and `|sort((a, b) => ...)`: keys stay with their values, as Twig's asort keeps them. */
const sort: TwingCallable = async (context, iterable: unknown, arrow: ((a: unknown, b: unknown) => Promise<unknown>) | null) => {
  const entries = entriesOf(iterable, 'sort');
  budgetOf(context).charge((entries.length * Math.log2(entries.length + 1)) / 8);
  const sorted = arrow ? await mergeSort(entries, async (a, b) => Number(await arrow(a, b))) : entries.sort((a, b) => naturalOrder(a[1], b[1]));
  return new Map(sorted);
};

const textLimit = (context: TwingExecutionContext, filter: string) => {
  const limit = budgetOf(context).limits.outputBytes;
  return { limit, refuse: () => new LimitExceeded(`The filter "${filter}" would make a text larger than ${limit / 1024} KB.`) };
};

/** `|replace({from: to, ...})`: at each place the longest `from` that matches, as PHP's strtr. */
const replace: TwingCallable = async (context, value: unknown, from: unknown) => {
  if (!from || typeof from !== 'object') throw new Error(`The "replace" filter expects a hash of replacements, got "${typeof from}".`);
  const text = value === null || value === undefined ? '' : String(value);
  const pairs = entriesOf(from, 'replace')
    .map(([key, to]) => [String(key), to === null || to === undefined ? '' : String(to)])
    .filter(([key]) => key !== '')
    .sort((a, b) => b[0].length - a[0].length);
  budgetOf(context).charge((text.length * Math.max(1, pairs.length)) / 256);
  const { limit, refuse } = textLimit(context, 'replace');
  const starts = new Set(pairs.map(([key]) => key[0]));
  const parts: string[] = [];
  let [length, copied] = [0, 0];
  for (let at = 0; at < text.length; ) {
    const pair = starts.has(text[at]) ? pairs.find(([key]) => text.startsWith(key, at)) : undefined;
    if (!pair) {
      at++;
      continue;
    }
    parts.push(text.slice(copied, at), pair[1]);
    length += at - copied + pair[1].length;
    if (length > limit) throw refuse();
    at += pair[0].length;
    copied = at;
  }
  parts.push(text.slice(copied));
  return parts.join('');
};

/** Runs `check` on the arguments before twing's own filter or function. */
const guarded =
  (original: TwingCallable, check: (context: TwingExecutionContext, ...args: any[]) => void): TwingCallable =>
  async (context, ...args) => {
    check(context, ...args);
    return original(context, ...args);
  };

const itemText = (item: unknown) => textSize(item) ?? (typeof item === 'number' ? 24 : 16);

const CHECKS: Record<string, (context: TwingExecutionContext, ...args: any[]) => void> = {
  join(context, value: unknown, glue: unknown, and: unknown) {
    const { limit, refuse } = textLimit(context, 'join');
    if (listSize(value) === undefined) return;
    let total = 0;
    for (const item of value instanceof Map ? value.values() : (value as unknown[])) {
      total += itemText(item) + String(glue ?? '').length + String(and ?? '').length;
      if (total > limit) throw refuse();
    }
  },
  json_encode(context, value: unknown) {
    const { limit, refuse } = textLimit(context, 'json_encode');
    if (printedSize(value, limit) > limit) throw refuse();
  },
  url_encode(context, value: unknown) {
    const { limit, refuse } = textLimit(context, 'url_encode');
    if (printedSize(value, limit) > limit) throw refuse();
  },
  number_format(_context, _number: unknown, decimals: unknown) {
    if (Number(decimals) > TWIG_LIMITS.decimals) throw new LimitExceeded(`number_format shows at most ${TWIG_LIMITS.decimals} decimals.`);
  },
  split(_context, value: unknown, delimiter: unknown, limit: unknown) {
    const parts = delimiter ? 0 : Math.ceil((textSize(value) ?? 0) / Math.max(1, Number(limit) || 1));
    if (parts > TWIG_LIMITS.listSize) throw new LimitExceeded(`A list may have at most ${formatCount(TWIG_LIMITS.listSize)} elements; splitting this text makes ${formatCount(parts)}.`);
  },
  column(context, thing: unknown) {
    if (listSize(thing) === undefined) return;
    let cells = 0;
    for (const row of thing instanceof Map ? thing.values() : (thing as unknown[])) cells += listSize(row) ?? (row && typeof row === 'object' ? Object.keys(row).length : 1);
    budgetOf(context).charge(cells / 8);
  },
};

/** Puts the bounded filters and functions in place of twing's. */
export function installBoundedFilters(environment: TwingEnvironment) {
  const filter = (name: string) => environment.filters.get(name)!;
  environment.addFilter(createFilter('sort', sort, filter('sort').acceptedArguments));
  environment.addFilter(createFilter('replace', replace, filter('replace').acceptedArguments));
  for (const [name, check] of Object.entries(CHECKS)) environment.addFilter(createFilter(name, guarded(filter(name).callable, check), filter(name).acceptedArguments));
  const range = environment.functions.get('range')!;
  environment.addFunction(createFunction('range', guarded(range.callable, (_context, low, high, step) => checkRange(low, high, step)), range.acceptedArguments));
}
