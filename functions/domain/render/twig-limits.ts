import { isAMarkup, type TwingExecutionContext, type TwingNodeExecutor } from 'twing/light';
import { formatCount } from './twig-error.ts';

/**
 * What one render may cost. Every executed node is a step, and so are every 8 list elements and
 * every 256 characters a node yields (twing copies lists and texts it passes to filters), so
 * loops over big data and filters on big inputs use the step budget as fast as their real cost.
 * A render runs in slices: after `sliceMs` it gives the event loop back (other requests run),
 * and waiting renders take turns, so one user's template cannot starve anyone else; a cheap
 * render (under one slice) never waits. The time limit is wall-clock from the start, so however
 * many renders run at once, each ends within it.
 */
export const TWIG_LIMITS = {
  maxTemplateLength: 100_000,
  /** From the start of a render to its end, turns of other renders included. */
  renderTimeMs: 1_000,
  outputBytes: 256 * 1024,
  /** Elements of any list: range(), `a..b`, and any list a node yields (merge, split, map...). */
  listSize: 10_000,
  steps: 200_000,
  sliceMs: 10,
  /** number_format pads with zeros: a million decimals is a megabyte. */
  decimals: 20,
} as const;

export interface RenderLimits {
  timeMs: number;
  outputBytes: number;
  steps: number;
}

/** A limit reached inside a filter or function; twing adds the place of the call. */
export class LimitExceeded extends Error {}

/** Renders waiting for their next slice, first come first served: one slice per event-loop turn. */
const waiting: (() => void)[] = [];
let pumping = false;
function pump() {
  const next = waiting.shift();
  if (waiting.length) setImmediate(pump);
  else pumping = false;
  next?.();
}
const nextTurn = () =>
  new Promise<void>((resolve) => {
    waiting.push(resolve);
    if (!pumping) {
      pumping = true;
      setImmediate(pump);
    }
  });

export const textSize = (value: unknown): number | undefined => (typeof value === 'string' ? value.length : isAMarkup(value) ? String(value).length : undefined);
export const listSize = (value: unknown): number | undefined => (Array.isArray(value) ? value.length : value instanceof Map ? value.size : undefined);

export class RenderBudget {
  private steps = 0;
  private readonly startedAt = performance.now();
  private resumedAt = this.startedAt;

  constructor(readonly limits: RenderLimits) {}

  charge(steps: number) {
    this.steps += steps;
    if (this.steps > this.limits.steps)
      throw new LimitExceeded(`The template needs more than ${formatCount(this.limits.steps)} steps to render; loop over less data or do less per element.`);
  }

  /** One node: a step, the time limit, and a pause when the slice is used up (undefined: go on). */
  step(): Promise<void> | undefined {
    this.charge(1);
    const now = performance.now();
    if (now - this.startedAt > this.limits.timeMs) throw new LimitExceeded(`The template took longer than ${this.limits.timeMs} ms to render.`);
    if (now - this.resumedAt < TWIG_LIMITS.sliceMs) return undefined;
    return nextTurn().then(() => {
      this.resumedAt = performance.now();
    });
  }

  /** What a node yields: texts within the output limit, lists within the list limit, paid for by size. */
  checkValue(value: unknown) {
    const text = textSize(value);
    if (text !== undefined) {
      if (text > this.limits.outputBytes) throw new LimitExceeded(`A value is larger than ${this.limits.outputBytes / 1024} KB.`);
      this.charge(text / 256);
      return;
    }
    const size = listSize(value);
    if (size === undefined) return;
    if (size > TWIG_LIMITS.listSize) throw new LimitExceeded(`A list may have at most ${formatCount(TWIG_LIMITS.listSize)} elements; this one has ${formatCount(size)}.`);
    this.charge(size / 8);
  }
}

/** The budget of the render a filter runs in (each render has its own node executor). */
const budgets = new WeakMap<TwingNodeExecutor, RenderBudget>();
export const budgetOf = (context: TwingExecutionContext): RenderBudget =>
  budgets.get(context.nodeExecutor) ?? new RenderBudget({ timeMs: TWIG_LIMITS.renderTimeMs, outputBytes: TWIG_LIMITS.outputBytes, steps: TWIG_LIMITS.steps });
export const attachBudget = (executor: TwingNodeExecutor, budget: RenderBudget) => void budgets.set(executor, budget);

export function checkRange(low: unknown, high: unknown, step: unknown = 1) {
  const size = typeof low === 'number' && typeof high === 'number' ? Math.abs(high - low) / Math.max(Math.abs(Number(step) || 1), 1e-9) + 1 : 0;
  if (size > TWIG_LIMITS.listSize) throw new LimitExceeded(`A range may have at most ${formatCount(TWIG_LIMITS.listSize)} elements; this one has ${formatCount(size)}.`);
}

/**
 * About how many characters `value` prints as JSON or a query string, counted until `limit` is
 * passed (so a list that holds itself a million times over costs `limit` steps, not a million).
 */
export function printedSize(value: unknown, limit: number): number {
  let total = 0;
  const stack: unknown[] = [value];
  while (stack.length && total <= limit) {
    const item = stack.pop();
    total += 2 + (textSize(item) ?? 6);
    if (item instanceof Map) for (const [key, element] of item) stack.push(key, element);
    else if (Array.isArray(item)) stack.push(...item);
    else if (item && typeof item === 'object' && !isAMarkup(item)) for (const [key, element] of Object.entries(item)) stack.push(key, element);
  }
  return total;
}
