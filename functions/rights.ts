/**
 * What each function may do, beside the route table (routes.ts) and the jobs manifest (jobs.ts):
 * the CDK app turns every right into IAM statements (and the environment variables that go with
 * them) on that function's own role, and grants nothing else. Locally the rights change nothing:
 * every handler runs in one process.
 */

/**
 * 'table' = read and write the table's items; 'table:read' = read them only; 'schedules' = create, update and delete schedules
 * in the schedule group (and pass the scheduler role to EventBridge Scheduler); 'email' = send
 * through SES v2; 'sms' = publish through SNS; 'queue:<job>' = send messages to the queue that
 * feeds that job (a job with trigger 'queue'), whose URL comes in `<JOB>_QUEUE_URL`.
 */
export type Right = 'table' | 'table:read' | 'schedules' | 'email' | 'sms' | `queue:${string}`;

/**
 * Rights of the route resources beyond the table, which every route function reads and writes
 * (sessions live there). Keyed by the `resource` of ROUTES; an entry whose resource has no route
 * yet grants nothing until its routes are added.
 */
export const ROUTE_RIGHTS: Readonly<Record<string, readonly Right[]>> = {
  // Test sends (of a message, and of a target group's contacts): email through SES v2, SMS through SNS.
  messages: ['email', 'sms'],
  'target-groups': ['email', 'sms'],
  // The readiness check reads the template service's email templates for their placeholders; it sends nothing.
  'readiness-checks': ['email'],
  // Attaching, switching, reactivating and deleting items puts and removes their schedules.
  'event-message-workflows': ['schedules'],
  // Approving a held attach, trigger edit or reactivation runs that route, which schedules (docs/approvals.md).
  approvals: ['schedules'],
  // An import that moves an event's deadlines re-resolves and reschedules its pending items;
  // one that books a meeting or cancels a registration queues the action-trigger message.
  directory: ['schedules', 'queue:send'],
};

/**
 * The response-streaming function (functions/streaming/handler.ts) serves exports: it reads the
 * sessions, users, report cells and deliveries, and writes nothing (a session's lastSeenAt, which
 * the sign-in check refreshes at most once a minute, is left to the API's calls around it).
 */
export const STREAMING_RIGHTS: readonly Right[] = ['table:read'];

/** Everything the function of a route resource may do. */
export const routeRights = (resource: string): Right[] => ['table', ...(ROUTE_RIGHTS[resource] ?? [])];

/** The job a 'queue:<job>' right sends to, or undefined for any other right. */
export const queueOfRight = (right: Right): string | undefined => (right.startsWith('queue:') ? right.slice('queue:'.length) : undefined);

/** The environment variable that carries the URL of the queue feeding `job`: send -> SEND_QUEUE_URL. */
export const queueUrlVariable = (job: string): string => `${job.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}_QUEUE_URL`;
