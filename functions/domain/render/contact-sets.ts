import { Failure } from '../failure.ts';
import { runQuery } from '../graphql/run-query.ts';
import type { GraphqlContext } from '../graphql/context.ts';
import { buildReferenceSets, dataOfSets, isContactIdField, MappingErrors, type MappingRow, type ReferenceSet } from './reference-sets.ts';
import { MAPPING_TEXTS } from '../../../shared/mapping.ts';

/**
 * Runs one query for all the contacts of a batch and maps its result into one reference set per
 * contact, found by the ContactId row's value. A contact the result has no set for has none:
 * its caller reports that contact, never lends it another contact's values.
 */
export interface ContactSet {
  values: ReferenceSet;
  /** The query data as this contact's set sees it (the [] list holds only its element). */
  data: Record<string, unknown> | null;
}

/** A failure of the whole query, so of every contact in the batch: `field` is the form field to show it on. */
export class BatchFailure extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

export function parseVariables(text: string): Record<string, unknown> {
  if (!text.trim()) return {};
  try {
    const parsed = JSON.parse(text) as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export async function contactSets(query: string, rows: MappingRow[], variables: Record<string, unknown>, field: string, context?: GraphqlContext): Promise<Map<number, ContactSet>> {
  let result;
  try {
    result = await runQuery({ query, variables }, context);
  } catch (error) {
    if (error instanceof Failure) throw new BatchFailure(field, `${MAPPING_TEXTS.testFailed} (${error.message})`);
    throw error;
  }
  if (result.errors?.length) throw new BatchFailure(field, `${MAPPING_TEXTS.testFailed} (${result.errors[0].message})`);
  let sets: ReferenceSet[];
  try {
    sets = buildReferenceSets(rows, result.data, variables);
  } catch (error) {
    if (error instanceof MappingErrors) throw new BatchFailure(field, `${MAPPING_TEXTS.mappingFailed}: ${error.message}`);
    throw error;
  }
  const idField = rows.find((row) => isContactIdField(row.field))!.field.trim();
  const dataOf = dataOfSets(rows, result.data, variables);
  const byContact = new Map<number, ContactSet>();
  sets.forEach((values, index) => {
    const id = Number(values[idField]);
    if (Number.isInteger(id) && !byContact.has(id)) byContact.set(id, { values, data: dataOf(index) });
  });
  return byContact;
}
