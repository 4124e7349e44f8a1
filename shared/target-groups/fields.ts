import * as z from 'zod';
import type { Option } from '../directory/vocabulary.ts';
import { TARGET_GROUP_TEXTS as T } from './texts.ts';

/** Field schemas the rule forms share. A missing, null or blank input is "required"; anything else wrong has its own text. */
export const isMissing = (input: unknown) => input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

/** The 'Any' choice of rule options (participation type and status, process, outcome, package type and status). */
export const ANY = 0;

/** One of the given ids; `required` is the text for nothing chosen or an unknown id. */
export const choice = <const T extends readonly number[]>(ids: T, required: string) =>
  z.number({ error: required }).refine((value): value is T[number] => ids.includes(value), required) as unknown as z.ZodType<T[number]>;

export const optionIds = (options: readonly Option[]) => options.map((o) => o.id);

/** A whole, non-negative number; `required` is the text when it is missing. */
export const count = (required: string = T.numberRequired) =>
  z
    .number({ error: (issue) => (isMissing(issue.input) ? required : T.numberRequired) })
    .int(T.numberWhole)
    .min(0, T.numberNonNegative);

/** Comparisons of a count with a number: equal 0, less than 1, more than 2 (contact, other, meetings and package rules). */
export const COMPARISON = { equal: 0, lessThan: 1, moreThan: 2 } as const;
export const COMPARISONS: readonly Option[] = [
  { id: COMPARISON.equal, name: 'equal to' },
  { id: COMPARISON.lessThan, name: 'less than' },
  { id: COMPARISON.moreThan, name: 'more than' },
];
export const comparison = choice([0, 1, 2] as const, T.operatorRequired);

export function compare(actual: number, operator: number, wanted: number): boolean {
  if (operator === COMPARISON.lessThan) return actual < wanted;
  if (operator === COMPARISON.moreThan) return actual > wanted;
  return actual === wanted;
}

/** Known/unknown and yes/no switches. */
export const KNOWN = { known: 0, unknown: 1 } as const;
export const KNOWN_OPTIONS: readonly Option[] = [
  { id: KNOWN.known, name: 'is known' },
  { id: KNOWN.unknown, name: 'is unknown' },
];

export const label = (options: readonly Option[], id: number | null | undefined, fallback = `#${id}`) => options.find((o) => o.id === id)?.name ?? fallback;

/** 'A', 'A or B', 'A, B or C'. */
export function either(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

export const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** A refinement that compares fields runs only once those fields are valid themselves. */
export const whenValid =
  (...fields: string[]) =>
  (payload: { issues: readonly { path?: PropertyKey[] }[] }) =>
    !payload.issues.some((issue) => fields.includes(String(issue.path?.[0])));

/** An optional choice where null (or 0, the rule forms' 'Any') means any. */
export const anyOrNull = <S extends z.ZodType>(schema: S) => z.preprocess((value) => (value === 0 || value === undefined ? null : value), schema.nullable());

/** A missing options object reads as an empty one, so each missing field gets its own text. */
export const orEmpty = <S extends z.ZodType>(schema: S) => z.preprocess((value) => value ?? {}, schema);
