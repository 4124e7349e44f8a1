/** What dispatch is told about a firing, and what it answers (docs/sending.md). */

export interface DispatchOptions {
  /** The firing's scheduled time (a metric item's check), unix seconds. */
  firingTime: number;
  now: number;
  /** Claims and deliveries taken before this time are stale whatever their lease (a local start-up). */
  staleBefore?: number;
}

export type DispatchOutcome =
  | 'gone'
  | 'not active'
  | 'event cancelled'
  | 'workflow gone'
  | 'below minimum'
  | 'deferred'
  | 'frame ended'
  | 'claimed elsewhere'
  | 'claimed'
  | 'resumed'
  | 'sending'
  | 'failed'
  | 'pending approval';
