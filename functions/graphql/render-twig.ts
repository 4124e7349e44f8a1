import {
  createEnvironment,
  createFunction,
  createOutputBuffer,
  createSource,
  executeNode,
  isATwingError,
  type TwingEnvironment,
  type TwingLoader,
  type TwingNodeExecutor,
  type TwingOutputBuffer,
  type TwingSandboxSecurityPolicy,
  type TwingTemplate,
} from 'twing/light';

/**
 * Renders Twig written by staff (reference layouts now, custom references of messages at send
 * time) with twing, in a sandbox: only the tags, filters and functions below; data is read as
 * plain JSON (own properties, no methods); html autoescape; a time limit and an output limit.
 * Load this module only in functions that render (twing is large).
 */
export const TWIG_LIMITS = {
  maxTemplateLength: 100_000,
  renderTimeMs: 1_000,
  outputBytes: 256 * 1024,
  /** Elements of range() and `a..b`. */
  rangeSize: 10_000,
} as const;

export const ALLOWED_TAGS = ['if', 'for', 'set', 'apply', 'with', 'verbatim'];
/** Not `format` or `batch`: their arguments can ask for gigabytes before any limit could look. */
export const ALLOWED_FILTERS = [
  'abs', 'capitalize', 'column', 'date', 'default', 'e', 'escape', 'filter', 'first', 'join', 'json_encode', 'keys',
  'last', 'length', 'lower', 'map', 'merge', 'nl2br', 'number_format', 'raw', 'reduce', 'replace', 'reverse', 'round', 'slice', 'sort',
  'split', 'striptags', 'title', 'trim', 'upper', 'url_encode',
];
export const ALLOWED_FUNCTIONS = ['cycle', 'date', 'max', 'min', 'range'];

export type TwigErrorKind = 'syntax' | 'sandbox' | 'runtime' | 'limit';

/** A template problem with where it is: "message (line L, column C)" is how editors show it. */
export class TwigError extends Error {
  constructor(
    readonly kind: TwigErrorKind,
    message: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(message);
  }

  get text(): string {
    return `${this.message} (line ${this.line}, column ${this.column})`;
  }
}

const FORBIDDEN_PROPERTIES = new Set(['__proto__', 'constructor', 'prototype']);
const isMapLike = (value: unknown) => value instanceof Map;

/** Context data is plain JSON: own properties may be read, no method may be called (printing is fine). */
const policy: TwingSandboxSecurityPolicy = {
  checkSecurity(tags, filters, functions) {
    const tag = tags.find((t) => !ALLOWED_TAGS.includes(t));
    if (tag) return { type: 'tag', token: tag, message: `The tag "${tag}" is not allowed in templates (allowed: ${ALLOWED_TAGS.join(', ')}).` };
    const filter = filters.find((f) => !ALLOWED_FILTERS.includes(f));
    if (filter) return { type: 'filter', token: filter, message: `The filter "${filter}" is not allowed in templates.` };
    const fn = functions.find((f) => !ALLOWED_FUNCTIONS.includes(f));
    if (fn) return { type: 'function', token: fn, message: `The function "${fn}" is not allowed in templates (allowed: ${ALLOWED_FUNCTIONS.join(', ')}).` };
    return null;
  },
  checkMethodAllowed(_candidate, method) {
    if (method !== 'toString') throw new SandboxRefusal(`Calling the method "${method}" is not allowed in templates.`);
  },
  checkPropertyAllowed(candidate, property) {
    if (isMapLike(candidate)) return;
    if (FORBIDDEN_PROPERTIES.has(property) || !Object.prototype.hasOwnProperty.call(candidate, property))
      throw new SandboxRefusal(`Reading "${property}" is not allowed in templates.`);
  },
};

class SandboxRefusal extends Error {}
class LimitExceeded extends Error {}

/**
 * One environment; each render gets its own name in this loader for the time it runs. A template
 * never loads another one (`from` is set when it tries: extends, use, include...).
 */
const sources = new Map<string, string>();
let sequence = 0;
const loader: TwingLoader = {
  getSource: async (name, from) => (from === null && sources.has(name) ? createSource(name, sources.get(name)!) : null),
  resolve: async (name, from) => (from === null && sources.has(name) ? name : null),
  isFresh: async () => true,
  exists: async (name, from) => from === null && sources.has(name),
};

let environment: TwingEnvironment | undefined;
function twing(): TwingEnvironment {
  if (environment) return environment;
  environment = createEnvironment(loader, { autoEscapingStrategy: 'html', sandboxPolicy: policy, timezone: 'Europe/Amsterdam' });
  const range = environment.functions.get('range')!;
  environment.addFunction(
    createFunction('range', (ctx, low, high, step) => (checkRange(low, high, step), range.callable(ctx, low, high, step)), range.acceptedArguments),
  );
  return environment;
}

function checkRange(low: unknown, high: unknown, step: unknown = 1) {
  const size = typeof low === 'number' && typeof high === 'number' ? Math.abs(high - low) / Math.max(Math.abs(Number(step) || 1), 1e-9) + 1 : 0;
  if (size > TWIG_LIMITS.rangeSize) throw new LimitExceeded(`A range may have at most ${TWIG_LIMITS.rangeSize.toLocaleString('en')} elements; this one has ${Math.floor(size).toLocaleString('en')}.`);
}

const locationOf = (error: { location?: { line?: number; column?: number } }) => ({ line: error.location?.line ?? 1, column: error.location?.column ?? 1 });

/** The innermost cause: our own refusals may come back wrapped in twing runtime errors. */
function rootCause(error: unknown): unknown {
  let cause = error as { previous?: unknown };
  while (cause?.previous) cause = cause.previous as { previous?: unknown };
  return cause;
}

function toTwigError(error: unknown, fallback: { line: number; column: number }): TwigError {
  if (error instanceof TwigError) return error;
  const cause = rootCause(error);
  if (cause instanceof TwigError) return cause;
  const where = error instanceof Error && isATwingError(error) ? locationOf(error) : fallback;
  if (cause instanceof LimitExceeded) return new TwigError('limit', cause.message, where.line, where.column);
  if (cause instanceof SandboxRefusal) return new TwigError('sandbox', cause.message, where.line, where.column);
  if (error instanceof Error && isATwingError(error)) {
    const kind = error.name === 'TwingParsingError' ? 'syntax' : /is not allowed/.test(error.rootMessage) ? 'sandbox' : 'runtime';
    return new TwigError(kind, error.rootMessage, where.line, where.column);
  }
  if (error instanceof RangeError) return new TwigError('limit', 'The template needs too much memory.', where.line, where.column);
  throw error;
}

async function load(template: string): Promise<{ template: TwingTemplate; release: () => void }> {
  if (template.length > TWIG_LIMITS.maxTemplateLength)
    throw new TwigError('limit', `The template is ${template.length.toLocaleString('en')} characters long; at most ${TWIG_LIMITS.maxTemplateLength.toLocaleString('en')} are allowed.`, 1, 1);
  const name = `template-${++sequence}`;
  sources.set(name, template);
  const release = () => void sources.delete(name);
  try {
    return { template: await twing().loadTemplate(name), release };
  } catch (error) {
    release();
    throw toTwigError(error, { line: 1, column: 1 });
  }
}

/** The first tag, filter or function outside the allow-lists, found without rendering. */
function sandboxProblem(template: TwingTemplate): TwigError | undefined {
  // extends and use live on the template node, not among the tags the sandbox checks
  const { parent, traits } = template.ast.children as { parent?: { line: number; column: number }; traits?: { children: object } };
  if (parent) return new TwigError('sandbox', 'The tag "extends" is not allowed in templates.', parent.line, parent.column);
  const trait = Object.values(traits?.children ?? {})[0] as { line: number; column: number } | undefined;
  if (trait) return new TwigError('sandbox', 'The tag "use" is not allowed in templates.', trait.line, trait.column);
  const check = template.ast.children.securityCheck;
  if (!check) return undefined;
  const { usedTags, usedFilters, usedFunctions } = check.attributes as unknown as Record<'usedTags' | 'usedFilters' | 'usedFunctions', Map<string, { line: number; column: number }>>;
  const issue = policy.checkSecurity([...usedTags.keys()], [...usedFilters.keys()], [...usedFunctions.keys()]);
  if (!issue) return undefined;
  const node = { tag: usedTags, filter: usedFilters, function: usedFunctions }[issue.type].get(issue.token);
  return new TwigError('sandbox', issue.message, node?.line ?? 1, node?.column ?? 1);
}

/** Parses and checks the allow-lists without rendering; the problem, or undefined when the template is fine. */
export async function validateTwig(template: string): Promise<TwigError | undefined> {
  try {
    const loaded = await load(template);
    loaded.release();
    return sandboxProblem(loaded.template);
  } catch (error) {
    if (error instanceof TwigError) return error;
    throw error;
  }
}

/** An output buffer that refuses to grow past the output limit (counting nested buffers too). */
function limitedBuffer(limit: number, last: { line: number; column: number }): TwingOutputBuffer {
  const buffer = createOutputBuffer();
  let written = 0;
  const echo = buffer.echo.bind(buffer);
  buffer.echo = (value: unknown) => {
    written += typeof value === 'string' ? value.length : 8;
    if (written > limit * 4) throw new TwigError('limit', `The output is larger than ${limit / 1024} KB.`, last.line, last.column);
    return echo(value);
  };
  return buffer;
}

/**
 * Renders `template` with `context` (plain JSON values) in the sandbox. Throws TwigError with the
 * line and column: syntax errors, sandbox refusals, runtime errors and limits.
 */
export async function renderTwig(template: string, context: Record<string, unknown>, options: { timeMs?: number; outputBytes?: number } = {}): Promise<string> {
  const timeMs = options.timeMs ?? TWIG_LIMITS.renderTimeMs;
  const outputBytes = options.outputBytes ?? TWIG_LIMITS.outputBytes;
  const { template: loaded, release } = await load(template);
  release();
  const problem = sandboxProblem(loaded);
  if (problem) throw problem;

  const deadline = Date.now() + timeMs;
  const last = { line: 1, column: 1 };
  const nodeExecutor: TwingNodeExecutor = (node, executionContext) => {
    last.line = node.line;
    last.column = node.column;
    if (Date.now() > deadline) return Promise.reject(new TwigError('limit', `The template took longer than ${timeMs} ms to render.`, node.line, node.column));
    if (node.type === 'range') {
      // `a..b` builds its list without the range() function: check its size first
      const { left, right } = node.children as Record<string, typeof node>;
      return Promise.all([nodeExecutor(left, executionContext), nodeExecutor(right, executionContext)]).then(([low, high]) => {
        checkRange(low, high);
        return twing().functions.get('range')!.callable(executionContext, low, high, 1);
      });
    }
    return executeNode(node, executionContext).then((value) => {
      if (typeof value === 'string' && value.length > outputBytes) throw new TwigError('limit', `A value is larger than ${outputBytes / 1024} KB.`, node.line, node.column);
      return value;
    });
  };

  let output: string;
  try {
    output = await loaded.render(twing(), JSON.parse(JSON.stringify(context ?? {})), {
      sandboxed: true,
      strict: false,
      nodeExecutor,
      outputBuffer: limitedBuffer(outputBytes, last),
    });
  } catch (error) {
    throw toTwigError(error, last);
  }
  if (Buffer.byteLength(output) > outputBytes) throw new TwigError('limit', `The output is larger than ${outputBytes / 1024} KB.`, last.line, last.column);
  return output;
}
