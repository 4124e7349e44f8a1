/**
 * The scheduler port: one schedule per pending event message workflow item, so that the item's
 * dispatch runs at its sending time. The AWS adapter (eventbridge-scheduler.ts) speaks to
 * EventBridge Scheduler; locally the same adapter speaks to the stand-in in infra/local/scheduler/.
 */
export interface ItemSchedule {
  /** Deterministic per item (item-schedule.ts), so a retried put never makes a second schedule. */
  name: string;
  /** `at(yyyy-mm-ddThh:mm:ss)` or `cron(m h * * ? *)`, evaluated in Europe/Amsterdam (expressions.ts). */
  expression: string;
  /** Unix seconds bounding a cron schedule (a metric item's time frame); absent for at(). */
  startDate?: number;
  endDate?: number;
  /** What the dispatch function receives, with EventBridge's context placeholders (dispatch-input.ts). */
  input: Record<string, unknown>;
  description?: string;
}

export interface Scheduler {
  /** Creates the schedule, or replaces the one of the same name. */
  put(schedule: ItemSchedule): Promise<void>;
  /** Deletes the schedule; one that is already gone is fine. */
  remove(name: string): Promise<void>;
}
