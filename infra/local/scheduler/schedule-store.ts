import { appendFileSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A schedule of the local stand-in, as EventBridge Scheduler describes it (dates in unix seconds).
 */
export interface StoredSchedule {
  Name: string;
  GroupName: string;
  Arn: string;
  ScheduleExpression: string;
  ScheduleExpressionTimezone: string;
  StartDate?: number;
  EndDate?: number;
  Description?: string;
  State: 'ENABLED' | 'DISABLED';
  ActionAfterCompletion: 'NONE' | 'DELETE';
  FlexibleTimeWindow: { Mode: string; MaximumWindowInMinutes?: number };
  Target: { Arn: string; RoleArn: string; Input?: string; RetryPolicy?: unknown; DeadLetterConfig?: { Arn?: string } };
  CreationDate: number;
  LastModificationDate: number;
  /** Stand-in bookkeeping: bumped by every create or update, so a firing never marks a newer version. */
  revision: number;
  /** The scheduled time of the last firing handled; cleared by an update. */
  lastFiredFor?: number;
}

const key = (group: string, name: string) => `${group}/${name}`;

type Change = { put: StoredSchedule } | { delete: { group: string; name: string } };

/**
 * With a directory the schedules survive restarts: `schedules.json` is a snapshot written
 * atomically (a temporary file renamed over it) and `changes.jsonl` the changes since, one line
 * each, appended before a change is answered. Opening replays the changes (a line torn by a crash
 * is the one change that was never answered) and folds them into a new snapshot; so does a
 * journal that has grown past twice the schedules. Replaying twice gives the same result.
 */
export class ScheduleStore {
  private readonly schedules = new Map<string, StoredSchedule>();
  private journalLines = 0;

  private constructor(private readonly dir?: string) {}

  /** Opens the store on a directory, or in memory without one. */
  static open(dir?: string): ScheduleStore {
    const store = new ScheduleStore(dir);
    if (dir) {
      mkdirSync(dir, { recursive: true });
      const snapshot = readOptional(store.snapshotFile);
      const saved: StoredSchedule[] = snapshot ? JSON.parse(snapshot).schedules : [];
      for (const schedule of saved) store.schedules.set(key(schedule.GroupName, schedule.Name), schedule);
      for (const line of (readOptional(store.journalFile) ?? '').split('\n')) {
        const change = parseLine(line);
        if (change) store.apply(change);
      }
      store.compact();
    }
    return store;
  }

  get(group: string, name: string): StoredSchedule | undefined {
    return this.schedules.get(key(group, name));
  }

  list(): StoredSchedule[] {
    return [...this.schedules.values()].sort((a, b) => a.GroupName.localeCompare(b.GroupName) || a.Name.localeCompare(b.Name));
  }

  put(schedule: StoredSchedule): void {
    this.record({ put: schedule });
  }

  delete(group: string, name: string): boolean {
    if (!this.schedules.has(key(group, name))) return false;
    this.record({ delete: { group, name } });
    return true;
  }

  private get snapshotFile() {
    return join(this.dir!, 'schedules.json');
  }

  private get journalFile() {
    return join(this.dir!, 'changes.jsonl');
  }

  private apply(change: Change): void {
    if ('put' in change) this.schedules.set(key(change.put.GroupName, change.put.Name), change.put);
    else this.schedules.delete(key(change.delete.group, change.delete.name));
  }

  /** Synchronous, so a change is answered only once it is on disk. */
  private record(change: Change): void {
    this.apply(change);
    if (!this.dir) return;
    appendFileSync(this.journalFile, `${JSON.stringify(change)}\n`);
    if (++this.journalLines > Math.max(1000, 2 * this.schedules.size)) this.compact();
  }

  private compact(): void {
    const temporary = `${this.snapshotFile}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify({ schedules: this.list() }));
    renameSync(temporary, this.snapshotFile);
    writeFileSync(this.journalFile, '');
    this.journalLines = 0;
  }
}

function readOptional(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new Error(`The scheduler's file ${file} cannot be read: ${(error as Error).message}`);
  }
}

function parseLine(line: string): Change | undefined {
  if (!line.trim()) return undefined;
  try {
    return JSON.parse(line) as Change;
  } catch {
    return undefined; // the torn last line of a crash
  }
}
