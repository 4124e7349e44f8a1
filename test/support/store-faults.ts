import { db } from '../../functions/data/client.ts';

/**
 * Faults injected into the DynamoDB client of this process, as a crash would cut a write: the next
 * store command that `matches` fails, either before it reaches the store (`before`: nothing of it
 * is written) or after the store committed it (`after`: all of it is written, the answer is lost).
 * Production code has no hooks for this: the fault sits in the client's own middleware.
 */
export type FaultPoint = 'before' | 'after';

let installed = 0;

export function failNextCommand(point: FaultPoint, matches: (command: string, input: Record<string, unknown>) => boolean): { stop(): void; readonly fired: boolean } {
  const name = `store-fault-${++installed}`;
  let fired = false;
  db().middlewareStack.add(
    (next, context) => async (args) => {
      const command = (context.commandName ?? '').replace(/Command$/, '');
      if (fired || !matches(command, args.input as Record<string, unknown>)) return next(args);
      fired = true;
      if (point === 'before') throw new Error(`the process stopped before ${command} reached the store`);
      await next(args);
      throw new Error(`the process stopped after ${command} was committed`);
    },
    { step: 'initialize', name },
  );
  return {
    stop: () => void db().middlewareStack.remove(name),
    get fired() {
      return fired;
    },
  };
}

/** Whether a write command writes an audit entry of `type` (and record `id`, if given): the unit of work of an audited change. */
export const writesEntryOf =
  (type: string, id?: number) =>
  (command: string, input: Record<string, unknown>): boolean =>
    ['TransactWriteItems', 'PutItem'].includes(command) && JSON.stringify(input).includes(`"pk":"audit#${type}#${id ?? ''}`);

/** Runs `work` with the next audited write of `type` (and `id`) failing at `point`. */
export async function withFailedEntryWrite<T>(point: FaultPoint, type: string, work: () => Promise<T>, id?: number): Promise<T> {
  const fault = failNextCommand(point, writesEntryOf(type, id));
  try {
    const answer = await work();
    if (!fault.fired) throw new Error(`no audited write of ${type} was made`);
    return answer;
  } finally {
    fault.stop();
  }
}

/**
 * Holds the next store command that `matches` until `release()`: `reached` resolves once it is
 * held. For a test that must act while a request is at a chosen step (a delete deciding).
 */
export function holdNextCommand(matches: (command: string, input: Record<string, unknown>) => boolean): { reached: Promise<void>; release(): void; stop(): void } {
  const name = `store-hold-${++installed}`;
  let held = false;
  let reach!: () => void;
  let release!: () => void;
  const reached = new Promise<void>((resolve) => (reach = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  db().middlewareStack.add(
    (next, context) => async (args) => {
      if (!held && matches((context.commandName ?? '').replace(/Command$/, ''), args.input as Record<string, unknown>)) {
        held = true;
        reach();
        await released;
      }
      return next(args);
    },
    { step: 'initialize', name },
  );
  return { reached, release, stop: () => (release(), void db().middlewareStack.remove(name)) };
}
