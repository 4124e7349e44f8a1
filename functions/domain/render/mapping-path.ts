/**
 * Mapping paths: where a reference-set field takes its value from in a query result.
 *
 *   path        := alternative ( "||" alternative )*      first value that is not null or ""
 *   alternative := name step*  |  'text'  |  "text"  |  number
 *   step        := "." name
 *                | "[]"                                   the list that yields one reference set per element
 *                | "[" integer "]"                        an element; negative counts from the end
 *                | "[" name("." name)* "=" value "]"      the first element whose field equals value
 *   value       := integer | 'text' | "text" | true | false | null | $variable
 *
 * Examples: `contacts[].email`, `contacts[].participations[eventId=$eventId].role.name`,
 * `event.deadlines[type.id=4].time`, `contacts[].company.accountManager.email || event.producer.email`.
 * The root is the query's `data` (a leading `data.` is accepted too). docs/graphql.md has more.
 */
export type Literal = string | number | boolean | null;

export type Step =
  | { kind: 'key'; name: string }
  | { kind: 'each' }
  | { kind: 'index'; index: number }
  | { kind: 'select'; field: string[]; value: Literal | { variable: string } };

export type Alternative = { kind: 'path'; steps: Step[] } | { kind: 'constant'; value: Literal };

export interface MappingPath {
  text: string;
  alternatives: Alternative[];
}

export class PathError extends Error {}

const NAME = /[A-Za-z_][A-Za-z0-9_]*/y;
const INTEGER = /-?\d+/y;
const NUMBER = /-?\d+(\.\d+)?/y;

class Scanner {
  position = 0;
  constructor(readonly text: string) {}

  skipSpaces() {
    while (this.text[this.position] === ' ' || this.text[this.position] === '\t') this.position++;
  }
  peek(token: string): boolean {
    return this.text.startsWith(token, this.position);
  }
  eat(token: string): boolean {
    if (!this.peek(token)) return false;
    this.position += token.length;
    return true;
  }
  match(pattern: RegExp): string | undefined {
    pattern.lastIndex = this.position;
    const found = pattern.exec(this.text)?.[0];
    if (found !== undefined) this.position += found.length;
    return found;
  }
  fail(expected: string): never {
    const at = this.position >= this.text.length ? 'at the end' : `at character ${this.position + 1} ('${this.text[this.position]}')`;
    throw new PathError(`Expected ${expected} ${at} of '${this.text}'.`);
  }
  done(): boolean {
    return this.position >= this.text.length;
  }
}

function quoted(scanner: Scanner): string | undefined {
  const quote = scanner.text[scanner.position];
  if (quote !== "'" && quote !== '"') return undefined;
  const end = scanner.text.indexOf(quote, scanner.position + 1);
  if (end < 0) scanner.fail(`a closing ${quote}`);
  const value = scanner.text.slice(scanner.position + 1, end);
  scanner.position = end + 1;
  return value;
}

function literal(scanner: Scanner): Literal | undefined {
  const text = quoted(scanner);
  if (text !== undefined) return text;
  const number = scanner.match(NUMBER);
  if (number !== undefined) return Number(number);
  for (const [word, value] of [['true', true], ['false', false], ['null', null]] as const) {
    if (scanner.peek(word) && !/[A-Za-z0-9_]/.test(scanner.text[scanner.position + word.length] ?? '')) {
      scanner.position += word.length;
      return value;
    }
  }
  return undefined;
}

function bracket(scanner: Scanner): Step {
  scanner.skipSpaces();
  if (scanner.eat(']')) return { kind: 'each' };
  const index = scanner.match(INTEGER);
  if (index !== undefined) {
    scanner.skipSpaces();
    if (!scanner.eat(']')) scanner.fail("']'");
    return { kind: 'index', index: Number(index) };
  }
  const field: string[] = [];
  do {
    const name = scanner.match(NAME);
    if (!name) scanner.fail("'[]', an index like [0] or a selection like [eventId=$eventId]");
    field.push(name);
  } while (scanner.eat('.'));
  scanner.skipSpaces();
  if (!scanner.eat('=')) scanner.fail("'=' in the selection");
  scanner.skipSpaces();
  let value: Literal | { variable: string } | undefined;
  if (scanner.eat('$')) {
    const variable = scanner.match(NAME);
    if (!variable) scanner.fail('a variable name after $');
    value = { variable };
  } else value = literal(scanner);
  if (value === undefined) scanner.fail("a value (a number, 'text', true, false, null or $variable)");
  scanner.skipSpaces();
  if (!scanner.eat(']')) scanner.fail("']'");
  return { kind: 'select', field, value };
}

function alternative(scanner: Scanner): Alternative {
  scanner.skipSpaces();
  const constant = literal(scanner);
  if (constant !== undefined) return { kind: 'constant', value: constant };
  const first = scanner.match(NAME);
  if (!first) scanner.fail('a field name');
  const steps: Step[] = [{ kind: 'key', name: first }];
  for (;;) {
    if (scanner.eat('.')) {
      const name = scanner.match(NAME);
      if (!name) scanner.fail("a field name after '.'");
      steps.push({ kind: 'key', name });
    } else if (scanner.eat('[')) steps.push(bracket(scanner));
    else break;
  }
  if (steps.filter((s) => s.kind === 'each').length > 1) throw new PathError(`'${scanner.text}' has more than one []: only one list can yield the reference sets.`);
  return { kind: 'path', steps };
}

export function parsePath(text: string): MappingPath {
  const scanner = new Scanner(text.trim());
  if (scanner.done()) throw new PathError('Mapping is required.');
  const alternatives: Alternative[] = [];
  do {
    alternatives.push(alternative(scanner));
    scanner.skipSpaces();
  } while (scanner.eat('||'));
  if (!scanner.done()) scanner.fail("'.', '[', '||' or the end");
  return { text: scanner.text, alternatives };
}

/** Where a path alternative stands towards the reference-set list. */
export function splitAtEach(steps: Step[]): { list: Step[]; rest: Step[] } | undefined {
  const at = steps.findIndex((s) => s.kind === 'each');
  return at < 0 ? undefined : { list: steps.slice(0, at), rest: steps.slice(at + 1) };
}

export const stepsText = (steps: Step[]): string =>
  steps
    .map((step, i) => {
      if (step.kind === 'key') return i === 0 ? step.name : `.${step.name}`;
      if (step.kind === 'each') return '[]';
      if (step.kind === 'index') return `[${step.index}]`;
      const value = typeof step.value === 'object' && step.value !== null ? `$${step.value.variable}` : JSON.stringify(step.value);
      return `[${step.field.join('.')}=${value}]`;
    })
    .join('');

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Follows steps from `start`. Null along the way gives null (a contact without a company has no
 * account manager); a key the result does not have, or a list step on something that is not a
 * list, is a mistake in the path or the query and throws.
 */
export function follow(start: unknown, steps: Step[], variables: Record<string, unknown>, shown = steps): unknown {
  let value = start;
  for (const [i, step] of steps.entries()) {
    if (value === null || value === undefined) return null;
    const where = () => stepsText(shown.slice(0, shown.length - steps.length + i + 1));
    if (step.kind === 'key') {
      if (!isObject(value)) throw new PathError(`${where()}: '${step.name}' cannot be read from ${Array.isArray(value) ? 'a list (use [], [0] or [field=value])' : `the value ${JSON.stringify(value)}`}.`);
      if (!(step.name in value)) {
        const known = Object.keys(value);
        throw new PathError(`${where()}: the query result has no '${step.name}'${known.length ? ` (it has ${known.join(', ')})` : ''}. Select it in the query or fix the path.`);
      }
      value = value[step.name];
      continue;
    }
    if (step.kind === 'each') throw new PathError(`${where()}: [] is only allowed where the reference sets come from.`);
    if (!Array.isArray(value)) throw new PathError(`${where()}: ${JSON.stringify(value).slice(0, 40)} is not a list.`);
    if (step.kind === 'index') {
      value = value.at(step.index) ?? null;
      continue;
    }
    value = value[selectedIndex(value, step, variables, where)] ?? null;
  }
  return value ?? null;
}

/** The index of the first element a `[field=value]` step selects, -1 when none does. */
export function selectedIndex(list: unknown[], step: Extract<Step, { kind: 'select' }>, variables: Record<string, unknown>, where = () => stepsText([step])): number {
  let wanted: unknown = step.value;
  if (isObject(wanted)) {
    const name = (wanted as { variable: string }).variable;
    if (!(name in variables)) throw new PathError(`${where()}: there is no variable $${name} (variables: ${Object.keys(variables).join(', ') || 'none'}).`);
    wanted = variables[name];
  }
  return list.findIndex((element) => {
    let field: unknown = element;
    for (const name of step.field) field = isObject(field) ? field[name] : undefined;
    return field === wanted || (field !== undefined && field !== null && wanted !== null && String(field) === String(wanted));
  });
}

/**
 * A copy of `root` in which the list `steps` reach holds only `element` (the rest is
 * shared, not copied): the query data as one reference set of that list sees it.
 */
export function narrowList(root: unknown, steps: Step[], variables: Record<string, unknown>, element: unknown): unknown {
  if (!steps.length) return [element];
  const [step, ...rest] = steps;
  if (step.kind === 'key' && isObject(root)) return { ...root, [step.name]: narrowList(root[step.name], rest, variables, element) };
  if (Array.isArray(root) && (step.kind === 'index' || step.kind === 'select')) {
    const at = step.kind === 'index' ? (step.index < 0 ? root.length + step.index : step.index) : selectedIndex(root, step, variables);
    if (at < 0 || at >= root.length) return root;
    const copy = [...root];
    copy[at] = narrowList(root[at], rest, variables, element);
    return copy;
  }
  return root;
}

/** Drops a leading `data.` when the result has no `data` field (paths copied from the JSON view). */
export function fromRoot(steps: Step[], root: Record<string, unknown>): Step[] {
  const [first, ...rest] = steps;
  return first?.kind === 'key' && first.name === 'data' && !('data' in root) && rest.length ? rest : steps;
}
