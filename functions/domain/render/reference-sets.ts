import { PathError, follow, fromRoot, narrowList, parsePath, splitAtEach, stepsText, type Alternative, type MappingPath, type Step } from './mapping-path.ts';

/**
 * Turns a query result into reference sets, one per element of the list marked `[]` in the
 * ContactId row (the master contact id, always present). Rows whose path goes through the same
 * list are read from that element; rows without `[]` are read once from the root and shared.
 */
export interface MappingRow {
  field: string;
  mapping: string;
}

export type ReferenceSet = Record<string, unknown>;

/** Texts per row, keyed by the row's field (or `<prefix>.<index>.field` when it has none). */
export class MappingErrors extends Error {
  constructor(readonly errors: Record<string, string>) {
    super(Object.values(errors)[0] ?? 'Could not mapping');
  }
}

export const isContactIdField = (field: string) => /^(master)?contactid$/i.test(field.trim());

interface CompiledRow {
  key: string;
  field: string;
  path: MappingPath;
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

function compile(rows: MappingRow[], prefix: string): { compiled: CompiledRow[]; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const compiled: CompiledRow[] = [];
  const seen = new Map<string, number>();
  rows.forEach((row, index) => {
    const field = row.field.trim();
    if (!field) {
      errors[`${prefix}.${index}.field`] = 'Field is required.';
      return;
    }
    if (seen.has(field)) {
      errors[field] ??= `${field} is mapped twice (rows ${seen.get(field)! + 1} and ${index + 1}).`;
      return;
    }
    seen.set(field, index);
    try {
      compiled.push({ key: field, field, path: parsePath(row.mapping ?? '') });
    } catch (error) {
      if (!(error instanceof PathError)) throw error;
      errors[field] = error.message;
    }
  });
  return { compiled, errors };
}

const listText = (list: Step[]) => `${stepsText(list)}[]`;

export function buildReferenceSets(rows: MappingRow[], data: Record<string, unknown> | null, variables: Record<string, unknown>, prefix = 'referenceSetsMapping'): ReferenceSet[] {
  const root = data ?? {};
  const { compiled, errors } = compile(rows, prefix);
  const contactRow = compiled.find((row) => isContactIdField(row.field));
  const contactRowMissing = !contactRow && !rows.some((row) => isContactIdField(row.field));
  if (contactRowMissing) errors.ContactId = 'The ContactId row is required: its [] marks the list that gives one reference set per contact, e.g. contacts[].id.';

  // The list the reference sets come from: the first alternative of the ContactId row.
  const first = contactRow?.path.alternatives[0];
  if (contactRow && first?.kind !== 'path') errors[contactRow.key] ??= 'ContactId must be a path into the query result, e.g. contacts[].id.';
  const listSplit = first?.kind === 'path' ? splitAtEach(fromRoot(first.steps, root)) : undefined;
  const list = listSplit?.list;

  // Every [] must be that same list.
  const plans = new Map<CompiledRow, { alternative: Alternative; steps: Step[]; perSet?: Step[] }[]>();
  for (const row of compiled) {
    const plan = row.path.alternatives.map((alternative) => {
      if (alternative.kind === 'constant') return { alternative, steps: [] as Step[] };
      const steps = fromRoot(alternative.steps, root);
      const split = splitAtEach(steps);
      if (!split) return { alternative, steps };
      if (!list) errors[row.key] ??= contactRow ? `${stepsText(steps)} uses [], but ContactId (${contactRow.path.text}) has none, so there is one reference set: use [0] or [field=value].` : `${stepsText(steps)} uses [] but there is no ContactId row.`;
      else if (stepsText(split.list) !== stepsText(list))
        errors[row.key] ??= `${stepsText(steps)} goes through ${listText(split.list)}, but the reference sets come from ${listText(list)} (the ContactId row).`;
      return { alternative, steps, perSet: split.rest };
    });
    plans.set(row, plan);
  }
  // rows without mistakes are still read, so one answer reports every row that needs fixing

  let elements: unknown[] = [undefined];
  if (list) {
    try {
      const found = follow(root, list, variables);
      if (found !== null && !Array.isArray(found)) throw new PathError(`${stepsText(list)} is not a list, so it cannot give one reference set per element.`);
      elements = (found as unknown[] | null) ?? [];
    } catch (error) {
      if (!(error instanceof PathError)) throw error;
      throw new MappingErrors({ ...errors, [contactRow!.key]: error.message });
    }
  }

  const shared = new Map<Step[], unknown>();
  const sharedValue = (steps: Step[]) => {
    if (!shared.has(steps)) shared.set(steps, follow(root, steps, variables));
    return shared.get(steps);
  };

  const sets = elements.map((element) => {
    const set: ReferenceSet = {};
    for (const row of compiled) {
      if (errors[row.key]) continue;
      try {
        // every alternative is read, so a mistake in a fallback is reported even when unused
        const values = plans.get(row)!.map(({ alternative, steps, perSet }) => {
          if (alternative.kind === 'constant') return alternative.value;
          return perSet ? follow(element, perSet, variables, steps) : sharedValue(steps);
        });
        set[row.field] = values.find((value) => !isEmpty(value)) ?? null;
      } catch (error) {
        if (!(error instanceof PathError)) throw error;
        errors[row.key] = error.message;
      }
    }
    return set;
  });
  if (Object.keys(errors).length) throw new MappingErrors(errors);
  return sets;
}

/**
 * The query data as each reference set sees it, by the sets' order in buildReferenceSets (call
 * it once that succeeded): the list marked [] in the ContactId row holds only that set's element,
 * so a layout rendered for one contact cannot read the others; the rest (the event...) is shared.
 */
export function dataOfSets(rows: MappingRow[], data: Record<string, unknown> | null, variables: Record<string, unknown>): (index: number) => Record<string, unknown> | null {
  const root = data ?? {};
  const contactRow = rows.find((row) => isContactIdField(row.field));
  const first = contactRow ? parsePath(contactRow.mapping).alternatives[0] : undefined;
  const list = first?.kind === 'path' ? splitAtEach(fromRoot(first.steps, root))?.list : undefined;
  if (!list) return () => data;
  const elements = (follow(root, list, variables) as unknown[] | null) ?? [];
  return (index) => narrowList(root, list, variables, elements[index]) as Record<string, unknown>;
}

/**
 * The value of one mapping path, as a custom reference takes it for a reference layout: with a
 * [] in it, the value of the list's first element (the first reference set).
 */
export function mapSingleValue(mapping: string, data: Record<string, unknown> | null, variables: Record<string, unknown>, key = 'mapping'): unknown {
  const root = data ?? {};
  try {
    const path = parsePath(mapping);
    const values = path.alternatives.map((alternative) => {
      if (alternative.kind === 'constant') return alternative.value;
      const steps = fromRoot(alternative.steps, root);
      const split = splitAtEach(steps);
      if (!split) return follow(root, steps, variables);
      const found = follow(root, split.list, variables);
      if (found !== null && !Array.isArray(found)) throw new PathError(`${stepsText(split.list)} is not a list.`);
      const firstElement = (found as unknown[] | null)?.[0];
      return firstElement === undefined ? null : follow(firstElement, split.rest, variables, steps);
    });
    return values.find((value) => !isEmpty(value)) ?? null;
  } catch (error) {
    if (!(error instanceof PathError)) throw error;
    throw new MappingErrors({ [key]: error.message });
  }
}
