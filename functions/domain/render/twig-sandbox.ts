import type { TwingBaseNode, TwingExecutionContext, TwingNodeVisitor, TwingSandboxSecurityPolicy } from 'twing/light';
import { TwigError } from './twig-error.ts';

/**
 * What staff-written Twig may use: the tags, filters and functions below, and the own data of the
 * JSON context (no inherited members, no methods), whatever the syntax (`a.b`, `a['b']`, tests).
 */
export const ALLOWED_TAGS = ['if', 'for', 'set', 'apply', 'with', 'verbatim'];
/** Not `format` or `batch`: their arguments can ask for gigabytes before any limit could look. */
export const ALLOWED_FILTERS = [
  'abs', 'capitalize', 'column', 'date', 'default', 'e', 'escape', 'filter', 'first', 'join', 'json_encode', 'keys',
  'last', 'length', 'lower', 'map', 'merge', 'nl2br', 'number_format', 'raw', 'reduce', 'replace', 'reverse', 'round', 'slice', 'sort',
  'split', 'striptags', 'title', 'trim', 'upper', 'url_encode',
];
export const ALLOWED_FUNCTIONS = ['cycle', 'date', 'max', 'min', 'range'];
/** `matches` runs a regular expression written by the user: one pattern can take minutes. */
const REFUSED_OPERATORS: Record<string, string> = { matches: 'matches' };

export const tagText = (tag: string) => `The tag "${tag}" is not allowed in templates (allowed: ${ALLOWED_TAGS.join(', ')}).`;

/** Filters and functions are checked by twing's sandbox (they are listed on the template node). */
export const policy: TwingSandboxSecurityPolicy = {
  checkSecurity(tags, filters, functions) {
    const tag = tags.find((t) => !ALLOWED_TAGS.includes(t));
    if (tag) return { type: 'tag', token: tag, message: tagText(tag) };
    const filter = filters.find((f) => !ALLOWED_FILTERS.includes(f));
    if (filter) return { type: 'filter', token: filter, message: `The filter "${filter}" is not allowed in templates.` };
    const fn = functions.find((f) => !ALLOWED_FUNCTIONS.includes(f));
    if (fn) return { type: 'function', token: fn, message: `The function "${fn}" is not allowed in templates (allowed: ${ALLOWED_FUNCTIONS.join(', ')}).` };
    return null;
  },
  // printing an object asks for toString; attributes never reach these (readAttribute answers them)
  checkMethodAllowed(_candidate, method) {
    if (method !== 'toString') throw new TwigError('sandbox', `Calling the method "${method}" is not allowed in templates.`, 1, 1);
  },
  checkPropertyAllowed(_candidate, property) {
    throw new TwigError('sandbox', `Reading "${property}" is not allowed in templates.`, 1, 1);
  },
};

/**
 * Refuses, while parsing, every tag outside the allow-list and the refused operators. It runs
 * before twing's own visitors: the escaper removes `autoescape` before the sandbox could list it.
 */
export const allowListVisitor: TwingNodeVisitor = {
  enterNode(node: TwingBaseNode) {
    if (node.type === 'template') return node;
    if (node.tag && !ALLOWED_TAGS.includes(node.tag)) throw new TwigError('sandbox', tagText(node.tag), node.line, node.column);
    const operator = REFUSED_OPERATORS[node.type ?? ''];
    if (operator) throw new TwigError('sandbox', `The operator "${operator}" is not allowed in templates.`, node.line, node.column);
    return node;
  },
  leaveNode: (node: TwingBaseNode) => node,
};

const FORBIDDEN_NAMES = new Set(['__proto__', 'constructor', 'prototype']);
const INDEX = /^(0|[1-9]\d*)$/;

type Member = { found: true; value: unknown } | { found: false; refused: boolean };

const isPlainObject = (value: object) => {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/** Twig arrays and hashes (Maps), and twing's own contexts (`loop.parent`): JSON data holds no functions. */
const isMapLike = (value: unknown): value is Map<unknown, unknown> =>
  value instanceof Map || (typeof value === 'object' && typeof (value as Map<unknown, unknown>).has === 'function' && typeof (value as Map<unknown, unknown>).get === 'function');

/** Keys as the template wrote them: `list[1]`, `list['1']` and `hash[true]` find the same entry. */
function mapKeys(key: unknown): unknown[] {
  if (typeof key === 'boolean') return [Number(key)];
  if (typeof key === 'number') return [key, String(key)];
  if (typeof key === 'string' && INDEX.test(key)) return [key, Number(key)];
  return [key];
}

/**
 * A member that a template may read: an entry of a map (twig arrays and hashes), an element of a
 * list by index, an own data property of a plain object. Anything else that exists (inherited
 * members, methods, a list's length, a text's characters) is refused.
 */
export function ownMember(target: unknown, key: unknown): Member {
  if (target === null || target === undefined) return { found: false, refused: false };
  if (isMapLike(target)) {
    const known = mapKeys(key).find((candidate) => target.has(candidate));
    return known === undefined ? { found: false, refused: false } : { found: true, value: target.get(known) };
  }
  const name = typeof key === 'boolean' ? String(Number(key)) : String(key);
  if (Array.isArray(target) && INDEX.test(name) && Number(name) < target.length) return { found: true, value: target[Number(name)] };
  if (typeof target === 'object' && !Array.isArray(target) && isPlainObject(target) && !FORBIDDEN_NAMES.has(name)) {
    const own = Object.getOwnPropertyDescriptor(target, name);
    if (own && 'value' in own && typeof own.value !== 'function') return { found: true, value: own.value };
  }
  return { found: false, refused: name in Object(target) };
}

const refusal = (name: string, node: TwingBaseNode) =>
  new TwigError('sandbox', `Reading "${name}" is not allowed in templates${name === 'length' ? ' (the length filter gives it)' : ''}.`, node.line, node.column);

/** Executes `a.b`, `a['b']`, `a.b is defined` and `a.b()` (refused) in place of twing's getAttribute. */
export async function readAttribute(node: TwingBaseNode, context: TwingExecutionContext): Promise<unknown> {
  const { target, attribute } = node.children as Record<'target' | 'attribute', TwingBaseNode>;
  const { type, shouldTestExistence } = node.attributes as { type: 'any' | 'array' | 'method'; shouldTestExistence: boolean };
  const object = await context.nodeExecutor(target, context);
  const key: unknown = await context.nodeExecutor(attribute, context);
  if (type === 'method') throw new TwigError('sandbox', `Calling the method "${String(key)}" is not allowed in templates.`, node.line, node.column);
  const member = ownMember(object, key);
  if (shouldTestExistence) return member.found;
  if (member.found) return member.value;
  if (member.refused) throw refusal(String(key), node);
  return undefined; // not strict: a missing attribute prints nothing
}
