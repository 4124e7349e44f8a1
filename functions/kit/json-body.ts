/**
 * JSON text as the API reads it: JSON.parse, except that an own `__proto__` key at any depth is
 * refused (decision 003). JSON can spell that key, a JavaScript object cannot hold it safely:
 * the store's marshalling, Object.assign and any merge treat it as the prototype, so the value
 * silently changes meaning or cannot be stored. No client means it.
 */
export const FORBIDDEN_KEY = '__proto__';

export const forbiddenKeyText = (path: string) => `The key '${FORBIDDEN_KEY}' is not allowed (at ${path}).`;

export class ForbiddenKey extends Error {
  constructor(
    readonly path: string[],
    /** The field a refusal names: the body's own key the path starts at, or `body` for a list. */
    readonly field: string,
  ) {
    super(forbiddenKeyText(path.join('.')));
  }
}

interface Visit {
  value: unknown;
  key?: string;
  parent?: Visit;
}

/** Where the first own `__proto__` key is, as path segments (an explicit stack and parent links: bodies may nest deeply). */
function forbiddenKeyPath(value: unknown): string[] | undefined {
  const stack: Visit[] = [{ value }];
  while (stack.length) {
    const visit = stack.pop()!;
    if (visit.value === null || typeof visit.value !== 'object') continue;
    if (Object.hasOwn(visit.value, FORBIDDEN_KEY)) {
      const path: string[] = [];
      for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) path.push(at.key);
      return [...path.reverse(), FORBIDDEN_KEY];
    }
    for (const [key, child] of Object.entries(visit.value)) stack.push({ value: child, key, parent: visit });
  }
  return undefined;
}

/** Parses JSON text; a SyntaxError when it is not JSON, a ForbiddenKey when it holds an own `__proto__`. */
export function parseJson(text: string): unknown {
  const value: unknown = JSON.parse(text);
  // The key can only be there if the text spells it, plainly or with \u escapes.
  if (!text.includes(FORBIDDEN_KEY) && !text.includes('\\u')) return value;
  const path = forbiddenKeyPath(value);
  if (path) throw new ForbiddenKey(path, Array.isArray(value) ? 'body' : path[0]);
  return value;
}
