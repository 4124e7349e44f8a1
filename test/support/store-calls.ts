import { db } from '../../functions/data/client.ts';
import { fitsTemplate } from '../../functions/data/key-template.ts';
import { COMPANY, CONTACT, CONTACT_FACTS, DIRECTORY_EVENT, DIRECTORY_SYNC, EVENT_WORD, FACTS_STATE, ROSTER } from '../../functions/data/stored-types.ts';

/**
 * Counts the store calls a piece of work sends, from the DynamoDB client's own middleware: every
 * command of this process counts, whichever data function sends it, so a new query cannot slip
 * past an N+1 guard. (Jobs the local runtime runs in threads of their own have their own client.)
 */
export interface StoreCall {
  /** GetItem, Query, BatchGetItem, ... */
  command: string;
  /** The table index a Query read, if any. */
  index?: string;
  /** The partition keys it named. */
  partitions: string[];
}

interface Declared {
  spec: { pk: string; indexes?: Partial<Record<string, { pk: string }>> };
}

/** The directory's stored types: what the N+1 guards of lookups, GraphQL and rendering count. */
export const DIRECTORY_TYPES: readonly Declared[] = [CONTACT, COMPANY, DIRECTORY_EVENT, EVENT_WORD, ROSTER, CONTACT_FACTS, FACTS_STATE, DIRECTORY_SYNC];

export class StoreCalls {
  readonly all: StoreCall[] = [];

  /** Calls that named a partition of one of these types (by their key templates, the index's for a Query on an index). */
  of(types: readonly Declared[]): StoreCall[] {
    return this.all.filter((call) =>
      call.partitions.some((partition) => types.some(({ spec }) => fitsTemplate(call.index ? (spec.indexes?.[call.index]?.pk ?? '') : spec.pk, partition))),
    );
  }

  /** How many calls read or wrote the directory. */
  get directory(): number {
    return this.of(DIRECTORY_TYPES).length;
  }
}

/** A key attribute as the document client holds it (plain) or as the wire does ({ S: ... }). */
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : typeof (value as { S?: unknown })?.S === 'string' ? (value as { S: string }).S : undefined);

function partitionsOf(input: Record<string, any>): string[] {
  const found = [input.Key?.pk, input.Item?.pk, input.ExpressionAttributeValues?.[':pk']];
  // a transaction's items (TransactWriteItems, TransactGetItems)
  for (const item of input.TransactItems ?? []) for (const step of Object.values<any>(item)) found.push(step.Key?.pk ?? step.Item?.pk);
  for (const request of Object.values<any>(input.RequestItems ?? {})) {
    for (const key of request.Keys ?? []) found.push(key.pk);
    if (Array.isArray(request)) for (const write of request) found.push(write.PutRequest?.Item?.pk ?? write.DeleteRequest?.Key?.pk);
  }
  return [...new Set(found.map(text).filter((pk): pk is string => pk !== undefined))];
}

let installed = 0;

/** Starts counting; `stop()` removes the middleware again. */
export function countStoreCalls(): StoreCalls & { stop(): void } {
  const calls = new StoreCalls();
  const name = `count-store-calls-${++installed}`;
  db().middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as Record<string, any>;
      calls.all.push({ command: (context.commandName ?? 'unknown').replace(/Command$/, ''), index: input.IndexName, partitions: partitionsOf(input) });
      return next(args);
    },
    { step: 'initialize', name },
  );
  return Object.assign(calls, { stop: () => void db().middlewareStack.remove(name) });
}

/** The store calls `work` sends (with its answer). */
export async function storeCallsOf<T>(work: () => Promise<T>): Promise<{ answer: T; calls: StoreCalls }> {
  const calls = countStoreCalls();
  try {
    return { answer: await work(), calls };
  } finally {
    calls.stop();
  }
}
