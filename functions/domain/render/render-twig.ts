import {
  createEnvironment,
  createOutputBuffer,
  createSource,
  createTemplate,
  executeNode,
  isATwingError,
  type TwingBaseNode,
  type TwingEnvironment,
  type TwingExecutionContext,
  type TwingLoader,
  type TwingNodeExecutor,
  type TwingOutputBuffer,
  type TwingTemplate,
} from 'twing/light';
import { TwigError } from './twig-error.ts';
import { allowListVisitor, policy, readAttribute, tagText } from './twig-sandbox.ts';
import { LimitExceeded, RenderBudget, TWIG_LIMITS, attachBudget } from './twig-limits.ts';
import { installBoundedFilters } from './twig-filters.ts';

/**
 * Renders Twig written by staff (reference layouts, custom references at send time) with twing,
 * in a sandbox (twig-sandbox.ts: allow-listed tags, filters and functions; own data only; html
 * autoescape) and within limits (twig-limits.ts: time, steps, output, list sizes, slices).
 * Load this module only in functions that render (twing is large).
 */
export interface RenderOptions {
  timeMs?: number;
  outputBytes?: number;
  steps?: number;
}

/** A parsed template that passed the sandbox checks; render it as often as needed. */
export interface CompiledTwig {
  readonly template: TwingTemplate;
}

/** A template never loads another one (extends, include, embed... are refused anyway). */
const noTemplates: TwingLoader = {
  getSource: async () => null,
  resolve: async () => null,
  isFresh: async () => true,
  exists: async () => false,
};

let environment: TwingEnvironment | undefined;
function twing(): TwingEnvironment {
  if (environment) return environment;
  environment = createEnvironment(noTemplates, { autoEscapingStrategy: 'html', sandboxPolicy: policy, timezone: 'Europe/Amsterdam' });
  environment.addNodeVisitor(allowListVisitor);
  installBoundedFilters(environment);
  return environment;
}

type Place = { line: number; column: number };
const locationOf = (error: { location?: { line?: number; column?: number } }): Place => ({ line: error.location?.line ?? 1, column: error.location?.column ?? 1 });

/** The innermost cause: our own refusals may come back wrapped in twing runtime errors. */
function rootCause(error: unknown): unknown {
  let cause = error as { previous?: unknown };
  while (cause?.previous) cause = cause.previous as { previous?: unknown };
  return cause;
}

function toTwigError(error: unknown, fallback: Place): TwigError {
  if (error instanceof TwigError) return error;
  const cause = rootCause(error);
  if (cause instanceof TwigError) return cause;
  const where = error instanceof Error && isATwingError(error) ? locationOf(error) : fallback;
  if (cause instanceof LimitExceeded) return new TwigError('limit', cause.message, where.line, where.column);
  if (error instanceof Error && isATwingError(error)) {
    const kind = error.name === 'TwingParsingError' ? 'syntax' : /is not allowed/.test(error.rootMessage) ? 'sandbox' : 'runtime';
    return new TwigError(kind, error.rootMessage, where.line, where.column);
  }
  if (error instanceof RangeError) return new TwigError('limit', 'The template needs too much memory.', where.line, where.column);
  throw error;
}

/** extends and use live on the template node; filters and functions in twing's security check. */
function sandboxProblem(template: TwingTemplate): TwigError | undefined {
  const { parent, traits } = template.ast.children as { parent?: Place; traits?: { children: object } };
  if (parent) return new TwigError('sandbox', tagText('extends'), parent.line, parent.column);
  const trait = Object.values(traits?.children ?? {})[0] as Place | undefined;
  if (trait) return new TwigError('sandbox', tagText('use'), trait.line, trait.column);
  const check = template.ast.children.securityCheck;
  if (!check) return undefined;
  const { usedTags, usedFilters, usedFunctions } = check.attributes as unknown as Record<'usedTags' | 'usedFilters' | 'usedFunctions', Map<string, Place>>;
  const issue = policy.checkSecurity([...usedTags.keys()], [...usedFilters.keys()], [...usedFunctions.keys()]);
  if (!issue) return undefined;
  const node = { tag: usedTags, filter: usedFilters, function: usedFunctions }[issue.type].get(issue.token);
  return new TwigError('sandbox', issue.message, node?.line ?? 1, node?.column ?? 1);
}

/** Parses and checks the allow-lists; throws TwigError (syntax, sandbox, or a template too long). */
export function compileTwig(code: string): CompiledTwig {
  if (code.length > TWIG_LIMITS.maxTemplateLength)
    throw new TwigError('limit', `The template is ${code.length.toLocaleString('en')} characters long; at most ${TWIG_LIMITS.maxTemplateLength.toLocaleString('en')} are allowed.`, 1, 1);
  let template: TwingTemplate;
  try {
    template = createTemplate(twing().parse(twing().tokenize(createSource('template', code))));
  } catch (error) {
    throw toTwigError(error, { line: 1, column: 1 });
  }
  const problem = sandboxProblem(template);
  if (problem) throw problem;
  return { template };
}

/** The problem, or undefined when the template is fine; nothing is rendered. */
export async function validateTwig(code: string): Promise<TwigError | undefined> {
  try {
    compileTwig(code);
    return undefined;
  } catch (error) {
    if (error instanceof TwigError) return error;
    throw error;
  }
}

/** An output buffer that refuses to grow past the output limit (counting nested buffers too). */
function limitedBuffer(limit: number, last: Place): TwingOutputBuffer {
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

const located = (error: unknown, node: TwingBaseNode) => (error instanceof LimitExceeded ? new TwigError('limit', error.message, node.line, node.column) : error);

/** Executes one node in place of twing: attributes through the sandbox, `a..b` through range(). */
function execute(node: TwingBaseNode, context: TwingExecutionContext): Promise<unknown> {
  if (node.type === 'attribute_accessor') return readAttribute(node, context);
  if (node.type === 'range') {
    const { left, right } = node.children as Record<'left' | 'right', TwingBaseNode>;
    return Promise.all([context.nodeExecutor(left, context), context.nodeExecutor(right, context)]).then(([low, high]) =>
      twing().functions.get('range')!.callable(context, low, high, 1),
    );
  }
  return executeNode(node, context);
}

/**
 * Renders `template` (code, or compiled once with compileTwig) with `context` (plain JSON
 * values) in the sandbox. Throws TwigError with the line and column: syntax errors, sandbox
 * refusals, runtime errors and limits.
 */
export async function renderTwig(template: string | CompiledTwig, context: Record<string, unknown>, options: RenderOptions = {}): Promise<string> {
  const compiled = typeof template === 'string' ? compileTwig(template) : template;
  const outputBytes = options.outputBytes ?? TWIG_LIMITS.outputBytes;
  const budget = new RenderBudget({ timeMs: options.timeMs ?? TWIG_LIMITS.renderTimeMs, outputBytes, steps: options.steps ?? TWIG_LIMITS.steps });
  const last: Place = { line: 1, column: 1 };
  const nodeExecutor: TwingNodeExecutor = (node, executionContext) => {
    try {
      last.line = node.line;
      last.column = node.column;
      const run = () =>
        execute(node, executionContext).then((value) => {
          try {
            budget.checkValue(value);
          } catch (error) {
            throw located(error, node);
          }
          return value;
        });
      const pause = budget.step();
      return pause ? pause.then(run) : run();
    } catch (error) {
      return Promise.reject(located(error, node));
    }
  };
  attachBudget(nodeExecutor, budget);

  let output: string;
  try {
    output = await compiled.template.render(twing(), JSON.parse(JSON.stringify(context ?? {})), {
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
