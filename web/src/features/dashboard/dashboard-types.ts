export type { Composite } from '@shared/dashboard';

/** GET .../count-of-each-status: the composite's count names (shared/event-message-workflows.ts STATUS_COUNTS). */
export type StatusCounts = Record<'active' | 'inActive' | 'processing' | 'completed' | 'outOfDate' | 'error', number>;
