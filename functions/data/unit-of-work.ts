import { DeleteCommand, PutCommand, TransactWriteCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { isConditionFailure } from './conflict.ts';

/**
 * One unit of work: the writes of one change (a record, its audit entry, its counters, its usage
 * counts) committed together, all or nothing, as one TransactWriteItems, in AWS and in the local
 * store alike (infra/local/store/transactions.ts). A step is a typed write; steps that carry a
 * condition are named, so that a refusal says which one did not hold.
 *
 * DynamoDB takes at most 100 items per transaction, one operation per item. What fans out wider
 * goes through an outbox record written in the same unit.
 */
export const MAX_UNIT_ITEMS = 100;

type Key = Record<string, unknown>;

/** A condition in DynamoDB's expression language, with its names and values. */
export interface Condition {
  expression: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}

export interface UpdateStep {
  /** Attributes to set (undefined values are skipped). */
  set?: Record<string, unknown>;
  /** Attributes to remove. */
  remove?: string[];
  /** Numbers to add (atomic counters); zero deltas are skipped. */
  add?: Record<string, number>;
  condition?: Condition;
}

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** A unit that did not commit because one or more named conditions did not hold. */
export class UnitRefused extends Error {
  constructor(readonly refused: string[]) {
    super(`The change was refused: ${refused.join(', ')} no longer as read.`);
  }

  /** Whether the step named `name` was one that did not hold. */
  by(name: string): boolean {
    return this.refused.includes(name);
  }
}

/**
 * A single conditional write: answers false when its condition did not hold (someone else wrote
 * first), rethrows anything else. The one place that tells the two apart.
 */
export async function conditionally(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** How often a unit that met another transaction on one of its items is tried again (AWS cancels such a unit with TransactionConflict). */
const CONFLICT_TRIES = 5;

export class UnitOfWork {
  private readonly items: TransactItem[] = [];
  private readonly names: (string | undefined)[] = [];

  /** Puts a whole item; `name` it when it has a condition (`ifAbsent`: it must not exist yet). */
  put(item: Record<string, unknown>, options: { ifAbsent?: boolean; condition?: Condition; name?: string } = {}): this {
    const condition = options.ifAbsent ? and({ expression: 'attribute_not_exists(pk)' }, options.condition) : options.condition;
    return this.push(options.name, { Put: { TableName: tableName(), Item: item, ...expressionOf(condition) } });
  }

  /** Sets, removes and adds attributes of one item (creating it when it does not exist, unless a condition says otherwise). */
  update(key: Key, step: UpdateStep, name?: string): this {
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = {};
    const sets = Object.entries(step.set ?? {})
      .filter(([, value]) => value !== undefined)
      .map(([attribute, value], i) => ((names[`#s${i}`] = attribute), (values[`:s${i}`] = value), `#s${i} = :s${i}`));
    const removals = (step.remove ?? []).map((attribute, i) => ((names[`#r${i}`] = attribute), `#r${i}`));
    const adds = Object.entries(step.add ?? {})
      .filter(([, delta]) => delta !== 0)
      .map(([attribute, delta], i) => ((names[`#a${i}`] = attribute), (values[`:a${i}`] = delta), `#a${i} :a${i}`));
    const clauses = [sets.length && `SET ${sets.join(', ')}`, removals.length && `REMOVE ${removals.join(', ')}`, adds.length && `ADD ${adds.join(', ')}`].filter(Boolean);
    if (!clauses.length) return step.condition ? this.check(key, step.condition, name) : this;
    const condition = step.condition;
    return this.push(name, {
      Update: {
        TableName: tableName(),
        Key: key,
        UpdateExpression: clauses.join(' '),
        ...(condition ? { ConditionExpression: condition.expression } : {}),
        ExpressionAttributeNames: { ...names, ...condition?.names },
        ...(Object.keys({ ...values, ...condition?.values }).length ? { ExpressionAttributeValues: { ...values, ...condition?.values } } : {}),
      },
    });
  }

  /** Adds to counters of one item (created at zero when absent). */
  add(key: Key, deltas: Record<string, number>): this {
    return Object.values(deltas).some((delta) => delta !== 0) ? this.update(key, { add: deltas }) : this;
  }

  delete(key: Key, options: { condition?: Condition; name?: string } = {}): this {
    return this.push(options.name, { Delete: { TableName: tableName(), Key: key, ...expressionOf(options.condition) } });
  }

  /** A condition on an item the unit does not write. */
  check(key: Key, condition: Condition, name?: string): this {
    return this.push(name, { ConditionCheck: { TableName: tableName(), Key: key, ...expressionOf(condition)! } as NonNullable<TransactItem['ConditionCheck']> });
  }

  /**
   * Commits every step, or none: throws UnitRefused naming the conditions that did not hold.
   * A unit of one step is sent as that single write (the same guarantee, half the cost).
   */
  async commit(): Promise<void> {
    if (!this.items.length) return;
    if (this.items.length > MAX_UNIT_ITEMS) throw new Error(`A unit of work takes at most ${MAX_UNIT_ITEMS} items (this one has ${this.items.length}): write the fan-out through an outbox record.`);
    if (this.items.length === 1 && !this.items[0].ConditionCheck) return this.commitOne(this.items[0], this.names[0]);
    for (let attempt = 1; ; attempt++) {
      try {
        await db().send(new TransactWriteCommand({ TransactItems: this.items }));
        return;
      } catch (error) {
        const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
        if ((error as { name?: string }).name !== 'TransactionCanceledException' || !reasons) throw error;
        const refused = reasons.flatMap((reason, i) => (reason.Code === 'ConditionalCheckFailed' ? [this.names[i] ?? `step ${i + 1}`] : []));
        if (refused.length) throw new UnitRefused(refused);
        const conflict = reasons.some((reason) => reason.Code === 'TransactionConflict');
        if (!conflict || attempt >= CONFLICT_TRIES) throw error;
        await new Promise((resolve) => setTimeout(resolve, 10 * 2 ** attempt * Math.random()));
      }
    }
  }

  private async commitOne(item: TransactItem, name: string | undefined): Promise<void> {
    const write = item.Put ? new PutCommand(item.Put) : item.Update ? new UpdateCommand(item.Update as ConstructorParameters<typeof UpdateCommand>[0]) : new DeleteCommand(item.Delete!);
    if (!(await conditionally(() => db().send(write as PutCommand)))) throw new UnitRefused([name ?? 'step 1']);
  }

  private push(name: string | undefined, item: TransactItem): this {
    this.items.push(item);
    this.names.push(name);
    return this;
  }
}

/** Both conditions (either may be absent). */
export function and(a: Condition | undefined, b: Condition | undefined): Condition | undefined {
  if (!a || !b) return a ?? b;
  return { expression: `(${a.expression}) AND (${b.expression})`, names: { ...a.names, ...b.names }, values: { ...a.values, ...b.values } };
}

/** The condition that an item holds the version read (`version` attribute). */
export const atVersion = (version: number): Condition => ({ expression: '#version = :expectedVersion', names: { '#version': 'version' }, values: { ':expectedVersion': version } });

function expressionOf(condition: Condition | undefined) {
  if (!condition) return {};
  return {
    ConditionExpression: condition.expression,
    ...(condition.names && Object.keys(condition.names).length ? { ExpressionAttributeNames: condition.names } : {}),
    ...(condition.values && Object.keys(condition.values).length ? { ExpressionAttributeValues: condition.values } : {}),
  };
}
